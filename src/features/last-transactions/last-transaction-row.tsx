import { Badge, Box, Link as ChakraLink, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import { formatTime } from '../../contract/date-text';
import type { LastTransaction } from '../../contract/last-transactions';
import { useLanguage } from '../../lib/use-language';
import { KIND_ICON, KIND_LABEL, STATUS_LABEL, STATUS_PALETTE } from './last-transaction-labels';
import { RowIcon } from '../../components/row-icon';

/** A signed amount: out in red with its minus, in in green with a plus (sign and colour together). */
export function SignedAmount({ amount, currency, testId }: { amount: string; currency: string; testId?: string }) {
  const out = amount.startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(amount);
  return (
    <Text
      as="span"
      fontWeight="semibold"
      color={zero ? 'fg' : out ? 'red.700' : 'green.700'}
      _dark={{ color: zero ? 'fg' : out ? 'red.300' : 'green.300' }}
      data-testid={testId}
      data-amount={amount}
    >
      {out || zero ? '' : '+'}
      <Money amount={amount} currency={currency} />
    </Text>
  );
}

/** One movement: its kind's icon, the title (a link to its detail), the account and time under it, the amount right. */
export function LastTransactionRow({ item }: { item: LastTransaction }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <ListRow data-testid="last-transaction-row" data-kind={item.kind} data-id={item.id} align="center" gap="3">
      <Flex gap="3" align="center" minWidth="0">
        <RowIcon icon={KIND_ICON[item.kind]} title={i18n._(KIND_LABEL[item.kind])} />
        <Stack gap="0.5" minWidth="0">
          <ChakraLink asChild fontWeight="semibold" data-testid="last-transaction-title">
            <Link to="/dashboard/last-transactions/detail" search={{ id: item.id }}>
              {item.title}
            </Link>
          </ChakraLink>
          <Text fontSize="sm" color="fg.muted" truncate>
            {i18n._(KIND_LABEL[item.kind])}
            {item.account ? ` · ${item.account.name} (${item.account.accountNumber})` : ''}
            {` · ${formatTime(item.createdAt, language)}`}
          </Text>
        </Stack>
      </Flex>
      <Stack gap="1" align="end" flexShrink={0} textAlign="end">
        <SignedAmount amount={item.amount} currency={item.currency} testId="last-transaction-amount" />
        {item.throughCallCenter ? (
          <Box>
            <Badge colorPalette="purple" data-testid="last-transaction-call-center">
              {i18n._({ id: 'lastTransactions.throughCallCenter', message: 'Call center' })}
            </Badge>
          </Box>
        ) : null}
        {item.status === 'Completed' ? null : (
          <Box>
            <Badge colorPalette={STATUS_PALETTE[item.status]} data-testid="last-transaction-status">
              {i18n._(STATUS_LABEL[item.status])}
            </Badge>
          </Box>
        )}
      </Stack>
    </ListRow>
  );
}
