import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormField } from '../../../components/form-field';
import { FormScreen } from '../../../components/form-screen';
import { AmountInput } from '../../../components/inputs/amount-input';
import { Money } from '../../../components/money';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail, CardLimits } from '../../../contract/cards';
import { IssueKey, MessageCode } from '../../../contract/message-codes';
import { parseAmount } from '../../../contract/money';
import { CHANGE } from '../../../contract/cards-management';
import { CardApproveScreen, type CardApproveRouteProps } from './approve-kit';
import { limitsDecision } from './card-decisions';
import {
  CardHeader,
  ManagedCard,
  subPath,
  useBackToCard,
  type CardArea,
  type ManagedPageProps,
} from './management-kit';

type LimitValues = CardLimits;
const CHANNELS = ['atm', 'pos', 'online'] as const;
const ABOVE = {
  atm: MessageCode.CardAtmLimitAboveMaximum,
  pos: MessageCode.CardPosLimitAboveMaximum,
  online: MessageCode.CardOnlineLimitAboveMaximum,
} as const;

/** The bank's rules for a limit: above zero, two decimals, at most the maximum for the card's kind. */
export const limitIssues = (values: Partial<LimitValues>, maxima: CardLimits): Partial<LimitValues> => {
  const issues: Partial<LimitValues> = {};
  for (const channel of CHANNELS) {
    const text = values[channel];
    const amount = text ? parseAmount(text, 'TRY') : undefined;
    if (!text) issues[channel] = IssueKey.Required;
    else if (amount === undefined || amount <= 0n) issues[channel] = MessageCode.CardLimitInvalid;
    else if (amount > parseAmount(maxima[channel], 'TRY')!) issues[channel] = ABOVE[channel];
  }
  return issues;
};

/** limit-management: the daily ATM, POS and online limits within the bank's maxima, then the approve step. */
export function LimitsScreen(props: ManagedPageProps) {
  return (
    <ManagedCard {...props} segment="limit-management" changes={[CHANGE.SetLimits]}>
      {(card) => <LimitsForm area={props.area} card={card} />}
    </ManagedCard>
  );
}

function LimitsForm({ area, card }: { area: CardArea; card: CardDetail }) {
  const navigate = useNavigate();
  const back = useBackToCard(area, card.id);
  const pending = limitsDecision.pending();
  const [form] = useForm<LimitValues>({
    initialValues: pending?.request.cardId === card.id ? pending.request : card.limits,
    validate: (values) => limitIssues(values, card.maxLimits),
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const submit = (values: LimitValues) => {
    limitsDecision.propose('limit-management', { cardId: card.id, ...values }, { card, area });
    void navigate({ to: subPath(area, 'limit-management/approve'), search: { cardId: card.id } });
  };
  const label = {
    atm: <Trans id="cardMgmt.limits.atm">Daily cash withdrawal (ATM)</Trans>,
    pos: <Trans id="cardMgmt.limits.pos">Daily shopping in stores (POS)</Trans>,
    online: <Trans id="cardMgmt.limits.online">Daily online shopping</Trans>,
  };
  return (
    <FormScreen
      of={form}
      onSubmit={submit}
      title={<SegmentTitle segment="limit-management" />}
      onBack={back}
      testId="card-limits"
      formTestId="card-limits-form"
      submitLabel={<Trans id="cardMgmt.limits.continue">Continue</Trans>}
      submitTestId="card-limits-continue"
      aside={<CardHeader card={card} />}
    >
      {CHANNELS.map((channel) => (
        <FormField key={channel} of={form} name={channel} fallback="" required>
          {(input) => (
            <AmountInput
              {...input}
              label={label[channel]}
              name={channel}
              testId={`card-limit-${channel}`}
              helper={
                <Trans id="cardMgmt.limits.maximum">
                  The bank allows at most <Money amount={card.maxLimits[channel]} />.
                </Trans>
              }
            />
          )}
        </FormField>
      ))}
    </FormScreen>
  );
}

/** limit-management/approve: the limits now and the new ones, then the code; back to the card. */
export function LimitsApproveScreen(props: CardApproveRouteProps) {
  return (
    <CardApproveScreen
      {...props}
      change={CHANGE.SetLimits}
      decision={limitsDecision}
      sub="limit-management"
      done={msg({ id: 'cardMgmt.limits.done', message: 'The card’s daily limits are changed.' })}
      details={(request, { card }) => (
        <DetailList testId="card-limits-approve">
          {CHANNELS.map((channel) => (
            <DetailRow
              key={channel}
              testId={`card-limit-approve-${channel}`}
              label={
                {
                  atm: <Trans id="cardMgmt.limits.atm">Daily cash withdrawal (ATM)</Trans>,
                  pos: <Trans id="cardMgmt.limits.pos">Daily shopping in stores (POS)</Trans>,
                  online: <Trans id="cardMgmt.limits.online">Daily online shopping</Trans>,
                }[channel]
              }
            >
              <Money amount={card.limits[channel]} /> → <Money amount={request[channel]} />
            </DetailRow>
          ))}
        </DetailList>
      )}
    />
  );
}
