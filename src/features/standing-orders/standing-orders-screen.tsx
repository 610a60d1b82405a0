import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { standingOrdersQueryOptions } from '../../api/standing-orders';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import { Money } from '../../components/money';
import { formatDate } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { frequencyText, ORDER_KIND_LABEL, ORDER_STATUS_LABEL, ORDER_STATUS_PALETTE, targetText } from './order-text';

/** /dashboard/my-orders: every standing order with its target, amount, frequency, next run and status. */
export function StandingOrdersScreen() {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ListScreen
      segment="my-orders"
      prefix="orders"
      titleEnd={
        <Button asChild size="sm" data-testid="orders-new">
          <Link to="/dashboard/my-orders/create">
            <Trans id="standingOrders.new">New standing order</Trans>
          </Link>
        </Button>
      }
      query={useQuery(standingOrdersQueryOptions())}
      items={(data) => data.orders}
      empty={
        <Trans id="standingOrders.empty">
          You have no standing orders. Set one up to pay your rent or your bills on the same day every month.
        </Trans>
      }
      row={(order) => {
        const next = order.nextDueDate ? formatDate(order.nextDueDate, language) : null;
        return (
          <ListRow
            key={order.id}
            align={{ base: 'start', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
            data-testid="orders-row"
            data-name={order.nickname}
          >
            <Stack gap="1" minWidth="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" data-testid="orders-name">
                  {order.nickname}
                </Text>
                <Badge colorPalette={ORDER_STATUS_PALETTE[order.status]} data-testid="orders-status">
                  {i18n._(ORDER_STATUS_LABEL[order.status])}
                </Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word" data-testid="orders-target">
                {i18n._(ORDER_KIND_LABEL[order.kind])} · {targetText(order)}
              </Text>
              <Text fontSize="sm" data-testid="orders-schedule">
                {frequencyText(i18n, order)}
                {next ? (
                  <>
                    {' · '}
                    <Trans id="standingOrders.nextRun">Next: {next}</Trans>
                  </>
                ) : null}
              </Text>
            </Stack>
            <HStack gap="3" wrap="wrap">
              <Box fontWeight="semibold" data-testid="orders-amount">
                {order.amount === null ? (
                  <Trans id="standingOrders.wholeBill">The whole bill</Trans>
                ) : (
                  <Money amount={order.amount} currency={order.currency} />
                )}
              </Box>
              <Button asChild size="sm" variant="outline" data-testid="orders-open">
                <Link to="/dashboard/my-orders/detail" search={{ id: order.id }}>
                  <Trans id="standingOrders.open">Details</Trans>
                </Link>
              </Button>
            </HStack>
          </ListRow>
        );
      }}
    />
  );
}
