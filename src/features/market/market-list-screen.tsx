import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { marketOverviewQueryOptions } from '../../api/market';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { MARKET_SIDES, type MarketInstrumentInfo } from '../../contract/market';
import { currencyUnit, formatPercentText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';
import { INSTRUMENT_NAMES } from './market-labels';
import { PriceText } from './price-text';

const [BUY, SELL] = MARKET_SIDES;

// The chart (visx) loads with the list's data, never with the route.
const MarketChart = lazy(() => import('./market-chart'));

/** /dashboard/currency-and-precious-metals: every instrument's prices, the day's change and chart, my holding. */
export function MarketListScreen() {
  const overview = useQuery(marketOverviewQueryOptions());
  return (
    <PageFrame title={<SegmentTitle segment="currency-and-precious-metals" />} testId="market">
      <QueryState query={overview} testId="market">
        {(data) => (
          <Stack gap="4">
            <Text color="fg.muted" fontSize="sm">
              <Trans id="market.list.note">
                Prices in TL per unit (per gram for metals). They move during the day; a purchase pays BSMV (foreign
                exchange tax) where it applies.
              </Trans>
            </Text>
            <SimpleGrid as="ul" columns={{ base: 1, lg: 2 }} gap="4" listStyleType="none" data-testid="market-list">
              {data.instruments.map((info) => (
                <InstrumentCard key={info.instrument} info={info} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}

function InstrumentCard({ info }: { info: MarketInstrumentInfo }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const name = i18n._(INSTRUMENT_NAMES[info.instrument]);
  const change = Number(info.changePercent);
  const unit = currencyUnit(info.instrument);
  const { opensAt, closesAt } = info;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l3"
      padding="4"
      bg="bg.panel"
      data-testid={`market-instrument-${info.instrument}`}
    >
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {name}{' '}
            <Text as="span" color="fg.muted">
              ({info.instrument})
            </Text>
          </Heading>
          <Badge
            colorPalette={change > 0 ? 'green' : change < 0 ? 'red' : 'gray'}
            data-testid={`market-change-${info.instrument}`}
          >
            {change > 0 ? '▲ ' : change < 0 ? '▼ ' : ''}
            {formatPercentText(info.changePercent.replace('-', ''), language, { fixed: true })}
          </Badge>
        </Flex>
        <DetailList>
          <DetailRow label={<Trans id="market.list.buyPrice">You buy at</Trans>}>
            <span data-testid={`market-sell-price-${info.instrument}`}>
              <PriceText rate={info.bankSell} unit={unit} />
            </span>
          </DetailRow>
          <DetailRow label={<Trans id="market.list.sellPrice">You sell at</Trans>}>
            <span data-testid={`market-buy-price-${info.instrument}`}>
              <PriceText rate={info.bankBuy} unit={unit} />
            </span>
          </DetailRow>
          <DetailRow label={<Trans id="market.list.holding">My holding</Trans>}>
            {info.holding === null ? (
              <Trans id="market.list.noAccount">No account yet: the first purchase opens one</Trans>
            ) : (
              <Money amount={info.holding} currency={info.instrument} testId={`market-holding-${info.instrument}`} />
            )}
          </DetailRow>
        </DetailList>
        <Suspense fallback={<Box height="64px" />}>
          <MarketChart info={info} label={t({ id: 'market.list.chart', message: `Today's prices of ${name}` })} />
        </Suspense>
        {info.isOpen ? null : (
          <Text fontSize="sm" color="fg.muted" data-testid={`market-closed-${info.instrument}`}>
            <Trans id="market.list.closed">
              Outside trading hours now. Trading hours: {opensAt}-{closesAt} (Istanbul).
            </Trans>
          </Text>
        )}
        <Flex gap="2" justify="flex-end">
          <Button asChild size="sm" variant="outline" data-testid={`market-sell-${info.instrument}`}>
            <Link to="/dashboard/currency-and-precious-metals/buy" search={{ instrument: info.instrument, side: SELL }}>
              <Trans id="market.list.sell">Sell</Trans>
            </Link>
          </Button>
          <Button asChild size="sm" data-testid={`market-buy-${info.instrument}`}>
            <Link to="/dashboard/currency-and-precious-metals/buy" search={{ instrument: info.instrument, side: BUY }}>
              <Trans id="market.list.buy">Buy</Trans>
            </Link>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
