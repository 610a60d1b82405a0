import { Button, EmptyState, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lastTransactionsQueryOptions } from '../../api/last-transactions';
import { FormMessage } from '../../components/form-message';
import { LoadMoreButton } from '../../components/load-more-button';
import { NotPostedOperations } from '../../components/not-posted-operations';
import { PageFrame } from '../../components/page-frame';
import { SegmentTitle } from '../../components/segment-title';
import { formatLongDate } from '../../contract/date-text';
import type { LastTransaction, LastTransactionsSearch } from '../../contract/last-transactions';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useLanguage } from '../../lib/use-language';
import { LastTransactionRow } from './last-transaction-row';
import { LastTransactionsFilters } from './last-transactions-filters';

/** The movements in days (Istanbul), newest first, each day once. */
const byDay = (items: readonly LastTransaction[], dayOf: (iso: string) => string) => {
  const days: { day: string; items: LastTransaction[] }[] = [];
  for (const item of items) {
    const day = dayOf(item.createdAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
};

/** /dashboard/last-transactions: every money movement across products, filtered from the address, with "load more". */
export function LastTransactionsScreen({ search }: { search: LastTransactionsSearch }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const feed = useInfiniteQuery(lastTransactionsQueryOptions(search));
  const items = feed.data?.pages.flatMap((page) => page.transactions) ?? [];
  const operations = feed.data?.pages[0]?.operations ?? [];
  const filtered = Object.values(search).some(Boolean);
  return (
    <PageFrame title={<SegmentTitle segment="last-transactions" />} testId="last-transactions">
      <Stack gap="5">
        <LastTransactionsFilters
          key={JSON.stringify(search)}
          value={search}
          onApply={(filter) => void navigate({ to: '/dashboard/last-transactions', search: filter })}
        />
        {feed.isPending ? (
          <Stack gap="3" data-testid="last-transactions-loading">
            <Skeleton height="16" />
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        ) : null}
        {feed.isError ? (
          <FormMessage testId="last-transactions-error">{errorText(feed.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
        ) : null}
        {feed.isSuccess && items.length === 0 ? (
          <EmptyState.Root data-testid="last-transactions-empty">
            <EmptyState.Content>
              <EmptyState.Title>
                {filtered ? (
                  <Trans id="lastTransactions.emptyFiltered">No transactions match the filters.</Trans>
                ) : (
                  <Trans id="lastTransactions.empty">
                    Your money movements (transfers, bill and card payments, account openings) will show here.
                  </Trans>
                )}
              </EmptyState.Title>
              {filtered ? null : (
                <Button asChild size="sm" variant="outline">
                  <Link to="/dashboard/to-iban">
                    <Trans id="lastTransactions.sendMoney">Send money</Trans>
                  </Link>
                </Button>
              )}
            </EmptyState.Content>
          </EmptyState.Root>
        ) : null}
        <NotPostedOperations items={operations} />
        {items.length > 0 ? (
          <Stack gap="5" data-testid="last-transactions-list" aria-live="polite">
            {byDay(items, (iso) => formatLongDate(iso, language)).map(({ day, items: ofDay }) => (
              <Stack as="section" key={day} gap="2" aria-label={day}>
                <Heading as="h2" size="sm" color="fg.muted" data-testid="last-transactions-day">
                  {day}
                </Heading>
                <Stack as="ul" gap="2" listStyleType="none">
                  {ofDay.map((item) => (
                    <LastTransactionRow key={item.id} item={item} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        ) : null}
        <LoadMoreButton feed={feed} testId="last-transactions-more" />
      </Stack>
    </PageFrame>
  );
}
