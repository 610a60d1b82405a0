import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { receiptPdf } from '../../api/last-transactions';
import {
  changeStandingOrder,
  standingOrderKeys,
  standingOrderQueryOptions,
  type StandingOrderAction,
} from '../../api/standing-orders';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { PdfButton } from '../../components/pdf-button';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { showSnackbar } from '../../components/snackbar';
import { formatDate, formatDateTime } from '../../contract/date-text';
import type { StandingOrderDetail } from '../../contract/standing-orders';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import {
  frequencyText,
  ORDER_KIND_LABEL,
  ORDER_STATUS_LABEL,
  ORDER_STATUS_PALETTE,
  RUN_STATUS_LABEL,
  targetText,
} from './order-text';

/** /dashboard/my-orders/detail?id=: every field, the next dates, every run (receipt of a paid one), pause/resume/cancel, edit. */
export function StandingOrderDetailScreen({ id }: { id?: string }) {
  const navigate = useNavigate();
  if (!id) return <Navigate to="/dashboard/my-orders" replace />;
  const onBack = () => void navigate({ to: '/dashboard/my-orders' });
  return (
    <PageFrame title={<SegmentTitle segment="detail" />} onBack={onBack} testId="order-detail">
      <OrderDetailBody id={id} />
    </PageFrame>
  );
}

function OrderDetailBody({ id }: { id: string }) {
  const order = useQuery(standingOrderQueryOptions(id));
  return (
    <QueryState query={order} testId="order-detail-query">
      {(detail) => (
        <Stack gap="6" maxWidth="3xl">
          <OrderFields detail={detail} />
          <OrderActions detail={detail} />
          <Upcoming dates={detail.upcoming} />
          <Runs detail={detail} />
        </Stack>
      )}
    </QueryState>
  );
}

function OrderFields({ detail }: { detail: StandingOrderDetail }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const order = detail.order;
  const maxRuns = order.maxRuns;
  return (
    <DetailList testId="order-fields">
      <DetailRow label={<Trans id="standingOrders.nickname">Name</Trans>} testId="order-name">
        {order.nickname}
      </DetailRow>
      <DetailRow label={<Trans id="standingOrders.statusLabel">Status</Trans>} testId="order-status">
        <Badge colorPalette={ORDER_STATUS_PALETTE[order.status]}>{i18n._(ORDER_STATUS_LABEL[order.status])}</Badge>
      </DetailRow>
      <DetailRow label={<Trans id="standingOrders.kindLabel">Kind</Trans>}>
        {i18n._(ORDER_KIND_LABEL[order.kind])}
      </DetailRow>
      <DetailRow label={<Trans id="standingOrders.source">From account</Trans>}>{order.sourceAccountNumber}</DetailRow>
      <DetailRow label={<Trans id="standingOrders.target">To</Trans>} testId="order-target">
        {targetText(order)}
      </DetailRow>
      <DetailRow label={<Trans id="standingOrders.amount">Amount</Trans>} testId="order-amount">
        {order.amount === null ? (
          <Trans id="standingOrders.wholeBill">The whole bill</Trans>
        ) : (
          <Money amount={order.amount} currency={order.currency} />
        )}
      </DetailRow>
      <DetailRow label={<Trans id="standingOrders.frequency">Frequency</Trans>}>{frequencyText(i18n, order)}</DetailRow>
      <DetailRow label={<Trans id="standingOrders.startDate">First payment</Trans>}>
        {formatDate(order.startDate, language)}
      </DetailRow>
      <DetailRow label={<Trans id="standingOrders.end">Ends</Trans>}>
        {order.endDate ? (
          formatDate(order.endDate, language)
        ) : maxRuns ? (
          <Trans id="standingOrders.afterRuns">After {maxRuns} payments</Trans>
        ) : (
          <Trans id="standingOrders.untilCancelled">When you cancel it</Trans>
        )}
      </DetailRow>
      <DetailRow label={<Trans id="standingOrders.runsDone">Payments made</Trans>} testId="order-runs-done">
        {order.runsDone}
      </DetailRow>
      {order.nextDueDate ? (
        <DetailRow label={<Trans id="standingOrders.nextDue">Next payment</Trans>} testId="order-next">
          {formatDate(order.retryOn ?? order.nextDueDate, language)}
        </DetailRow>
      ) : null}
      {order.description ? (
        <DetailRow label={<Trans id="standingOrders.description">Description</Trans>}>{order.description}</DetailRow>
      ) : null}
    </DetailList>
  );
}

interface Pending {
  action: StandingOrderAction;
  title: ReactNode;
  body: ReactNode;
}

function OrderActions({ detail }: { detail: StandingOrderDetail }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [pending, setPending] = useState<Pending>();
  const order = detail.order;
  const open = order.status === 'Active' || order.status === 'Paused';
  if (!open) return null;
  const done: Record<StandingOrderAction, string> = {
    Pause: t({ id: 'standingOrders.paused', message: 'The standing order is paused.' }),
    Resume: t({ id: 'standingOrders.resumed', message: 'The standing order is active again.' }),
    Cancel: t({ id: 'standingOrders.cancelled', message: 'The standing order is cancelled.' }),
  };
  const confirm = () => {
    if (!pending) return;
    const body = { id: order.id, action: pending.action };
    setPending(undefined);
    void action.submit(body, {
      call: (key) => changeStandingOrder(body.action, order.id, key),
      onDone: (data) => {
        if (data) queryClient.setQueryData(standingOrderKeys.one(order.id), data);
        void queryClient.invalidateQueries({ queryKey: standingOrderKeys.all });
        showSnackbar(done[body.action]);
      },
    });
  };
  const ask = (next: StandingOrderAction) =>
    setPending({
      action: next,
      title:
        next === 'Pause' ? (
          <Trans id="standingOrders.pauseTitle">Pause the standing order?</Trans>
        ) : next === 'Resume' ? (
          <Trans id="standingOrders.resumeTitle">Resume the standing order?</Trans>
        ) : (
          <Trans id="standingOrders.cancelTitle">Cancel the standing order?</Trans>
        ),
      body:
        next === 'Pause' ? (
          <Trans id="standingOrders.pauseBody">No payment is made while it is paused.</Trans>
        ) : next === 'Resume' ? (
          <Trans id="standingOrders.resumeBody">
            Payments start again from the next date; dates missed while it was paused are not paid.
          </Trans>
        ) : (
          <Trans id="standingOrders.cancelBody">The order stops for good. This cannot be undone.</Trans>
        ),
    });
  return (
    <>
      <HStack gap="2" wrap="wrap" justify="flex-end">
        <Button asChild variant="outline" size="sm" data-testid="order-edit">
          <Link to="/dashboard/my-orders/update" search={{ id: order.id }}>
            <Trans id="standingOrders.edit">Edit</Trans>
          </Link>
        </Button>
        {order.status === 'Active' ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => ask('Pause')}
            loading={action.busy}
            data-testid="order-pause"
          >
            <Trans id="standingOrders.pause">Pause</Trans>
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            onClick={() => ask('Resume')}
            loading={action.busy}
            data-testid="order-resume"
          >
            <Trans id="standingOrders.resume">Resume</Trans>
          </Button>
        )}
        <Button
          colorPalette="red"
          size="sm"
          onClick={() => ask('Cancel')}
          loading={action.busy}
          data-testid="order-cancel"
        >
          <Trans id="standingOrders.cancel">Cancel the order</Trans>
        </Button>
      </HStack>
      <ConfirmDialog
        open={pending !== undefined}
        title={pending?.title}
        body={pending?.body}
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
      <ActionFlowDialogs state={action.dialogs} />
    </>
  );
}

function Upcoming({ dates }: { dates: string[] }) {
  const language = useLanguage();
  if (dates.length === 0) return null;
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        <Trans id="standingOrders.upcoming">Next payment dates</Trans>
      </Heading>
      <Text data-testid="order-upcoming">{dates.map((d) => formatDate(d, language)).join(' · ')}</Text>
    </Stack>
  );
}

function Runs({ detail }: { detail: StandingOrderDetail }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        <Trans id="standingOrders.runs">Payments</Trans>
      </Heading>
      <ItemList
        items={detail.runs}
        testId="order-runs"
        emptyTestId="order-runs-empty"
        empty={<Trans id="standingOrders.noRuns">No payment has been due yet.</Trans>}
      >
        {(run) => (
          <ListRow
            key={run.id}
            direction={{ base: 'column', md: 'row' }}
            align={{ base: 'start', md: 'center' }}
            data-testid="order-run"
            data-status={run.status}
          >
            <Stack gap="1" minWidth="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{formatDate(run.dueDate, language)}</Text>
                <Badge colorPalette={run.status === 'Completed' ? 'green' : run.status === 'Failed' ? 'red' : 'gray'}>
                  {i18n._(RUN_STATUS_LABEL[run.status])}
                </Badge>
              </HStack>
              {run.reason ? (
                <Text fontSize="sm" color="fg.muted" data-testid="order-run-reason">
                  {run.reason.text}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                {formatDateTime(run.ranAt, language)}
              </Text>
            </Stack>
            <HStack gap="3">
              {run.amount && run.currency ? <Money amount={run.amount} currency={run.currency} /> : null}
              {run.journalId ? (
                <PdfButton
                  size="sm"
                  load={() => receiptPdf(run.journalId!)}
                  title={t({ id: 'standingOrders.receipt', message: 'Receipt' })}
                  testId="order-run-receipt"
                >
                  <Trans id="standingOrders.receipt">Receipt</Trans>
                </PdfButton>
              ) : null}
            </HStack>
          </ListRow>
        )}
      </ItemList>
    </Stack>
  );
}
