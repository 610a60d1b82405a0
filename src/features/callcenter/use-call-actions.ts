import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callCenterKeys } from '../../api/callcenter';
import type { Call } from '../../contract/callcenter';

/**
 * A call change (find, send code, verify): its answer is the call, stored as the call query's data;
 * the panel and the process history are read again (the change was audited, the customer may differ).
 */
export const useCallChange = <I>(change: (input: I) => Promise<Call>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (call) => {
      queryClient.setQueryData(callCenterKeys.call(), call);
      void queryClient.invalidateQueries({ queryKey: callCenterKeys.customerInformation() });
      void queryClient.invalidateQueries({ queryKey: callCenterKeys.processHistory() });
    },
    onError: () => {
      // A wrong answer changed the attempts left.
      void queryClient.invalidateQueries({ queryKey: callCenterKeys.call() });
      void queryClient.invalidateQueries({ queryKey: callCenterKeys.processHistory() });
    },
  });
};
