import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { DecisionStep, type DecisionStepProps } from './decision-step';

export type ApproveStepProps<Request extends object, Plan, Outcome> = Omit<
  DecisionStepProps<Request, Plan, Outcome>,
  'confirmLabel' | 'backLabel' | 'buttonTestId' | 'testId' | 'intro'
>;

/**
 * The "+approve" step (cards, settings, applications): shows what is being approved; Approve runs the
 * decision through the action flow, which asks the code (SMS, e-mail) or waits for the phone.
 */
export function ApproveStepScreen<Request extends object, Plan, Outcome>(
  props: ApproveStepProps<Request, Plan, Outcome>,
) {
  return (
    <DecisionStep
      {...props}
      intro={
        <Text color="fg.muted" data-testid="approve-intro">
          <Trans id="decision.approve.intro">Check what you are approving. The bank asks for your code next.</Trans>
        </Text>
      }
      testId="approve-step"
      confirmLabel={<Trans id="decision.approve.confirm">Approve</Trans>}
      backLabel={<Trans id="decision.approve.back">Back</Trans>}
      buttonTestId="approve"
    />
  );
}
