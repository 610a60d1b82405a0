import { Alert, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { netWorthQueryOptions } from '../../api/net-worth';
import { DashboardCard } from '../../components/dashboard-card';
import { showSnackbar } from '../../components/snackbar';
import { NetWorthChart } from './net-worth-chart';
import { NetWorthLegend } from './net-worth-legend';

/** The chart beside its legend where the card is wide enough for both, above it elsewhere. */
const NET_WORTH_DIRECTION = { base: 'column', sm: 'row', lg: 'column', '2xl': 'row' } as const;

const ASSET_COLOR = '#00A76F';
const DEBT_COLOR = '#B71D18';

/** Net worth (spec sections 2 and 8): radial bars of asset and debt shares, a placeholder at zero, a retry on failure. */
export function NetWorthWidget() {
  const { t } = useLingui();
  const query = useQuery(netWorthQueryOptions());
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError)
      showSnackbar(
        t({
          id: 'home.netWorth.failed',
          message: 'Assets data could not be fetched. Please try again later.',
        }),
        'error',
        3000,
      );
  }, [isError, errorUpdatedAt, t]);
  const title = t({ id: 'home.netWorth.title', message: 'My net worth' });
  let body;
  if (query.data) {
    const worth = query.data;
    const assetShare = worth.totalAssetPercentageFormatted;
    const debtShare = worth.totalDebtPercentageFormatted;
    const empty = worth.totalAsset === '0.00' && worth.totalDebt === '0.00';
    body = empty ? (
      <Text color="fg.muted" data-testid="net-worth-empty">
        <Trans id="home.netWorth.empty">You have no assets or debts with us yet.</Trans>
      </Text>
    ) : (
      <Stack direction={NET_WORTH_DIRECTION} gap="4" align="center">
        <NetWorthChart
          label={t({
            id: 'home.netWorth.chart',
            message: `Assets ${assetShare}, debts ${debtShare}`,
          })}
          bars={[
            { key: 'asset', percent: Number(worth.totalAssetPercentage), color: ASSET_COLOR },
            { key: 'debt', percent: Number(worth.totalDebtPercentage), color: DEBT_COLOR },
          ]}
        />
        <NetWorthLegend worth={worth} assetColor={ASSET_COLOR} debtColor={DEBT_COLOR} />
      </Stack>
    );
  } else if (query.isError) {
    body = (
      <Alert.Root status="warning" data-testid="net-worth-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            <Trans id="home.netWorth.retryText">Your assets could not be loaded.</Trans>
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()} data-testid="net-worth-refresh">
          <Trans id="home.netWorth.refresh">Refresh assets</Trans>
        </Button>
      </Alert.Root>
    );
  } else {
    body = (
      <HStack>
        <Skeleton height="160px" width="160px" borderRadius="full" />
      </HStack>
    );
  }
  return (
    <DashboardCard title={title} testId="net-worth">
      {body}
    </DashboardCard>
  );
}
