import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountsQueryOptions } from '../../api/accounts';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { formatIban } from '../../contract/iban';
import type { TransferParty, TransferSummary } from '../../contract/transfers';
import { formatDateTime } from '../../contract/date-text';
import { formatPercentText, formatRateText } from '../../contract/money-text';
import { TRANSFER_TYPE_LABEL } from './transfer-labels';
import { useLanguage } from '../../lib/use-language';

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

/** A virement goes to one of the customer's own accounts: named as the account list names it, never masked. */
const useOwnReceiver = (summary: TransferSummary): string | undefined => {
  const own = summary.targetMode === 'AccountsBetween' ? summary.receiver.accountNumber : undefined;
  const accounts = useQuery({ ...accountsQueryOptions(true), enabled: Boolean(own) });
  if (!own) return undefined;
  const account = accounts.data?.accounts.find((a) => a.accountNumber === own);
  return account ? `${account.name} (${own})` : own;
};

/** The summary of a transfer: on the summary-confirm route and, with the status and reference, on the success page. */
export function TransferDetails({ summary, children }: { summary: TransferSummary; children?: ReactNode }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const exchange = summary.exchange;
  const ownReceiver = useOwnReceiver(summary);
  return (
    <DetailList testId="transfer-details">
      {children}
      <DetailRow label={<Trans id="transfer.summary.type">Transfer type</Trans>} testId="summary-type">
        {i18n._(TRANSFER_TYPE_LABEL[summary.transferType])}
        {summary.transferCode ? ` (${summary.transferCode})` : ''}
      </DetailRow>
      <DetailRow label={<Trans id="transfer.summary.from">From</Trans>} testId="summary-from">
        {summary.source.name} ({summary.source.accountNumber})
      </DetailRow>
      <DetailRow label={<Trans id="transfer.summary.to">To</Trans>} testId="summary-to">
        {ownReceiver ?? receiverText(summary.receiver)}
      </DetailRow>
      <DetailRow label={<Trans id="transfer.summary.amount">Amount</Trans>} testId="summary-amount">
        <Money amount={summary.amount} currency={summary.currency} />
      </DetailRow>
      {exchange ? (
        <DetailRow label={<Trans id="transfer.summary.exchange">Exchange</Trans>} testId="summary-exchange">
          <Money amount={exchange.sourceAmount} currency={exchange.sourceCurrency} /> →{' '}
          <Money amount={exchange.targetAmount} currency={exchange.targetCurrency} /> (1 {exchange.targetCurrency} ={' '}
          {formatRateText(exchange.rate, language)} {exchange.sourceCurrency},{' '}
          {formatPercentText(exchange.spreadPercent, language, { maxFraction: 4 })})
        </DetailRow>
      ) : null}
      <DetailRow label={<Trans id="transfer.summary.fee">Fee</Trans>} testId="summary-fee">
        <Money amount={summary.fee} currency={summary.source.currency} />
      </DetailRow>
      <DetailRow label={<Trans id="transfer.summary.total">Total from your account</Trans>} testId="summary-total">
        <Money amount={summary.total} currency={summary.source.currency} />
      </DetailRow>
      {summary.scheduledFor ? (
        <DetailRow label={<Trans id="transfer.summary.scheduledFor">Sent on</Trans>} testId="summary-scheduled">
          {formatDateTime(summary.scheduledFor, language)}
        </DetailRow>
      ) : null}
      {summary.description ? (
        <DetailRow label={<Trans id="transfer.summary.description">Description</Trans>} testId="summary-description">
          {summary.description}
        </DetailRow>
      ) : null}
    </DetailList>
  );
}
