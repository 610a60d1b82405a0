import { Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormField } from '../../../components/form-field';
import { FormScreen } from '../../../components/form-screen';
import { SelectInput } from '../../../components/inputs/select-input';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail } from '../../../contract/cards';
import { CHANGE, LOST_STOLEN_REASONS, type LostStolenReason } from '../../../contract/cards-management';
import { addressIssue, DeliveryAddressField } from '../delivery-address-field';
import { ApprovedCardRow, CardApproveScreen, type CardApproveRouteProps } from './approve-kit';
import { lostStolenDecision } from './card-decisions';
import {
  CardHeader,
  ManagedCard,
  subPath,
  useBackToCard,
  type CardArea,
  type ManagedPageProps,
} from './management-kit';
import { SwitchField } from './switch-field';

type ReportValues = { reason: string; deliveryAddress: string };

/** 5464 art. 12, as the page states it before and after the report. */
export function LiabilityRule() {
  return (
    <Text data-testid="card-liability-rule" padding="3" borderRadius="md" bg="bg.muted">
      <Trans id="cardMgmt.lost.rule">
        The card is blocked as soon as you report it, and cannot be opened again. For unauthorised use in the 24 hours
        before your report you are liable for at most 150 TL, unless there was gross negligence or intent (Law 5464,
        art. 12); for use after the report, not at all.
      </Trans>
    </Text>
  );
}

/** card-lost-stolen-report: the reason, a replacement and its address, the 24-hour rule, then the approve step. */
/** The reasons' options (lost, stolen) of the block's form, the customer's and the call-center agent's. */
export function useLostStolenReasons() {
  const { t } = useLingui();
  return LOST_STOLEN_REASONS.map((value) => ({
    value,
    label:
      value === 'Lost'
        ? t({ id: 'cardMgmt.lost.reasonLost', message: 'Lost' })
        : t({ id: 'cardMgmt.lost.reasonStolen', message: 'Stolen' }),
  }));
}

export function LostStolenScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="card-lost-stolen-report" changes={[CHANGE.ReportLostStolen]}>
      {(card) => <LostStolenForm area={props.area} card={card} />}
    </ManagedCard>
  );
}

function LostStolenForm({ area, card }: { area: CardArea; card: CardDetail }) {
  const navigate = useNavigate();
  const back = useBackToCard(area, card.id);
  const pending = lostStolenDecision.pending();
  const again = pending?.request.cardId === card.id ? pending.request : undefined;
  const [replacement, setReplacement] = useState(again?.replacement ?? true);
  // The store is made once; its address check follows the switch.
  const wantsCard = useRef(replacement);
  const chooseReplacement = (checked: boolean) => {
    wantsCard.current = checked;
    setReplacement(checked);
  };
  const [form] = useForm<ReportValues>({
    initialValues: { reason: again?.reason ?? LOST_STOLEN_REASONS[0], deliveryAddress: again?.deliveryAddress ?? '' },
    validate: (values) => {
      const issue = wantsCard.current ? addressIssue(values.deliveryAddress ?? '') : undefined;
      return issue ? { deliveryAddress: issue } : {};
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: ReportValues) => {
    const request = {
      cardId: card.id,
      reason: values.reason as LostStolenReason,
      replacement,
      deliveryAddress: replacement ? values.deliveryAddress.trim() : null,
    };
    lostStolenDecision.propose('card-lost-stolen-report', request, { card, area });
    void navigate({ to: subPath(area, 'card-lost-stolen-report/approve'), search: { cardId: card.id } });
  };
  const reasons = useLostStolenReasons();
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="card-lost-stolen-report" />}
      onBack={back}
      testId="card-lost-stolen"
      formTestId="card-lost-stolen-form"
      submitLabel={<Trans id="cardMgmt.lost.continue">Continue</Trans>}
      submitTestId="card-lost-continue"
      aside={
        <Stack gap="4">
          <CardHeader card={card} />
          <LiabilityRule />
        </Stack>
      }
    >
      <FormField of={form} name="reason" fallback={LOST_STOLEN_REASONS[0]} required>
        {(input) => (
          <SelectInput
            {...input}
            label={<Trans id="cardMgmt.lost.reason">What happened</Trans>}
            options={reasons}
            name="reason"
            testId="card-lost-reason"
          />
        )}
      </FormField>
      <SwitchField
        name="replacement"
        testId="card-lost-replacement"
        checked={replacement}
        onChange={chooseReplacement}
        label={<Trans id="cardMgmt.lost.replacement">Send me a new card</Trans>}
        helper={<Trans id="cardMgmt.lost.replacementHelp">A new card with a new number, on the same account.</Trans>}
      />
      {replacement ? <DeliveryAddressField of={form} testId="card-delivery-address" /> : null}
    </FormScreen>
  );
}

/** card-lost-stolen-report/approve: the card, the reason, the replacement, the rule; then the outcome with the reference. */
export function LostStolenApproveScreen(props: CardApproveRouteProps) {
  return (
    <CardApproveScreen
      {...props}
      change={CHANGE.ReportLostStolen}
      decision={lostStolenDecision}
      sub="card-lost-stolen-report"
      done={msg({ id: 'cardMgmt.lost.done', message: 'The card is blocked.' })}
      details={(request, { card }) => (
        <Stack gap="3">
          <DetailList testId="card-lost-approve">
            <ApprovedCardRow card={card} />
            <DetailRow label={<Trans id="cardMgmt.lost.reason">What happened</Trans>} testId="card-lost-approve-reason">
              {request.reason === 'Lost' ? (
                <Trans id="cardMgmt.lost.reasonLost">Lost</Trans>
              ) : (
                <Trans id="cardMgmt.lost.reasonStolen">Stolen</Trans>
              )}
            </DetailRow>
            <DetailRow label={<Trans id="cardMgmt.lost.newCard">New card</Trans>}>
              {request.replacement ? (
                request.deliveryAddress
              ) : (
                <Trans id="cardMgmt.lost.noNewCard">Not asked for</Trans>
              )}
            </DetailRow>
          </DetailList>
          <LiabilityRule />
        </Stack>
      )}
      outcome={<Trans id="cardMgmt.lost.doneTitle">The card is blocked.</Trans>}
    />
  );
}
