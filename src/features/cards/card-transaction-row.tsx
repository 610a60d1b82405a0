import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import type { CardTransactionLine, CardTransactionLineKind } from '../../contract/card-transactions';
import { formatDateTime } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { CARD_CHANNEL_LABEL, CARD_LINE_KIND_LABEL } from './card-labels';
import { lastFour } from './card-picture';

/** Lines that lower what the card owes (or give money back): shown with a plus in green. */
const isIncoming = (kind: CardTransactionLineKind) => kind === 'Refund' || kind === 'Payment';

/** One card line: merchant and kind left (channel, installment k/n, virtual card, abroad), the amount right; a declined one marked with its reason. */
export function CardTransactionRow({ line }: { line: CardTransactionLine }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const declined = line.status === 'Declined';
  const incoming = isIncoming(line.kind);
  const k = line.installmentNumber;
  const n = line.installmentCount;
  const last4 = line.maskedNumber ? lastFour(line.maskedNumber) : '';
  return (
    <ListRow
      data-testid="card-transaction"
      data-id={line.id}
      data-kind={line.kind}
      data-status={line.status}
      align="center"
      gap="3"
    >
      <Stack gap="0.5" minWidth="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="semibold" data-testid="card-transaction-merchant">
            {line.merchant}
          </Text>
          {declined ? (
            <Badge colorPalette="red" variant="subtle" data-testid="card-transaction-declined">
              <Trans id="cards.tx.declined">Declined</Trans>
            </Badge>
          ) : null}
          {line.virtual ? (
            <Badge colorPalette="purple" variant="subtle" data-testid="card-transaction-virtual">
              <Trans id="cards.tx.virtual">Virtual card ending in {last4}</Trans>
            </Badge>
          ) : null}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {i18n._(CARD_LINE_KIND_LABEL[line.kind])}
          {line.channel ? ` · ${i18n._(CARD_CHANNEL_LABEL[line.channel])}` : ''}
          {` · ${formatDateTime(line.createdAt, language)}`}
        </Text>
        {declined && line.declineText ? (
          <Text fontSize="sm" color="fg.error" data-testid="card-transaction-reason" data-reason={line.declineReason}>
            {line.declineText}
          </Text>
        ) : null}
        {n > 1 ? (
          <Text fontSize="sm" data-testid="card-transaction-installment" data-installment={`${k ?? n}/${n}`}>
            {k !== null && line.installmentAmount !== null ? (
              <Trans id="cards.tx.installment">
                Installment {k}/{n}: <Money amount={line.installmentAmount} currency={line.currency} />
              </Trans>
            ) : (
              <Trans id="cards.tx.installments">{n} installments</Trans>
            )}
          </Text>
        ) : null}
        {line.originalAmount !== null && line.originalCurrency !== null ? (
          <Text fontSize="sm" color="fg.muted" data-testid="card-transaction-original">
            <Trans id="cards.tx.original">
              Abroad: <Money amount={line.originalAmount} currency={line.originalCurrency} />
            </Trans>
          </Text>
        ) : null}
      </Stack>
      <Text
        as="span"
        fontWeight="semibold"
        flexShrink={0}
        textAlign="end"
        textDecoration={declined ? 'line-through' : undefined}
        color={declined ? 'fg.muted' : incoming ? 'green.700' : 'red.700'}
        _dark={{ color: declined ? 'fg.muted' : incoming ? 'green.300' : 'red.300' }}
        data-testid="card-transaction-amount"
        data-amount={line.amount}
      >
        {incoming ? '+' : '−'}
        <Money amount={line.amount} currency={line.currency} />
      </Text>
    </ListRow>
  );
}
