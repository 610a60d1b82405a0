import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { VerifySearch } from '../../contract/callcenter-entry';
import { agentQueryOptions, callCenterKeys, startCall } from '../../api/callcenter';
import { MessageDialog } from '../../components/message-dialog';
import { useAppContext } from '../../lib/router-context';
import { endSession } from '../../lib/session-end';
import { runSessionReset } from '../../lib/session-reset';
import { askWorker, postToWorker } from '../../lib/sw-bridge';

type Phase = 'checking' | 'failed';

/** A CallCenter route only (the branch build's route tree does not have it). */
const VERIFY_ERROR_PATH: string = '/verify-error';

/**
 * /verify?token=...&workgroup=...&ivrErrorCode=...&Nps=...: the CallCenter entry (spec section 4).
 * Without a token the agent is signed out and sent to /verify-error (the "Hata" dialog). With one,
 * the token goes to the service worker (which drops a different token's session; page code never
 * keeps it), the page's cached state of the previous call is cleared, the link's values are recorded
 * on the call and the agent goes to the CallCenter home.
 */
export function VerifyScreen({ search }: { search: VerifySearch }) {
  const { queryClient } = useAppContext();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('checking');
  const { token, workgroup, ivrErrorCode, Nps } = search;

  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      if (!token) {
        await endSession();
        if (!cancelled) await navigate({ to: VERIFY_ERROR_PATH, replace: true });
        return;
      }
      setPhase('checking');
      runSessionReset();
      queryClient.removeQueries({ queryKey: callCenterKeys.all });
      await postToWorker({ type: 'set-agent-token', token });
      await askWorker({ type: 'session-status' });
      try {
        await queryClient.fetchQuery(agentQueryOptions());
        const call = await startCall({ workgroup, ivrErrorCode, Nps });
        queryClient.setQueryData(callCenterKeys.call(), call);
        if (!cancelled) await navigate({ to: '/dashboard', replace: true });
      } catch {
        if (!cancelled) setPhase('failed');
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [token, workgroup, ivrErrorCode, Nps, queryClient, navigate]);

  return (
    <Center minHeight="100dvh" padding="6">
      {phase === 'checking' ? (
        <Stack align="center" gap="3" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text>
            <Trans id="cc.verify.checking">Checking the agent token…</Trans>
          </Text>
        </Stack>
      ) : null}
      <MessageDialog
        open={phase === 'failed'}
        title={<Trans id="cc.verify.errorTitle">Error</Trans>}
        body={<Trans id="cc.verify.tokenInvalid">The agent token could not be verified.</Trans>}
        onClose={() => undefined}
      />
    </Center>
  );
}
