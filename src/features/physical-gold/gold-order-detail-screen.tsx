import { Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { goldOrderQueryOptions } from '../../api/physical-gold';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { formatDateTime } from '../../contract/date-text';
import { GOLD_ORDER_STATUSES, type GoldOrder } from '../../contract/physical-gold';
import { useLanguage } from '../../lib/use-language';
import { GOLD_STATUS_TEXT, GoldStatusChip } from './gold-status';

/** /dashboard/physical-gold/order-detail?orderId=: an order, what it holds and where it is on its way. */
export function GoldOrderDetailScreen({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const order = useQuery(goldOrderQueryOptions(orderId));
  return (
    <PageFrame
      title={<SegmentTitle segment="order-detail" />}
      onBack={() => void navigate({ to: '/dashboard/physical-gold/my-orders' })}
      testId="gold-order-detail"
    >
      <QueryState query={order} testId="gold-order">
        {(data) => <OrderDetail order={data} />}
      </QueryState>
    </PageFrame>
  );
}

function OrderDetail({ order }: { order: GoldOrder }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const reached = new Map(order.timeline.map((step) => [step.status, step.at]));
  return (
    <Stack gap="5">
      <DetailList>
        <DetailRow label={<Trans id="gold.order.reference">Order number</Trans>}>{order.reference}</DetailRow>
        <DetailRow label={<Trans id="gold.order.status">Status</Trans>}>
          <GoldStatusChip status={order.status} testId="gold-order-status" />
        </DetailRow>
        {order.lines.map((line) => (
          <DetailRow key={line.productId} label={`${line.quantity} × ${line.name}`}>
            <Money amount={line.lineTotal} />
          </DetailRow>
        ))}
        <DetailRow label={<Trans id="gold.order.fineGold">Fine gold</Trans>}>
          <Money amount={order.totalFineGrams} currency="XAU" />
        </DetailRow>
        <DetailRow label={<Trans id="gold.order.delivery">Delivery</Trans>}>{order.delivery.text}</DetailRow>
        <DetailRow label={<Trans id="gold.order.total">Total paid</Trans>}>
          <Money amount={order.total} testId="gold-order-total" />
        </DetailRow>
        {order.tryAccountNumber ? (
          <DetailRow label={<Trans id="gold.order.account">Paid from</Trans>}>{order.tryAccountNumber}</DetailRow>
        ) : null}
        <DetailRow label={<Trans id="gold.order.date">Ordered on</Trans>}>
          {formatDateTime(order.createdAt, language)}
        </DetailRow>
      </DetailList>
      <Box>
        <Heading as="h2" size="md" marginBottom="3">
          <Trans id="gold.order.timeline">Delivery steps</Trans>
        </Heading>
        <List.Root as="ol" gap="2" listStyleType="none" data-testid="gold-timeline">
          {GOLD_ORDER_STATUSES.map((status) => {
            const at = reached.get(status);
            return (
              <List.Item key={status} data-testid={`gold-step-${status}`} data-done={at ? 'true' : 'false'}>
                <Flex gap="3" align="center">
                  <Box
                    aria-hidden="true"
                    width="3"
                    height="3"
                    borderRadius="full"
                    bg={at ? 'green.600' : 'gray.300'}
                    flexShrink={0}
                  />
                  <Text fontWeight={at ? 'semibold' : 'normal'} color={at ? 'fg' : 'fg.muted'}>
                    {i18n._(GOLD_STATUS_TEXT[status])}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {at ? formatDateTime(at, language) : <Trans id="gold.order.pending">Not yet</Trans>}
                  </Text>
                </Flex>
              </List.Item>
            );
          })}
        </List.Root>
      </Box>
    </Stack>
  );
}
