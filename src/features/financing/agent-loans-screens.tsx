import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { financingQueryOptions, financingsQueryOptions } from '../../api/financing';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { FinancingCard } from './financing-card';
import { FinancingTerms } from './financing-terms';

/** CallCenter /dashboard/my-financings (loans): the caller's financings, what is left and the next installment. */
export function AgentLoansScreen() {
  const financings = useQuery(financingsQueryOptions());
  return (
    <PageFrame title={<Trans id="cc.loans.title">Customer's financings</Trans>} testId="cc-loans">
      <QueryState query={financings} testId="my-financings">
        {(data) =>
          data.financings.length === 0 ? (
            <Text data-testid="my-financings-empty">
              <Trans id="cc.loans.empty">The customer has no financing.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="4" listStyleType="none" data-testid="my-financings-list">
              {data.financings.map((f) => (
                <FinancingCard key={f.id} financing={f} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

/** CallCenter /dashboard/my-financings/detail?id=: a financing's terms, contract and whole plan (payments stay the customer's). */
export function AgentLoanDetailScreen({ id }: { id?: string }) {
  if (!id) return <Navigate to="/dashboard/my-financings" replace />;
  return <LoanDetail id={id} />;
}

function LoanDetail({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = useQuery(financingQueryOptions(id));
  return (
    <PageFrame
      title={detail.data ? detail.data.name : <Trans id="financing.detail.title">Financing</Trans>}
      onBack={() => void navigate({ to: '/dashboard/my-financings' })}
      testId="cc-loan-detail"
    >
      <QueryState query={detail} testId="financing-detail">
        {(data) => <FinancingTerms financing={data} />}
      </QueryState>
    </PageFrame>
  );
}
