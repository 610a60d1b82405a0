import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accountHistoryQueryOptions } from '../../api/account-management';
import { FormMessage } from '../../components/form-message';
import { Money } from '../../components/money';
import type { TransactionFilter } from '../../contract/account-management';
import { errorText } from '../../lib/api-error';
import { formatDateTime } from '../../contract/date-text';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { HistoryFilters } from './history-filters';
import { StatementActions } from './statement-actions';
import { useLanguage } from '../../lib/use-language';

/** The account's history with its filters; the PDF and CSV statements follow the same filter. */
export function AccountHistory({ accountNumber, currency }: { accountNumber: string; currency: string }) {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState<TransactionFilter>({ direction: 'all' });
  const history = useQuery(accountHistoryQueryOptions(accountNumber, filter));
  const language = useLanguage();
  return (
    <Stack gap="4" data-testid="account-history">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="lg">
          <Trans id="history.title">Account history</Trans>
        </Heading>
        <StatementActions accountNumber={accountNumber} filter={filter} />
      </HStack>
      <HistoryFilters currencyLabel={currency === 'TRY' ? 'TL' : currency} onApply={setFilter} />
      {history.isPending ? <Skeleton height="24" /> : null}
      {history.isError ? (
        <FormMessage testId="history-error">{errorText(history.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
      ) : null}
      {history.data && history.data.transactions.length === 0 ? (
        <Text color="fg.muted" data-testid="history-empty">
          <Trans id="history.empty">No transactions match the filters.</Trans>
        </Text>
      ) : null}
      {history.data && history.data.transactions.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="history-list" aria-live="polite">
          {history.data.transactions.map((tx) => (
            <HStack
              as="li"
              key={tx.id}
              justify="space-between"
              gap="3"
              data-testid="history-row"
              borderBottomWidth="1px"
              paddingBlock="2"
            >
              <Box minWidth="0">
                <Text fontWeight="medium" truncate data-testid="history-description">
                  {tx.description}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(tx.date, language)}
                  {tx.counterparty ? ` · ${tx.counterparty}` : ''}
                </Text>
              </Box>
              <Text
                fontWeight="semibold"
                color={tx.amount.startsWith('-') ? 'fg' : 'green.700'}
                data-testid="history-amount"
                data-amount={tx.amount}
              >
                <Money amount={tx.amount} currency={tx.currency} />
              </Text>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
