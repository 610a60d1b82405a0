import { Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { documentFile } from '../../api/documents';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PdfButton } from '../../components/pdf-button';
import { dayText } from '../../contract/date-text';
import type { FinancingDetail } from '../../contract/financing';
import { formatPercentText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';
import { InstallmentPlanTable } from './installment-plan-table';

function TermText({ months, start }: { months: number; start: string }) {
  return (
    <Trans id="financing.termValue">
      {months} months from {start}
    </Trans>
  );
}

/**
 * A financing's terms, its contract and its whole installment plan (the customer's detail and the
 * agent's); `actions` adds what the page offers beside the contract (Pay).
 */
export function FinancingTerms({ financing: f, actions }: { financing: FinancingDetail; actions?: ReactNode }) {
  const { t } = useLingui();
  const language = useLanguage();
  const percent = (value: string) => formatPercentText(value, language, { fixed: true });
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        {f.asset} · {f.reference}
      </Text>
      <DetailList testId="financing-terms">
        <DetailRow label={<Trans id="financing.principal">Principal (cost of the asset)</Trans>}>
          <Money amount={f.principal} />
        </DetailRow>
        <DetailRow label={<Trans id="financing.totalProfitShare">Total profit share</Trans>}>
          <Money amount={f.totalProfitShare} />
        </DetailRow>
        <DetailRow label={<Trans id="financing.rate">Profit share rate (monthly / yearly)</Trans>}>
          {percent(f.monthlyRatePercent)} / {percent(f.yearlyRatePercent)}
        </DetailRow>
        <DetailRow label={<Trans id="financing.taxes">KKDF / BSMV on the profit share</Trans>}>
          {percent(f.kkdfPercent)} / {percent(f.bsmvPercent)}
        </DetailRow>
        <DetailRow label={<Trans id="financing.totalAmount">Total repayment</Trans>}>
          <Money amount={f.totalAmount} />
        </DetailRow>
        <DetailRow label={<Trans id="financing.remainingPrincipal">Remaining principal</Trans>}>
          <Money amount={f.remainingPrincipal} testId="financing-detail-remaining" />
        </DetailRow>
        <DetailRow label={<Trans id="financing.term">Term</Trans>}>
          <TermText months={f.termMonths} start={dayText(f.startDate, language)} />
        </DetailRow>
      </DetailList>
      <Flex gap="3" wrap="wrap">
        {f.contractDocumentId ? (
          <PdfButton
            load={() => documentFile(f.contractDocumentId!)}
            title={t({ id: 'financing.contract.title', message: 'Financing contract' })}
            testId="financing-contract"
          >
            <Trans id="financing.contract.open">Contract (PDF)</Trans>
          </PdfButton>
        ) : null}
        {actions}
      </Flex>
      <InstallmentPlanTable installments={f.installments} />
    </Stack>
  );
}
