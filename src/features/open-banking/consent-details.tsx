import { Badge, HStack, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { formatDate, formatDateTime } from '../../contract/date-text';
import { formatMoneyText } from '../../contract/money-text';
import type { Consent } from '../../contract/open-banking';
import { useLanguage } from '../../lib/use-language';
import { DETAIL_TEXT, KIND_TEXT, PERMISSION_TEXT, STATUS_TEXT } from './consent-texts';

/** A consent's status: its text, its ÖHVPS letter and detail code. */
export function ConsentStatusBadge({ consent }: { consent: Consent }) {
  const { i18n } = useLingui();
  const palette =
    consent.status === 'K' || consent.status === 'Y' || consent.status === 'E'
      ? 'green'
      : consent.status === 'B'
        ? 'orange'
        : 'gray';
  const code = consent.statusCode ? `/${consent.statusCode}` : '';
  return (
    <Badge colorPalette={palette} data-testid="consent-status" data-status={`${consent.status}${code}`}>
      {i18n._(STATUS_TEXT[consent.status])} ({consent.status}
      {code}){consent.statusCode ? ` · ${i18n._(DETAIL_TEXT[consent.statusCode])}` : ''}
    </Badge>
  );
}

/** Every fact of a consent, read-only: what the provider asked for and what the customer chose. */
export function ConsentDetails({ consent, testId }: { consent: Consent; testId: string }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const day = (iso: string | null) => (iso ? formatDate(iso, language) : '—');
  return (
    <DetailList testId={testId}>
      <DetailRow label={<Trans id="openBanking.provider">Provider</Trans>} testId="consent-provider">
        {consent.providerName}
      </DetailRow>
      <DetailRow label={<Trans id="openBanking.kind">Kind</Trans>}>{i18n._(KIND_TEXT[consent.kind])}</DetailRow>
      <DetailRow label={<Trans id="openBanking.statusLabel">Status</Trans>}>
        <ConsentStatusBadge consent={consent} />
      </DetailRow>
      <DetailRow label={<Trans id="openBanking.reference">Reference</Trans>}>{consent.reference}</DetailRow>
      {consent.kind === 'AIS' ? (
        <>
          <DetailRow label={<Trans id="openBanking.permissions">Permissions</Trans>} testId="consent-permissions">
            <List.Root paddingStart="4">
              {consent.permissions.map((p) => (
                <List.Item key={p}>
                  {p} · {i18n._(PERMISSION_TEXT[p])}
                </List.Item>
              ))}
            </List.Root>
          </DetailRow>
          <DetailRow label={<Trans id="openBanking.validity">Valid</Trans>} testId="consent-validity">
            {day(consent.validFrom)} – {day(consent.validUntil)}
          </DetailRow>
          <DetailRow label={<Trans id="openBanking.window">Transactions from – to</Trans>}>
            {day(consent.transactionsFrom)} – {day(consent.transactionsUntil)}
          </DetailRow>
        </>
      ) : null}
      {consent.payment ? (
        <>
          <DetailRow label={<Trans id="openBanking.amount">Amount</Trans>} testId="consent-amount">
            {formatMoneyText(consent.payment.amount, consent.payment.currency, language)}
          </DetailRow>
          <DetailRow label={<Trans id="openBanking.payee">Payee</Trans>} testId="consent-payee">
            <HStack gap="2" wrap="wrap">
              <Text as="span">{consent.payment.payeeName}</Text>
              <Text as="span" fontFamily="mono">
                {consent.payment.payeeIban}
              </Text>
            </HStack>
          </DetailRow>
          {consent.payment.description ? (
            <DetailRow label={<Trans id="openBanking.description">Description</Trans>}>
              {consent.payment.description}
            </DetailRow>
          ) : null}
        </>
      ) : null}
      {consent.accounts.length ? (
        <DetailRow label={<Trans id="openBanking.accounts">Accounts</Trans>} testId="consent-accounts">
          {consent.accounts.map((a) => `${a.name} ${a.accountNumber}`).join(', ')}
        </DetailRow>
      ) : null}
      <DetailRow label={<Trans id="openBanking.created">Requested</Trans>}>
        {formatDateTime(consent.createdAt, language)}
      </DetailRow>
      {consent.authorisedAt ? (
        <DetailRow label={<Trans id="openBanking.authorised">Authorised</Trans>}>
          {formatDateTime(consent.authorisedAt, language)}
        </DetailRow>
      ) : null}
      {consent.revokedAt ? (
        <DetailRow label={<Trans id="openBanking.revoked">Revoked</Trans>}>
          {formatDateTime(consent.revokedAt, language)}
        </DetailRow>
      ) : null}
    </DetailList>
  );
}
