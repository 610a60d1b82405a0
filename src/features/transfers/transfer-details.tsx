import { Box, DataList } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Money } from '../../components/money';
import type { Language } from '../../contract/headers';
import { formatIban } from '../../contract/iban';
import type { TransferParty, TransferSummary } from '../../contract/transfers';
import { formatDateTime } from '../../lib/format-date';
import { TRANSFER_TYPE_LABEL } from './transfer-labels';

const Row = ({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) => (
  <DataList.Item>
    <DataList.ItemLabel>{label}</DataList.ItemLabel>
    <DataList.ItemValue>
      {/* One inline box, so the value's words and amounts keep their spaces inside the flex cell. */}
      <Box as="span" data-testid={testId}>
        {children}
      </Box>
    </DataList.ItemValue>
  </DataList.Item>
);

/** Where the money goes, as the bank names it (masked). */
export const receiverText = (party: TransferParty): string =>
  [
    party.maskedName,
    party.iban ? formatIban(party.iban) : party.accountNumber,
    party.maskedCardNumber,
    party.easyAddress?.maskedValue,
    party.walletName,
    party.bankName,
  ]
    .filter(Boolean)
    .join(' · ');

/** The summary of a transfer: on the summary-confirm route and, with the status and reference, on the success page. */
export function TransferDetails({ summary, children }: { summary: TransferSummary; children?: ReactNode }) {
  const { i18n } = useLingui();
  const language: Language = i18n.locale === 'tur' ? 'tur' : 'eng';
  const exchange = summary.exchange;
  return (
    <DataList.Root orientation="horizontal" gap="3" data-testid="transfer-details">
      {children}
      <Row label={<Trans id="transfer.summary.type">Transfer type</Trans>} testId="summary-type">
        {i18n._(TRANSFER_TYPE_LABEL[summary.transferType])}
        {summary.transferCode ? ` (${summary.transferCode})` : ''}
      </Row>
      <Row label={<Trans id="transfer.summary.from">From</Trans>} testId="summary-from">
        {summary.source.name} ({summary.source.accountNumber})
      </Row>
      <Row label={<Trans id="transfer.summary.to">To</Trans>} testId="summary-to">
        {receiverText(summary.receiver)}
      </Row>
      <Row label={<Trans id="transfer.summary.amount">Amount</Trans>} testId="summary-amount">
        <Money amount={summary.amount} currency={summary.currency} />
      </Row>
      {exchange ? (
        <Row label={<Trans id="transfer.summary.exchange">Exchange</Trans>} testId="summary-exchange">
          <Money amount={exchange.sourceAmount} currency={exchange.sourceCurrency} /> →{' '}
          <Money amount={exchange.targetAmount} currency={exchange.targetCurrency} /> (1 {exchange.targetCurrency} ={' '}
          {exchange.rate.replace('.', ',')} {exchange.sourceCurrency}, %{exchange.spreadPercent.replace('.', ',')})
        </Row>
      ) : null}
      <Row label={<Trans id="transfer.summary.fee">Fee</Trans>} testId="summary-fee">
        <Money amount={summary.fee} currency={summary.source.currency} />
      </Row>
      <Row label={<Trans id="transfer.summary.total">Total from your account</Trans>} testId="summary-total">
        <Money amount={summary.total} currency={summary.source.currency} />
      </Row>
      {summary.scheduledFor ? (
        <Row label={<Trans id="transfer.summary.scheduledFor">Sent on</Trans>} testId="summary-scheduled">
          {formatDateTime(summary.scheduledFor, language)}
        </Row>
      ) : null}
      {summary.description ? (
        <Row label={<Trans id="transfer.summary.description">Description</Trans>} testId="summary-description">
          {summary.description}
        </Row>
      ) : null}
    </DataList.Root>
  );
}
