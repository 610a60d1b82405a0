import { Trans } from '@lingui/react/macro';
import { DecisionStep, type DecisionStepProps } from './decision-step';
import { SegmentTitle } from './segment-title';

export type SummaryConfirmProps<Request extends object, Plan, Outcome> = Omit<
  DecisionStepProps<Request, Plan, Outcome>,
  'confirmLabel' | 'backLabel' | 'buttonTestId' | 'title' | 'testId'
> &
  Partial<Pick<DecisionStepProps<Request, Plan, Outcome>, 'title' | 'testId'>>;

/**
 * The summary-confirm step of the page action flow: the previewed plan, Edit and Confirm. Its title
 * is the route's breadcrumb label (transaction-summary) unless the area names it.
 */
export function SummaryConfirmScreen<Request extends object, Plan, Outcome>(
  props: SummaryConfirmProps<Request, Plan, Outcome>,
) {
  return (
    <DecisionStep
      title={<SegmentTitle segment="transaction-summary" />}
      testId="transaction-summary"
      {...props}
      confirmLabel={<Trans id="decision.summary.confirm">Confirm</Trans>}
      backLabel={<Trans id="decision.summary.edit">Edit</Trans>}
      buttonTestId="summary"
    />
  );
}
