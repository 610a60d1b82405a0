import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { ServiceEnvelope } from '../contract/envelope';
import { useUpdateBlocker } from '../lib/app-update';
import type { DecisionHandle, PendingDecision } from '../lib/decision-store';
import { useActionFlow } from '../lib/use-action-flow';
import { useOnline } from '../lib/use-online';
import { ActionFlowDialogs } from './action-flow-dialogs';
import { OfflineDisabledReason } from './offline-disabled-reason';
import { PageFrame } from './page-frame';

export interface DecisionStepProps<Request extends object, Plan, Outcome> {
  decision: DecisionHandle<Request, Plan, Outcome>;
  title: ReactNode;
  /** Above the details, e.g. what approving means. */
  intro?: ReactNode;
  /** What is being decided (a `DetailList`). */
  details: (plan: Plan, request: Request) => ReactNode;
  /** Runs the decision under its Idempotency-Key (the same key for every retry and code re-post). */
  execute: (request: Request, idempotencyKey: string) => Promise<ServiceEnvelope<unknown>>;
  isOutcome: (data: unknown) => data is Outcome;
  /** Edit and back: to the form the decision came from. */
  onBack: (origin: string) => void;
  onDone: (outcome: Outcome, pending: PendingDecision<Request, Plan>) => void;
  /** Without a decision in memory (a reload): usually a `<Navigate>` back to the form. */
  whenMissing: ReactNode;
  confirmLabel: ReactNode;
  backLabel: ReactNode;
  testId: string;
  /** Prefix of the buttons' test ids: `<prefix>-confirm`, `<prefix>-edit`. */
  buttonTestId: string;
}

/**
 * A decision's confirm step (summary-confirm and the "+approve" routes): the pending decision's
 * details, Back and Confirm. Confirm runs the action flow (code dialog, push wait, error popup); a
 * refusal is the key's final answer, so the next attempt goes under a new key.
 */
export function DecisionStep<Request extends object, Plan, Outcome>(props: DecisionStepProps<Request, Plan, Outcome>) {
  const [pending] = useState(() => props.decision.pending());
  if (!pending) return <>{props.whenMissing}</>;
  return <PendingStep {...props} pending={pending} />;
}

function PendingStep<Request extends object, Plan, Outcome>({
  pending,
  ...props
}: DecisionStepProps<Request, Plan, Outcome> & { pending: PendingDecision<Request, Plan> }) {
  useUpdateBlocker();
  const online = useOnline();
  const flow = useActionFlow();
  const { decision, isOutcome, onDone } = props;
  const back = () => props.onBack(pending.origin);
  const done = (data: unknown) => {
    if (!isOutcome(data)) return;
    decision.settle(data);
    onDone(data, pending);
  };
  const confirm = () =>
    void flow.run<Request, unknown>({
      values: pending.request,
      call: (values) => props.execute(values, pending.idempotencyKey),
      onSuccess: done,
      onRefused: () => void decision.renewKey(),
      onTransactionSigning: done,
      suppressSnackbar: true,
    });
  return (
    <PageFrame
      title={props.title}
      onBack={back}
      testId={props.testId}
      actions={
        <Stack gap="2" align="flex-end">
          <Stack direction="row" gap="3">
            <Button variant="outline" onClick={back} data-testid={`${props.buttonTestId}-edit`}>
              {props.backLabel}
            </Button>
            <Button
              onClick={confirm}
              loading={flow.busy}
              disabled={!online}
              data-testid={`${props.buttonTestId}-confirm`}
            >
              {props.confirmLabel}
            </Button>
          </Stack>
          <OfflineDisabledReason />
        </Stack>
      }
    >
      <Stack gap="4">
        {props.intro}
        {props.details(pending.plan, pending.request)}
      </Stack>
      <ActionFlowDialogs state={flow.dialogs} />
    </PageFrame>
  );
}
