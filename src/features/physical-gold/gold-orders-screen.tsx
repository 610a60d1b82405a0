import { Button, LinkOverlay, LinkBox, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { goldOrdersQueryOptions } from '../../api/physical-gold';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { formatDate } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { GoldStatusChip } from './gold-status';

/** /dashboard/physical-gold/my-orders: my gold orders, newest first, each a link to its detail. */
export function GoldOrdersScreen() {
  const orders = useQuery(goldOrdersQueryOptions());
  const language = useLanguage();
  return (
    <PageFrame
      title={<SegmentTitle segment="physical-gold/my-orders" />}
      testId="gold-orders"
      titleEnd={
        <Button asChild size="sm" variant="outline">
          <Link to="/dashboard/physical-gold/buy-physical-gold">
            <Trans id="gold.orders.buy">Buy physical gold</Trans>
          </Link>
        </Button>
      }
    >
      <QueryState query={orders} testId="gold-orders">
        {(data) => (
          <ItemList
            items={data.orders}
            testId="gold-orders-list"
            emptyTestId="gold-orders-empty"
            empty={<Trans id="gold.orders.empty">No gold orders yet. Buy bars or coins to see them here.</Trans>}
          >
            {(order) => (
              <LinkBox as="li" key={order.orderId} listStyleType="none">
                <ListRow as="div" align="center" data-testid={`gold-order-${order.reference}`}>
                  <Stack gap="1" minWidth="0">
                    <LinkOverlay asChild>
                      <Link to="/dashboard/physical-gold/order-detail" search={{ orderId: order.orderId }}>
                        <Text fontWeight="semibold">
                          {order.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
                        </Text>
                      </Link>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(order.createdAt, language)} · {order.reference}
                    </Text>
                  </Stack>
                  <Stack gap="1" align="flex-end">
                    <Money amount={order.total} />
                    <GoldStatusChip status={order.status} testId={`gold-order-status-${order.reference}`} />
                  </Stack>
                </ListRow>
              </LinkBox>
            )}
          </ItemList>
        )}
      </QueryState>
    </PageFrame>
  );
}
