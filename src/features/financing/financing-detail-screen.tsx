import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { documentFile } from '../../api/documents';
import { financingQueryOptions } from '../../api/financing';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { PdfButton } from '../../components/pdf-button';
import { QueryState } from '../../components/query-state';
import { dayText } from '../../contract/date-text';
import type { FinancingDetail } from '../../contract/financing';
import { formatPercentText } from '../../contract/money-text';
import { useLanguage } from '../../lib/use-language';
import { InstallmentPlanTable } from './installment-plan-table';

/** /dashboard/my-financings/detail?id=: the financing's terms, its whole plan, the contract, and Pay. */
export function FinancingDetailScreen({ id }: { id?: string }) {
  if (!id) return <Navigate to="/dashboard/my-financings" replace />;
  return <DetailBody id={id} />;
}

function DetailBody({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useQuery(financingQueryOptions(id));
  return (
    <PageFrame
      title={detail.data ? detail.data.name : <Trans id="financing.detail.title">Financing</Trans>}
      onBack={() => void navigate({ to: '/dashboard/my-financings' })}
      testId="financing-detail"
    >
      <QueryState query={detail} testId="financing-detail">
        {(data) => <DetailContent financing={data} />}
      </QueryState>
    </PageFrame>
  );
}

function TermText({ months, start }: { months: number; start: string }) {
  return (
    <Trans id="financing.termValue">
      {months} months from {start}
    </Trans>
  );
}

function DetailContent({ financing: f }: { financing: FinancingDetail }) {
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
        {f.status === 'Active' ? (
          <Button asChild>
            <Link to="/dashboard/my-financings/detail/payment" search={{ id: f.id }} data-testid="financing-detail-pay">
              <Trans id="financing.payInstallment">Pay an installment or pay off</Trans>
            </Link>
          </Button>
        ) : null}
      </Flex>
      <InstallmentPlanTable installments={f.installments} />
    </Stack>
  );
}
