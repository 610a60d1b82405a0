import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from '@tanstack/react-router';
import { financingQueryOptions } from '../../api/financing';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import type { FinancingDetail } from '../../contract/financing';
import { FinancingTerms } from './financing-terms';

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
        {(data) => <FinancingTerms financing={data} actions={<PayLink financing={data} />} />}
      </QueryState>
    </PageFrame>
  );
}

/** Pay, on a financing still running. */
function PayLink({ financing: f }: { financing: FinancingDetail }) {
  return f.status === 'Active' ? (
    <Button asChild>
      <Link to="/dashboard/my-financings/detail/payment" search={{ id: f.id }} data-testid="financing-detail-pay">
        <Trans id="financing.payInstallment">Pay an installment or pay off</Trans>
      </Link>
    </Button>
  ) : null;
}
