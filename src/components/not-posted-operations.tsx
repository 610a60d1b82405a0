/**
 * A company's operations that have not moved money (issue 17, docs/corporate-access.md): a maker's
 * transfer or bill payment waiting for approvals, or one that ended without posting (rejected,
 * expired, failed; shown for a week after its end). They lead the last transactions and the home
 * card, apart from the movements: a status badge instead of a signed amount, the amount in plain
 * colour with "not moved", so nothing reads as posted money.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Badge, Box, Link as ChakraLink, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Ban, Hourglass } from 'lucide-react';
import { useId } from 'react';
import { formatMediumDateTime } from '../contract/date-text';
import type { NotPostedOperation, NotPostedStatus } from '../contract/last-transactions';
import { useLanguage } from '../lib/use-language';
import { ListRow } from './list-row';
import { Money } from './money';
import { RowIcon } from './row-icon';

export const NOT_POSTED_LABEL: Record<NotPostedStatus, MessageDescriptor> = {
  Waiting: msg({ id: 'lastTransactions.notPosted.waiting', message: 'Waiting for approval' }),
  Rejected: msg({ id: 'lastTransactions.notPosted.rejected', message: 'Rejected' }),
  Expired: msg({ id: 'lastTransactions.notPosted.expired', message: 'Expired' }),
  Failed: msg({ id: 'lastTransactions.notPosted.failed', message: 'Failed' }),
};

/** The same texts as the last transactions' kinds (one message each). */
const KIND_LABEL: Partial<Record<NotPostedOperation['kind'], MessageDescriptor>> = {
  Transfer: msg({ id: 'lastTransactions.kind.transfer', message: 'Money transfer' }),
  BillPayment: msg({ id: 'lastTransactions.kind.billPayment', message: 'Bill payment' }),
  CardDebtPayment: msg({ id: 'lastTransactions.kind.cardDebtPayment', message: 'Card debt payment' }),
};

const PALETTE: Record<NotPostedStatus, string> = {
  Waiting: 'orange',
  Rejected: 'red',
  Expired: 'gray',
  Failed: 'red',
};

/** One operation: title (its corporate-operations detail), kind, account, reference and deadline or end, the amount not moved, the badge. */
export function NotPostedOperationRow({ item }: { item: NotPostedOperation }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const waiting = item.status === 'Waiting';
  const kindLabel = KIND_LABEL[item.kind];
  const when = formatMediumDateTime(waiting ? item.expiresAt : (item.endedAt ?? item.createdAt), language);
  return (
    <ListRow
      data-testid="not-posted-operation"
      data-status={item.status}
      data-id={item.operationId}
      align="center"
      gap="3"
      borderStyle="dashed"
    >
      <Flex gap="3" align="center" minWidth="0">
        <RowIcon icon={waiting ? Hourglass : Ban} title={i18n._(NOT_POSTED_LABEL[item.status])} muted />
        <Stack gap="0.5" minWidth="0">
          <ChakraLink asChild fontWeight="semibold" data-testid="not-posted-title">
            <Link to="/dashboard/corporate-operations/detail" search={{ id: item.operationId }}>
              {item.title}
            </Link>
          </ChakraLink>
          <Text fontSize="sm" color="fg.muted" data-testid="not-posted-details">
            {[kindLabel ? i18n._(kindLabel) : null, item.sourceAccountNumber, item.reference]
              .filter(Boolean)
              .join(' · ')}
            {' · '}
            {waiting ? (
              <Trans id="lastTransactions.notPosted.until">until {when}</Trans>
            ) : (
              <Trans id="lastTransactions.notPosted.ended">ended {when}</Trans>
            )}
          </Text>
        </Stack>
      </Flex>
      <Stack gap="1" align="end" flexShrink={0} textAlign="end">
        <Text
          as="span"
          fontWeight="semibold"
          color="fg.muted"
          data-testid="not-posted-amount"
          data-amount={item.amount}
        >
          <Money amount={item.amount} currency={item.currency} />
        </Text>
        <Box>
          <Badge colorPalette={PALETTE[item.status]} variant="outline" data-testid="not-posted-status">
            {i18n._(NOT_POSTED_LABEL[item.status])}
          </Badge>
        </Box>
      </Stack>
    </ListRow>
  );
}

/** The list with its heading and the note that nothing has moved; nothing when there are none. */
export function NotPostedOperations({
  items,
  headingLevel = 'h2',
}: {
  items: NotPostedOperation[];
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId} data-testid="not-posted-operations">
      <Heading as={headingLevel} id={headingId} size="sm" color="fg.muted">
        <Trans id="lastTransactions.notPosted.title">Not posted: nothing has left the account</Trans>
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {items.map((item) => (
          <NotPostedOperationRow key={item.operationId} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
