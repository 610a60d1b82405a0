import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { financingsQueryOptions } from '../../api/financing';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import type { FinancingSummary } from '../../contract/financing';
import { FinancingCard, financingHeadingId } from './financing-card';

/** /dashboard/my-financings: the customer's murabaha financings, each with what is left and the next installment. */
export function MyFinancingsScreen() {
  const financings = useQuery(financingsQueryOptions());
  return (
    <PageFrame title={<SegmentTitle segment="my-financings" />} testId="my-financings">
      <QueryState query={financings} testId="my-financings">
        {(data) =>
          data.financings.length === 0 ? (
            <Text data-testid="my-financings-empty">
              <Trans id="financing.list.empty">You have no financing.</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="4" listStyleType="none" data-testid="my-financings-list">
              {data.financings.map((f) => (
                <FinancingCard key={f.id} financing={f} actions={<PayLink financing={f} />} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

/** Pay, on a financing still running. */
function PayLink({ financing: f }: { financing: FinancingSummary }) {
  return f.status === 'Active' ? (
    <Button asChild size="sm">
      <Link
        to="/dashboard/my-financings/detail/payment"
        search={{ id: f.id }}
        aria-describedby={financingHeadingId(f.id)}
        data-testid="financing-pay-link"
      >
        <Trans id="financing.pay">Pay</Trans>
      </Link>
    </Button>
  ) : null;
}
