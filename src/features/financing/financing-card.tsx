import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { dayText } from '../../contract/date-text';
import type { FinancingSummary } from '../../contract/financing';
import { useLanguage } from '../../lib/use-language';
import { INSTALLMENT_STATE_LABELS, INSTALLMENT_STATE_PALETTE } from './financing-labels';

function OverdueText({ count }: { count: number }) {
  return <Trans id="financing.status.overdue">{count} overdue</Trans>;
}

/** The heading's id, for a link that names the financing it opens (aria-describedby). */
export const financingHeadingId = (id: string) => `financing-${id}-name`;

/**
 * One financing of a list (the customer's my-financings, the agent's): name, state, what is left, the
 * next installment and a link to its plan; `actions` adds what the page offers beside it (Pay).
 */
export function FinancingCard({ financing: f, actions }: { financing: FinancingSummary; actions?: ReactNode }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const next = f.nextInstallment;
  const headingId = financingHeadingId(f.id);
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
          {actions}
        </Flex>
      </Stack>
    </Box>
  );
}
