import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { financingsQueryOptions } from '../../api/financing';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { SegmentTitle } from '../../components/segment-title';
import { dayText } from '../../contract/date-text';
import type { FinancingSummary } from '../../contract/financing';
import { useLanguage } from '../../lib/use-language';
import { INSTALLMENT_STATE_LABELS, INSTALLMENT_STATE_PALETTE } from './financing-labels';

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
                <FinancingCard key={f.id} financing={f} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </PageFrame>
  );
}

function OverdueText({ count }: { count: number }) {
  return <Trans id="financing.status.overdue">{count} overdue</Trans>;
}

function FinancingCard({ financing: f }: { financing: FinancingSummary }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const next = f.nextInstallment;
  const headingId = `financing-${f.id}-name`;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="l2"
      padding="4"
      bg="bg"
      aria-labelledby={headingId}
      data-testid={`financing-${f.kind}`}
    >
      <Stack gap="3">
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box>
            <Heading as="h2" size="md" id={headingId}>
              {f.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {f.asset} · {f.reference}
            </Text>
          </Box>
          {f.status === 'Closed' ? (
            <Badge colorPalette="gray" data-testid="financing-status">
              <Trans id="financing.status.closed">Closed</Trans>
            </Badge>
          ) : f.overdueCount > 0 ? (
            <Badge colorPalette="red" data-testid="financing-status">
              <OverdueText count={f.overdueCount} />
            </Badge>
          ) : (
            <Badge colorPalette="green" data-testid="financing-status">
              <Trans id="financing.status.active">Active</Trans>
            </Badge>
          )}
        </Flex>
        <DetailList>
          <DetailRow label={<Trans id="financing.remainingPrincipal">Remaining principal</Trans>}>
            <Money amount={f.remainingPrincipal} testId="financing-remaining" />
          </DetailRow>
          <DetailRow label={<Trans id="financing.installments">Installments paid</Trans>}>
            {f.paidCount} / {f.termMonths}
          </DetailRow>
          {next ? (
            <DetailRow label={<Trans id="financing.nextInstallment">Next installment</Trans>}>
              <Flex gap="2" align="center" wrap="wrap">
                <Money amount={next.payable} testId="financing-next-amount" />
                <Text as="span" color="fg.muted">
                  {dayText(next.dueDate, language)}
                </Text>
                <Badge colorPalette={INSTALLMENT_STATE_PALETTE[next.state]}>
                  {i18n._(INSTALLMENT_STATE_LABELS[next.state])}
                </Badge>
              </Flex>
            </DetailRow>
          ) : null}
        </DetailList>
        <Flex gap="3" wrap="wrap" justify="flex-end">
          <Button asChild variant="outline" size="sm">
            <Link
              to="/dashboard/my-financings/detail"
              search={{ id: f.id }}
              aria-describedby={headingId}
              data-testid="financing-detail-link"
            >
              <Trans id="financing.openDetail">Payment plan</Trans>
            </Link>
          </Button>
          {f.status === 'Active' ? (
            <Button asChild size="sm">
              <Link
                to="/dashboard/my-financings/detail/payment"
                search={{ id: f.id }}
                aria-describedby={headingId}
                data-testid="financing-pay-link"
              >
                <Trans id="financing.pay">Pay</Trans>
              </Link>
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </Box>
  );
}
