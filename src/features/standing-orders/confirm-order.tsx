import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { createStandingOrder, standingOrderKeys } from '../../api/standing-orders';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { FormActions } from '../../components/form-actions';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import type { Account } from '../../contract/accounts';
import { formatDate } from '../../contract/date-text';
import type { CreateStandingOrderRequest } from '../../contract/standing-orders';
import type { WaitingOperation } from '../../contract/waiting-operation';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { isWaitingOperation } from '../../lib/waiting-operation';
import { ORDER_KIND_LABEL } from './order-text';
import { OrderWaiting } from './order-waiting';

/** A filled-in create form: the request to send and the next dates the bank previewed for it. */
export interface Proposal {
  request: CreateStandingOrderRequest;
  dates: string[];
}

/**
 * The create flow's second step: the order and its next dates to check, then the bank makes it; a
 * corporate maker's order that needs approvals (995) shows the waiting state instead.
 */
export function ConfirmOrder({
  proposal,
  accounts,
  onEdit,
  onBack,
}: {
  proposal: Proposal;
  accounts: Account[];
  onEdit: () => void;
  onBack: () => void;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [waiting, setWaiting] = useState<WaitingOperation>();
  const { request, dates } = proposal;
  const source = accounts.find((a) => a.accountNumber === request.sourceAccountNumber);
  const confirm = () =>
    void action.submit(request, {
      call: (key) => createStandingOrder(request, key),
      onDone: (data) => {
        if (isWaitingOperation(data)) {
          setWaiting(data);
          return;
        }
        void queryClient.invalidateQueries({ queryKey: standingOrderKeys.all });
        showSnackbar(t({ id: 'standingOrders.created', message: 'The standing order is set up.' }));
        if (data) {
          queryClient.setQueryData(standingOrderKeys.one(data.order.id), data);
          void navigate({ to: '/dashboard/my-orders/detail', search: { id: data.order.id } });
        } else void navigate({ to: '/dashboard/my-orders' });
      },
    });
  const target =
    request.kind === 'Bill'
      ? `${request.billerCode} · ${request.subscriberNo}`
      : request.target.mode === 'IBAN'
        ? `${request.target.iban} · ${request.target.receiverName}`
        : request.target.mode === 'Account'
          ? `${request.target.accountNumber} · ${request.target.receiverName}`
          : request.target.mode === 'KOLAS'
            ? request.target.value
            : request.target.mode === 'AccountsBetween'
              ? request.target.accountNumber
              : '';
  const amount = request.kind === 'Transfer' ? request.amount : request.amount;
  if (waiting) return <OrderWaiting operation={waiting} />;
  return (
    <PageFrame title={<SegmentTitle segment="create" />} onBack={onBack} testId="order-confirm">
      <Stack gap="6" maxWidth="2xl">
        <Text>
          <Trans id="standingOrders.confirmIntro">Check the order and its first payment dates, then confirm.</Trans>
        </Text>
        <DetailList testId="order-summary">
          <DetailRow label={<Trans id="standingOrders.nickname">Name</Trans>}>{request.nickname}</DetailRow>
          <DetailRow label={<Trans id="standingOrders.kindLabel">Kind</Trans>}>
            {i18n._(ORDER_KIND_LABEL[request.kind])}
          </DetailRow>
          <DetailRow label={<Trans id="standingOrders.source">From account</Trans>}>
            {source ? `${source.name} (${source.accountNumber})` : request.sourceAccountNumber}
          </DetailRow>
          <DetailRow label={<Trans id="standingOrders.target">To</Trans>}>{target}</DetailRow>
          <DetailRow label={<Trans id="standingOrders.amount">Amount</Trans>}>
            {amount ? (
              <Money amount={amount} currency={source?.currency ?? 'TRY'} />
            ) : (
              <Trans id="standingOrders.wholeBill">The whole bill</Trans>
            )}
          </DetailRow>
          <DetailRow
            label={<Trans id="standingOrders.upcoming">Next payment dates</Trans>}
            testId="order-preview-dates"
          >
            {dates.map((d) => formatDate(d, language)).join(' · ')}
          </DetailRow>
        </DetailList>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <FormActions
            submitLabel={<Trans id="standingOrders.confirm">Confirm the order</Trans>}
            submitTestId="order-confirm-button"
            busy={action.busy}
            needsOnline
            secondary={
              <Button variant="outline" onClick={onEdit} data-testid="order-edit-back">
                <Trans id="standingOrders.editForm">Edit</Trans>
              </Button>
            }
          />
        </form>
      </Stack>
      <ActionFlowDialogs state={action.dialogs} />
    </PageFrame>
  );
}
