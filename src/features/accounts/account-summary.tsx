import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton } from '../../components/copy-button';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import type { AccountDetail } from '../../contract/account-management';
import type { AccountKind } from '../../contract/accounts';
import { formatIban } from '../../contract/iban';
import { formatDate } from '../../contract/date-text';
import { accountKindText } from './account-kind-text';
import { useLanguage } from '../../lib/use-language';

/** Balances, IBAN (copy), number, branch and, for a participation account, its term, pool and sharing ratio. */
export function AccountSummary({ detail }: { detail: AccountDetail }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const kind = accountKindText(detail.kind as AccountKind, detail.currency);
  const ratio = detail.profitShareRatio;
  const bankRatio = ratio === null ? 0 : 100 - ratio;
  const months = detail.termMonths;
  const poolName = detail.poolName;
  return (
    <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="l2" padding="4" data-testid="account-summary">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            <Trans id="accountDetail.balance">Balance</Trans>
          </Text>
          <Text fontSize="2xl" fontWeight="bold" data-testid="detail-balance" data-balance={detail.balance}>
            <Money amount={detail.balance} currency={detail.currency} />
          </Text>
        </Box>
        <Box textAlign={{ base: 'start', md: 'end' }}>
          <Text fontSize="sm" color="fg.muted">
            <Trans id="accountDetail.available">Available balance</Trans>
          </Text>
          <Text fontSize="lg" fontWeight="semibold">
            <Money amount={detail.availableBalance} currency={detail.currency} />
          </Text>
        </Box>
      </HStack>
      <DetailList>
        <DetailRow label="IBAN">
          <HStack as="span" gap="2" wrap="wrap">
            <Text as="span" fontFamily="mono" data-testid="detail-iban" data-iban={detail.iban}>
              {formatIban(detail.iban)}
            </Text>
            <CopyButton
              value={detail.iban}
              label={t({ id: 'accountDetail.copyIban', message: 'Copy the IBAN' })}
              testId="copy-iban"
            />
          </HStack>
        </DetailRow>
        <DetailRow label={<Trans id="accountDetail.number">Account number</Trans>} testId="detail-account-number">
          {detail.accountNumber}
        </DetailRow>
        <DetailRow label={<Trans id="accountDetail.kind">Account type</Trans>}>
          {kind ? i18n._(kind) : detail.kind}
        </DetailRow>
        <DetailRow label={<Trans id="accountDetail.branch">Branch</Trans>}>{detail.branchName}</DetailRow>
        <DetailRow label={<Trans id="accountDetail.opened">Opened on</Trans>}>
          {formatDate(detail.openedAt, language)}
        </DetailRow>
        {detail.termMonths ? (
          <DetailRow label={<Trans id="accountDetail.term">Term</Trans>}>
            <Trans id="accountDetail.termMonths">{months} months</Trans>
            {detail.maturityDate ? ` · ${formatDate(detail.maturityDate, language)}` : ''}
          </DetailRow>
        ) : null}
        {detail.poolName && ratio !== null ? (
          <DetailRow label={<Trans id="accountDetail.pool">Profit-sharing pool</Trans>} testId="detail-pool">
            <Trans id="accountDetail.poolRatio">
              {poolName}, sharing ratio {ratio}/{bankRatio} (customer/bank)
            </Trans>
          </DetailRow>
        ) : null}
      </DetailList>
      {detail.termMonths ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans id="accountDetail.returnAtMaturity">
            The profit share is not promised in advance: it is known at maturity, from the pool's actual results.
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
