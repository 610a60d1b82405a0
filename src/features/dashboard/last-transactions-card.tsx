import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { notPostedOperationsQueryOptions } from '../../api/last-transactions';
import { lastTransactionsQueryOptions } from '../../api/transactions';
import { DashboardCard } from '../../components/dashboard-card';
import { NotPostedOperations } from '../../components/not-posted-operations';
import type { Account } from '../../contract/accounts';
import type { Transaction } from '../../contract/transactions';
import { formatMediumDateTime } from '../../contract/date-text';
import { formatMoneyText } from '../../contract/money-text';
import { useAuthState } from '../../lib/auth-store';
import { useAppContext } from '../../lib/router-context';
import { useLanguage } from '../../lib/use-language';
import { StatementButton } from './statement-button';

const HOME_TAKE = 5;
const MORE_TAKE = 20;

function TransactionRows({ transactions, testId }: { transactions: Transaction[]; testId: string }) {
  const language = useLanguage();
  if (transactions.length === 0)
    return (
      <Text color="fg.muted">
        <Trans id="home.transactions.empty">No transactions yet.</Trans>
      </Text>
    );
  return (
    <Stack as="ul" gap="2" data-testid={testId} listStyleType="none">
      {transactions.map((tx) => (
        <HStack as="li" key={tx.id} justify="space-between" gap="3" data-testid="transaction-row">
          <Box minWidth="0">
            <Text fontWeight="medium" truncate>
              {tx.description}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatMediumDateTime(tx.date, language)}
              {tx.counterparty ? ` · ${tx.counterparty}` : ''}
            </Text>
          </Box>
          <Text
            fontWeight="semibold"
            whiteSpace="nowrap"
            color={tx.amount.startsWith('-') ? 'fg' : 'green.700'}
            data-testid="transaction-amount"
          >
            {formatMoneyText(tx.amount, tx.currency, language)}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}

function MoreTransactions({ accountNumber }: { accountNumber: string }) {
  const query = useQuery(lastTransactionsQueryOptions(accountNumber, MORE_TAKE));
  return query.data ? (
    <TransactionRows transactions={query.data.transactions} testId="last-transactions-more-list" />
  ) : (
    <Skeleton height="20" />
  );
}

/** A company's operations waiting for approvals (or just ended without posting), above the movements. */
function NotPostedOnHome() {
  const query = useQuery(notPostedOperationsQueryOptions());
  return <NotPostedOperations items={query.data ?? []} headingLevel="h3" />;
}

/** The newest entries of the main account, the full list behind "show more", its PDF statement
 * and, in a company's session, its operations not posted. */
export function LastTransactionsCard({ account }: { account: Account }) {
  const { t } = useLingui();
  const query = useQuery(lastTransactionsQueryOptions(account.accountNumber, HOME_TAKE));
  const { workgroup } = useAuthState(useAppContext().auth);
  const name = account.name;
  return (
    <DashboardCard
      title={t({ id: 'home.transactions.title', message: `Latest transactions: ${name}` })}
      testId="last-transactions"
      more={<MoreTransactions accountNumber={account.accountNumber} />}
    >
      <Stack gap="3">
        {workgroup ? <NotPostedOnHome /> : null}
        {query.data ? <TransactionRows transactions={query.data.transactions} testId="last-transactions-list" /> : null}
        {query.isPending ? <Skeleton height="24" /> : null}
        {query.isError ? (
          <Text color="fg.error">
            <Trans id="home.transactions.failed">The transactions could not be loaded.</Trans>
          </Text>
        ) : null}
        <Box>
          <StatementButton accountNumber={account.accountNumber} />
        </Box>
      </Stack>
    </DashboardCard>
  );
}
