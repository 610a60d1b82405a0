import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { cardKeys } from '../../../api/cards';
import { createVirtualCard, updateVirtualCardLimit } from '../../../api/cards-virtual';
import { ApproveStepScreen } from '../../../components/approve-step-screen';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { Money } from '../../../components/money';
import { SegmentTitle } from '../../../components/segment-title';
import { showSnackbar } from '../../../components/snackbar';
import { CARD_PATHS } from '../card-paths';
import { isVirtualCardAnswer, virtualCreateDecision, virtualLimitDecision } from './virtual-decisions';

/** /dashboard/credit-cards/virtual-credit-card/approve: the main card, the limit and the name, then the code. */
export function CreateVirtualApproveScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ApproveStepScreen
      decision={virtualCreateDecision}
      title={<SegmentTitle segment="approve" />}
      whenMissing={<Navigate to={CARD_PATHS.virtualCreate} replace />}
      details={(plan, request) => (
        <DetailList testId="virtual-approve-details">
          <DetailRow label={<Trans id="virtual.create.mainCardRow">Main credit card</Trans>}>
            {plan.mainProductName} {plan.mainMasked}
          </DetailRow>
          <DetailRow label={<Trans id="virtual.create.mainLimit">Main card's limit</Trans>}>
            <Money amount={plan.mainLimit} />
          </DetailRow>
          <DetailRow label={<Trans id="virtual.create.limit">Virtual card limit</Trans>} testId="virtual-approve-limit">
            <Money amount={request.limit} />
          </DetailRow>
          {request.nickname ? (
            <DetailRow label={<Trans id="virtual.create.nicknameRow">Card name</Trans>}>{request.nickname}</DetailRow>
          ) : null}
          <DetailRow label={<Trans id="virtual.create.usage">Where it works</Trans>}>
            <Trans id="virtual.create.onlineOnly">Online shopping only (no contactless, no ATM).</Trans>
          </DetailRow>
        </DetailList>
      )}
      execute={(request, key) => createVirtualCard(request, key)}
      isOutcome={isVirtualCardAnswer}
      onBack={() => void navigate({ to: CARD_PATHS.virtualCreate })}
      onDone={(answer) => {
        void queryClient.invalidateQueries({ queryKey: cardKeys.all });
        void navigate({ to: '/dashboard/credit-cards/virtual-credit-card/success', search: { cardId: answer.cardId } });
      }}
    />
  );
}

/** /dashboard/credit-cards/virtual-credit-card/limit-update/approve: the card, its limit now and the new one. */
export function VirtualLimitApproveScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = virtualLimitDecision.pending();
  return (
    <ApproveStepScreen
      decision={virtualLimitDecision}
      title={<SegmentTitle segment="approve" />}
      whenMissing={<Navigate to={CARD_PATHS.creditCards} replace />}
      details={(plan, request) => (
        <DetailList testId="virtual-limit-approve-details">
          <DetailRow label={<Trans id="virtual.limit.card">Virtual card</Trans>}>
            {plan.nickname ? `${plan.nickname} · ` : ''}
            {plan.maskedNumber}
          </DetailRow>
          <DetailRow label={<Trans id="virtual.limit.current">Limit now</Trans>}>
            <Money amount={plan.currentLimit} />
          </DetailRow>
          <DetailRow label={<Trans id="virtual.limit.new">New limit</Trans>} testId="virtual-limit-approve-new">
            <Money amount={request.limit} />
          </DetailRow>
          <DetailRow label={<Trans id="virtual.create.mainLimit">Main card's limit</Trans>}>
            <Money amount={plan.mainLimit} />
          </DetailRow>
        </DetailList>
      )}
      execute={(request, key) => updateVirtualCardLimit(request, key)}
      isOutcome={isVirtualCardAnswer}
      onBack={() =>
        void navigate({
          to: CARD_PATHS.virtualLimitUpdate,
          search: { cardId: pending?.request.cardId ?? '' },
        })
      }
      onDone={(answer) => {
        void queryClient.invalidateQueries({ queryKey: cardKeys.all });
        showSnackbar(t({ id: 'virtual.limit.done', message: 'The virtual card’s limit is changed.' }));
        void navigate({ to: CARD_PATHS.creditDetail, search: { cardId: answer.cardId } });
      }}
    />
  );
}
