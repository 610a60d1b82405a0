import { Trans } from '@lingui/react/macro';
import { DecisionStep, type DecisionStepProps } from './decision-step';

export type SummaryConfirmProps<Request extends object, Plan, Outcome> = Omit<
  DecisionStepProps<Request, Plan, Outcome>,
  'confirmLabel' | 'backLabel' | 'buttonTestId' | 'title' | 'testId'
> &
  Partial<Pick<DecisionStepProps<Request, Plan, Outcome>, 'title' | 'testId'>>;

/** The summary-confirm step of the page action flow: the previewed plan, Edit and Confirm. */
export function SummaryConfirmScreen<Request extends object, Plan, Outcome>(
  props: SummaryConfirmProps<Request, Plan, Outcome>,
) {
  return (
    <DecisionStep
      title={<Trans id="decision.summary.title">Check and confirm</Trans>}
      testId="transaction-summary"
      {...props}
      confirmLabel={<Trans id="decision.summary.confirm">Confirm</Trans>}
      backLabel={<Trans id="decision.summary.edit">Edit</Trans>}
      buttonTestId="summary"
    />
  );
}
