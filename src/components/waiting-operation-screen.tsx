import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DecisionSuccessScreen } from './decision-success-screen';
import { DetailList } from './detail-list';
import { DetailRow } from './detail-row';
import { Money } from './money';
import { formatDateTime } from '../contract/date-text';
import type { WaitingOperation } from '../contract/waiting-operation';
import { useLanguage } from '../lib/use-language';
import { needsText } from '../lib/waiting-operation';

export interface WaitingOperationScreenProps {
  /** The 995 answer of the decision (kept in memory; the operation is read again on the approvals list). */
  operation: WaitingOperation;
  /** Where to go next (links), at the foot of the page. */
  actions: ReactNode;
  testId: string;
  /** What the area adds for its kind (a trade: priced when the approvals are complete). */
  note?: ReactNode;
}

/**
 * A corporate maker's decision stored to wait for approvals (issue 17): on the success-screen kit,
 * instead of the receipt, the reference, the amount, the approvals it needs and until when, and that
 * nothing has moved yet, and a link to the operation's page on the approvals screen.
 */
export function WaitingOperationScreen({ operation, actions, testId, note }: WaitingOperationScreenProps) {
  const { t } = useLingui();
  const language = useLanguage();
  // The bank's answer itself is the outcome: the kit reads it as an already-settled query.
  const query = useQuery({
    queryKey: ['corporate-operations', 'waiting', operation],
    queryFn: () => operation,
    initialData: operation,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <DecisionSuccessScreen
      query={query}
      testId={testId}
      title={<Trans id="corporate.waiting.title">Sent for approval</Trans>}
      status={(op) => ({
        value: op.status,
        label: t({ id: 'corporate.waiting.status', message: 'Waiting for approval' }),
        palette: 'orange',
      })}
      details={(op) => (
        <DetailList testId={`${testId}-details`}>
          <DetailRow label={<Trans id="corporate.waiting.reference">Reference</Trans>} testId="waiting-reference">
            {op.reference}
          </DetailRow>
          <DetailRow label={<Trans id="corporate.waiting.amount">Amount</Trans>}>
            <Money amount={op.amount} currency={op.currency} testId="waiting-amount" />
          </DetailRow>
          <DetailRow label={<Trans id="corporate.waiting.needs">Approvals needed</Trans>} testId="waiting-needs">
            {needsText(op.needs)}
          </DetailRow>
          <DetailRow label={<Trans id="corporate.waiting.until">Waits until</Trans>} testId="waiting-until">
            {formatDateTime(op.expiresAt, language)}
          </DetailRow>
        </DetailList>
      )}
      extras={(op) => (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="info" data-testid="waiting-note">
            <Alert.Indicator />
            <Alert.Description>
              <Trans id="corporate.waiting.note">
                Nothing has moved yet: the money leaves the account once the approvals are given. The approvers have
                been told.
              </Trans>
              {note ? <> {note}</> : null}
            </Alert.Description>
          </Alert.Root>
          <Button asChild variant="outline" size="sm" data-testid="waiting-follow">
            <Link to="/dashboard/corporate-operations/detail" search={{ id: op.operationId }}>
              <Trans id="corporate.waiting.follow">Follow its approvals</Trans>
            </Link>
          </Button>
        </Stack>
      )}
      actions={actions}
    />
  );
}
