import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { applyCreditCard, applyDebitCard, cardApplicationKeys } from '../../../api/card-applications';
import { ApproveStepScreen } from '../../../components/approve-step-screen';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { Money } from '../../../components/money';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardApplicationDetail } from '../../../contract/card-applications';
import { CARD_PATHS } from '../card-paths';
import { creditApplicationDecision, debitApplicationDecision, isApplicationDetail } from './application-decisions';
import { OCCUPATION_LABEL } from './application-labels';

const SUCCESS = '/dashboard/card-application/card-application-success';

const useDone = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (detail: CardApplicationDetail) => {
    queryClient.setQueryData(cardApplicationKeys.one(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: cardApplicationKeys.list() });
    void navigate({ to: SUCCESS, search: { applicationId: detail.id } });
  };
};

/** /dashboard/card-application/credit-card-application/approve. */
export function CreditApplicationApproveScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const done = useDone();
  return (
    <ApproveStepScreen
      decision={creditApplicationDecision}
      title={<SegmentTitle segment="approve" />}
      whenMissing={<Navigate to={CARD_PATHS.creditApplication} replace />}
      details={(_plan, request) => (
        <DetailList testId="credit-application-approve-details">
          <DetailRow label={<Trans id="cardApps.credit.income">Monthly net income</Trans>}>
            <Money amount={request.monthlyIncome} />
          </DetailRow>
          <DetailRow label={<Trans id="cardApps.credit.occupation">Occupation</Trans>}>
            {i18n._(OCCUPATION_LABEL[request.occupation])}
          </DetailRow>
          <DetailRow label={<Trans id="cardApps.credit.limit">Limit you ask for</Trans>} testId="credit-approve-limit">
            <Money amount={request.requestedLimit} />
          </DetailRow>
          <DetailRow label={<Trans id="cardApps.address">Delivery address</Trans>}>{request.deliveryAddress}</DetailRow>
        </DetailList>
      )}
      execute={(request, key) => applyCreditCard(request, key)}
      isOutcome={isApplicationDetail}
      onBack={() => void navigate({ to: CARD_PATHS.creditApplication })}
      onDone={done}
    />
  );
}

/** /dashboard/card-application/debit-card-application/approve. */
export function DebitApplicationApproveScreen() {
  const navigate = useNavigate();
  const done = useDone();
  return (
    <ApproveStepScreen
      decision={debitApplicationDecision}
      title={<SegmentTitle segment="approve" />}
      whenMissing={<Navigate to={CARD_PATHS.debitApplication} replace />}
      details={(plan, request) => (
        <DetailList testId="debit-application-approve-details">
          <DetailRow label={<Trans id="cardApps.debit.account">Account the card spends from</Trans>}>
            {plan.accountName}
          </DetailRow>
          <DetailRow label={<Trans id="cardApps.address">Delivery address</Trans>}>{request.deliveryAddress}</DetailRow>
        </DetailList>
      )}
      execute={(request, key) => applyDebitCard(request, key)}
      isOutcome={isApplicationDetail}
      onBack={() => void navigate({ to: CARD_PATHS.debitApplication })}
      onDone={done}
    />
  );
}
