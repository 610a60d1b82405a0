import type { ServiceEnvelope } from '../contract/envelope';
import { useActionFlow, type RunResult } from './use-action-flow';
import { useDecisionKey } from './use-decision-key';

export interface DecisionRun<R, Body extends object = object> {
  /**
   * The bank's call under the decision's Idempotency-Key (the same key for every retry and code
   * re-post); `body` is the body with the code step's fields once the code dialog posts it again.
   */
  call: (
    idempotencyKey: string,
    body: Body & { otpCode?: string; otpReferenceKey?: string },
  ) => Promise<ServiceEnvelope<R>>;
  /** The bank has done it (the key is settled by then). */
  onDone: (data: R | null) => void;
  /** The snackbar after a code confirmed it (instead of the generic "done"). */
  successMessage?: string;
  /** The page says it is done itself (its own snackbar naming what the answer says). */
  suppressSnackbar?: boolean;
}

/**
 * A change decided on its own page (a form's Save, a confirm popup's Yes): one Idempotency-Key per
 * decision (useDecisionKey), the call through the page action flow (code dialog, push wait, error
 * popup). A refusal is the key's final answer, so the next attempt is a new decision with a new key;
 * a network failure keeps it for the retry. `keyFor(body)` makes the key early, when a confirm step
 * opens; `submit(body, ...)` runs under the same key. `busy` and `dialogs` go to the page
 * (`FormScreen`'s `action`, or `FormActions` and `ActionFlowDialogs`).
 */
export const useDecisionAction = () => {
  const { run, busy, dialogs } = useActionFlow();
  const { keyFor, settle } = useDecisionKey();
  const submit = <Body extends object, R>(
    body: Body,
    { call, onDone, successMessage, suppressSnackbar }: DecisionRun<R, Body>,
  ): Promise<RunResult> => {
    const key = keyFor(body);
    return run<Body, R>({
      values: body,
      call: (values) => call(key, values),
      successMessage,
      suppressSnackbar,
      onRefused: settle,
      onSuccess: (data) => {
        settle();
        onDone(data);
      },
    });
  };
  return { submit, keyFor, busy, dialogs };
};

export type DecisionAction = ReturnType<typeof useDecisionAction>;
