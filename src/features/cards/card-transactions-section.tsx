import { Button, EmptyState, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cardTransactionsQueryOptions } from '../../api/card-transactions';
import { FormMessage } from '../../components/form-message';
import { LoadMoreButton } from '../../components/load-more-button';
import type { CardTransactionPeriod } from '../../contract/card-transactions';
import type { CardKind } from '../../contract/cards';
import { formatDate } from '../../contract/date-text';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useLanguage } from '../../lib/use-language';
import { CardTransactionRow } from './card-transaction-row';

/**
 * A card's transactions on its detail: a debit card's recent ones; a credit card's current period
 * (with its virtual cards' and the payments made to it), a virtual card's own; "all" pages back.
 */
export function CardTransactionsSection({ cardId, kind }: { cardId: string; kind: CardKind }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const [period, setPeriod] = useState<CardTransactionPeriod>('current');
  const feed = useInfiniteQuery(cardTransactionsQueryOptions(cardId, period));
  const lines = feed.data?.pages.flatMap((page) => page.transactions) ?? [];
  const since = feed.data?.pages[0]?.since;
  // `since` is the instant after the cut-off day: the day named is the cut-off's own.
  const sinceText = since ? formatDate(new Date(Date.parse(since) - 1).toISOString(), language) : '';
  return (
    <Stack as="section" gap="3" aria-labelledby="card-transactions-title" data-testid="card-transactions">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2">
        <Heading as="h2" size="md" id="card-transactions-title">
          {kind === 'Debit' || period === 'all' ? (
            <Trans id="cards.tx.title">Card transactions</Trans>
          ) : (
            <Trans id="cards.tx.titleCurrent">This period's transactions</Trans>
          )}
        </Heading>
        <Button
          size="sm"
          variant="ghost"
          alignSelf={{ base: 'start', md: 'center' }}
          onClick={() => setPeriod(period === 'current' ? 'all' : 'current')}
          data-testid="card-transactions-period"
          aria-pressed={period === 'all'}
        >
          {period === 'current' ? (
            <Trans id="cards.tx.showAll">Show every transaction</Trans>
          ) : (
            <Trans id="cards.tx.showCurrent">Show the current period</Trans>
          )}
        </Button>
      </Stack>
      {since && period === 'current' && kind !== 'Debit' ? (
        <Text fontSize="sm" color="fg.muted" data-testid="card-transactions-since">
          <Trans id="cards.tx.since">Since the cut-off of {sinceText}</Trans>
        </Text>
      ) : null}
      {feed.isPending ? (
        <Stack gap="2" data-testid="card-transactions-loading">
          <Skeleton height="16" />
          <Skeleton height="16" />
        </Stack>
      ) : null}
      {feed.isError ? (
        <FormMessage testId="card-transactions-error">{errorText(feed.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
      ) : null}
      {feed.isSuccess && lines.length === 0 ? (
        <EmptyState.Root data-testid="card-transactions-empty">
          <EmptyState.Content>
            <EmptyState.Title>
              <Trans id="cards.tx.empty">No card transactions yet: purchases, refunds and payments show here.</Trans>
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : null}
      {lines.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="card-transactions-list" aria-live="polite">
          {lines.map((line) => (
            <CardTransactionRow key={line.id} line={line} />
          ))}
        </Stack>
      ) : null}
      <LoadMoreButton feed={feed} testId="card-transactions-more" />
    </Stack>
  );
}
