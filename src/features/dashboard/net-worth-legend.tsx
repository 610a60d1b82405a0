import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NetWorth } from '../../contract/net-worth';

/** The figures beside the chart: net worth, totals with their shares, and the groups. */
export function NetWorthLegend({
  worth,
  assetColor,
  debtColor,
}: {
  worth: NetWorth;
  assetColor: string;
  debtColor: string;
}) {
  const { t } = useLingui();
  const groupName = (key: string) =>
    ({
      Deposit: t({ id: 'home.netWorth.group.deposit', message: 'Deposits' }),
      Gold: t({ id: 'home.netWorth.group.gold', message: 'Gold' }),
      OtherBanks: t({ id: 'home.netWorth.group.otherBanks', message: 'Other banks' }),
      Financing: t({ id: 'home.netWorth.group.financing', message: 'Financing' }),
      CreditCard: t({ id: 'home.netWorth.group.creditCard', message: 'Credit cards' }),
    })[key] ?? key;
  return (
    <Stack gap="2" flex="1" minWidth="0" data-testid="net-worth-legend">
      <Text fontSize="sm" color="fg.muted">
        <Trans id="home.netWorth.net">Net worth</Trans>
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-testid="net-worth-total">
        {worth.netWorthFormatted}
      </Text>
      {[
        {
          key: 'asset',
          color: assetColor,
          label: t({ id: 'home.netWorth.assets', message: 'Assets' }),
          amount: worth.totalAssetFormatted,
          share: worth.totalAssetPercentageFormatted,
          groups: worth.assets,
        },
        {
          key: 'debt',
          color: debtColor,
          label: t({ id: 'home.netWorth.debts', message: 'Debts' }),
          amount: worth.totalDebtFormatted,
          share: worth.totalDebtPercentageFormatted,
          groups: worth.debts,
        },
      ].map((row) => (
        <Stack key={row.key} gap="1" data-testid={`net-worth-${row.key}`}>
          <HStack gap="2">
            <Box width="3" height="3" borderRadius="full" bg={row.color} aria-hidden />
            <Text fontWeight="medium">{row.label}</Text>
            <Text marginStart="auto" whiteSpace="nowrap">
              {row.amount}
            </Text>
            <Text color="fg.muted">({row.share})</Text>
          </HStack>
          {row.groups.map((g) => (
            <HStack key={g.groupingKey} gap="2" ps="5" fontSize="sm" color="fg.muted">
              <Text>{groupName(g.groupingKey)}</Text>
              <Text marginStart="auto" whiteSpace="nowrap">
                {g.amountFormatted}
              </Text>
              <Text>({g.percentageFormatted})</Text>
            </HStack>
          ))}
        </Stack>
      ))}
      <Text fontSize="xs" color="fg.muted">
        <Trans id="home.netWorth.indicative">Foreign currency and gold are valued at indicative rates.</Trans>
      </Text>
    </Stack>
  );
}
