import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useForm } from '@modular-forms/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { callCenterKeys } from '../../../api/callcenter';
import { changeCard } from '../../../api/cards-management';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormField } from '../../../components/form-field';
import { FormScreen } from '../../../components/form-screen';
import { SelectInput } from '../../../components/inputs/select-input';
import { PageFrame } from '../../../components/page-frame';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail } from '../../../contract/cards';
import {
  CHANGE,
  isCardChangeResult,
  LOST_STOLEN_REASONS,
  type CardChangeResult,
  type LostStolenReason,
  type ReportLostStolenRequest,
} from '../../../contract/cards-management';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { CardPageLink } from '../card-page-link';
import { addressIssue, DeliveryAddressField } from '../delivery-address-field';
import { LiabilityRule, useLostStolenReasons } from '../management/lost-stolen-screens';
import {
  CardHeader,
  ManagedCard,
  useBackToCard,
  useCardChangeDone,
  type CardArea,
  type ManagedPageProps,
} from '../management/management-kit';
import { SwitchField } from '../management/switch-field';
import { LOST_STOLEN_PROCESSES_PATH } from './agent-card-screens';

type ReportValues = { reason: string; deliveryAddress: string };

/**
 * CallCenter card-lost-stolen-report (?cardId=): the agent blocks the card on the customer's word.
 * The reason and a replacement's address as the customer says them, a confirm that the customer
 * asked for it on this call, then the block at once: no code (the caller is verified and a block only
 * protects them); the bank texts the customer that the card is blocked.
 */
export function AgentLostStolenScreen(props: ManagedPageProps) {
  // Kept above ManagedCard: once blocked, the card is no longer one the form applies to.
  const [outcome, setOutcome] = useState<CardChangeResult>();
  if (outcome) return <BlockOutcome area={props.area} result={outcome} />;
  return (
    <ManagedCard {...props} segment="card-lost-stolen-report" changes={[CHANGE.ReportLostStolen]}>
      {(card) => <AgentLostStolenForm area={props.area} card={card} onBlocked={setOutcome} />}
    </ManagedCard>
  );
}

function AgentLostStolenForm({
  area,
  card,
  onBlocked,
}: {
  area: CardArea;
  card: CardDetail;
  onBlocked: (result: CardChangeResult) => void;
}) {
  const masked = card.maskedNumber;
  const back = useBackToCard(area, card.id);
  const finish = useCardChangeDone(area);
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [replacement, setReplacement] = useState(true);
  const [asking, setAsking] = useState<ReportLostStolenRequest>();
  const wantsCard = useRef(replacement);
  const chooseReplacement = (checked: boolean) => {
    wantsCard.current = checked;
    setReplacement(checked);
  };
  const [form] = useForm<ReportValues>({
    initialValues: { reason: LOST_STOLEN_REASONS[0], deliveryAddress: '' },
    validate: (values) => {
      const issue = wantsCard.current ? addressIssue(values.deliveryAddress ?? '') : undefined;
      return issue ? { deliveryAddress: issue } : {};
    },
    validateOn: 'blur',
    revalidateOn: 'change',
  });
  const block = (request: ReportLostStolenRequest) => {
    setAsking(undefined);
    void action.submit(request, {
      call: (key, sent) => changeCard(CHANGE.ReportLostStolen, sent, key),
      suppressSnackbar: true,
      onDone: (result) => {
        if (!isCardChangeResult(result)) return;
        onBlocked(result);
        finish(result, null, false);
        // The call's process history now holds the block.
        void queryClient.invalidateQueries({ queryKey: callCenterKeys.processHistory() });
      },
    });
  };
  const reasons = useLostStolenReasons();
  return (
    <>
      <FormScreen
        of={form}
        onSubmit={(values) =>
          setAsking({
            cardId: card.id,
            reason: values.reason as LostStolenReason,
            replacement,
            deliveryAddress: replacement ? values.deliveryAddress.trim() : null,
          })
        }
        title={<SegmentTitle segment="card-lost-stolen-report" />}
        onBack={back}
        testId="cc-card-lost-stolen"
        formTestId="card-lost-stolen-form"
        submitLabel={<Trans id="cc.lost.submit">Block the card</Trans>}
        submitTestId="card-lost-block"
        action={action}
        aside={
          <Stack gap="4">
            <CardHeader card={card} />
            <Text data-testid="cc-lost-intro">
              <Trans id="cc.lost.intro">
                Block the card only when the customer on this call says it is lost or stolen. It is blocked at once and
                for good; the customer gets an SMS.
              </Trans>
            </Text>
            <LiabilityRule />
          </Stack>
        }
      >
        <FormField of={form} name="reason" fallback={LOST_STOLEN_REASONS[0]} required>
          {(input) => (
            <SelectInput
              {...input}
              label={<Trans id="cc.lost.reason">What the customer says happened</Trans>}
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
          label={<Trans id="cc.lost.replacement">The customer wants a new card</Trans>}
          helper={<Trans id="cardMgmt.lost.replacementHelp">A new card with a new number, on the same account.</Trans>}
        />
        {replacement ? <DeliveryAddressField of={form} testId="card-delivery-address" /> : null}
      </FormScreen>
      <ConfirmDialog
        open={asking !== undefined}
        title={<Trans id="cc.lost.confirmTitle">Block the card?</Trans>}
        body={
          <Trans id="cc.lost.confirmBody">
            Confirm that the customer asked on this call to block the card {masked}. The block cannot be undone.
          </Trans>
        }
        onCancel={() => setAsking(undefined)}
        onConfirm={() => asking && block(asking)}
        loading={action.busy}
      />
    </>
  );
}

/** The block done: the card as it now is, the 24-hour rule's notice, a replacement's reference. */
function BlockOutcome({ area, result }: { area: CardArea; result: CardChangeResult }) {
  const back = useBackToCard(area, result.card.id);
  return (
    <PageFrame
      title={<Trans id="cc.lost.doneTitle">The card is blocked.</Trans>}
      testId="cc-lost-done"
      actions={
        <>
          <CardPageLink to={LOST_STOLEN_PROCESSES_PATH} testId="to-lost-stolen-processes">
            <Trans id="cc.cards.processes">Lost/stolen processes</Trans>
          </CardPageLink>
          <Button onClick={back} data-testid="back-to-card">
            <Trans id="cardMgmt.backToCard">Back to the card</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <CardHeader card={result.card} />
        {result.notice ? <Text data-testid="card-change-notice">{result.notice}</Text> : null}
        {result.application ? (
          <DetailList>
            <DetailRow
              label={<Trans id="cardMgmt.applicationReference">Application reference</Trans>}
              testId="card-application-reference"
            >
              {result.application.reference}
            </DetailRow>
          </DetailList>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
