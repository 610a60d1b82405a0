import { Alert, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  corporateOperationKeys,
  corporateOperationQueryOptions,
  decideOperation,
} from '../../api/corporate-operations';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { DetailList } from '../../components/detail-list';
import { DetailRow } from '../../components/detail-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import type { CorporateOperation } from '../../contract/corporate-operations';
import { formatDate, formatDateTime } from '../../contract/date-text';
import { TRANSFER_TYPES, type TransferType } from '../../contract/transfers';
import { useDecisionAction } from '../../lib/use-decision-action';
import { useLanguage } from '../../lib/use-language';
import { KIND_LABEL } from '../../lib/operation-kind-labels';
import { TRANSFER_TYPE_LABEL } from '../../lib/transfer-type-labels';
import { decisionResult, failureText } from './operation-decision';
import { SUMMARY_LABEL, SUMMARY_VALUE_LABEL } from './operation-labels';
import { NeedsProgress, OperationStatusBadge } from './operation-parts';
import { ApprovalsDone, ApprovalsNeeded } from './operation-approvals';

type Decision = 'approve' | 'reject';

const isTransferType = (value: string): value is TransferType => (TRANSFER_TYPES as readonly string[]).includes(value);

/** The operation's summary fields (from account, receiver, bank…) in the order of SUMMARY_LABEL. */
function SummaryRows({ op }: { op: CorporateOperation }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  return (
    <>
      {Object.entries(SUMMARY_LABEL).map(([key, label]) => {
        const value = op.summary[key];
        if (value === undefined || value === null || value === '') return null;
        const coded = SUMMARY_VALUE_LABEL[key]?.[value];
        const shown =
          key === 'transferType' && isTransferType(value) ? (
            i18n._(TRANSFER_TYPE_LABEL[value])
          ) : coded ? (
            i18n._(coded)
          ) : key === 'fee' ? (
            <Money amount={value} currency={op.currency} />
          ) : key === 'indicativeTryAmount' ? (
            <Money amount={value} currency="TRY" />
          ) : key === 'firstDate' ? (
            formatDate(value, language)
          ) : (
            value
          );
        return (
          <DetailRow key={key} label={i18n._(label)} testId={`operation-summary-${key}`}>
            {shown}
          </DetailRow>
        );
      })}
    </>
  );
}

function OperationDetail({ op }: { op: CorporateOperation }) {
  const { i18n } = useLingui();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [result, setResult] = useState<CorporateOperation>();
  const decide = (decision: Decision) => {
    setResult(undefined);
    void action.submit(
      { operationId: op.operationId, decision },
      {
        call: (key, body) => decideOperation(body, key),
        // The page states what the decision ended in (decision-result), so no snackbar repeats it.
        suppressSnackbar: true,
        onDone: (data) => {
          void queryClient.invalidateQueries({ queryKey: corporateOperationKeys.all });
          if (data && 'operationId' in data) {
            queryClient.setQueryData(corporateOperationKeys.detail(op.operationId), data);
            setResult(data);
          }
        },
      },
    );
  };
  const outcome = result ? decisionResult(result) : undefined;
  return (
    <Stack gap="6">
      {outcome ? (
        <Alert.Root status={outcome.status} data-testid="decision-result" data-status={result?.status}>
          <Alert.Indicator />
          <Alert.Description>{i18n._(outcome.text)}</Alert.Description>
        </Alert.Root>
      ) : null}
      <DetailList testId="operation-detail">
        <DetailRow label={<Trans id="corporateOps.detail.reference">Reference</Trans>} testId="operation-reference">
          {op.reference}
        </DetailRow>
        <DetailRow label={<Trans id="corporateOps.detail.status">Status</Trans>}>
          <OperationStatusBadge status={op.status} testId="operation-status" />
        </DetailRow>
        <DetailRow label={<Trans id="corporateOps.detail.amount">Amount</Trans>}>
          <Money amount={op.amount} currency={op.currency} testId="operation-amount" />
        </DetailRow>
        <SummaryRows op={op} />
        <DetailRow label={<Trans id="corporateOps.detail.maker">Started by</Trans>} testId="operation-maker">
          {op.makerName}
        </DetailRow>
        <DetailRow label={<Trans id="corporateOps.detail.created">Started on</Trans>} testId="operation-created">
          {formatDateTime(op.createdAt, language)}
        </DetailRow>
        <DetailRow label={<Trans id="corporateOps.detail.expires">Waits until</Trans>} testId="operation-expiry">
          {formatDateTime(op.expiresAt, language)}
        </DetailRow>
        {op.decidedAt ? (
          <DetailRow label={<Trans id="corporateOps.detail.decided">Ended on</Trans>} testId="operation-decided">
            {formatDateTime(op.decidedAt, language)}
          </DetailRow>
        ) : null}
        {op.status === 'Failed' ? (
          <DetailRow
            label={<Trans id="corporateOps.detail.failure">Why it did not post</Trans>}
            testId="operation-failure"
          >
            {i18n._(failureText(op.failureCode))}
          </DetailRow>
        ) : null}
        <DetailRow label={<Trans id="corporateOps.detail.needs">Approvals</Trans>}>
          <NeedsProgress needs={op.needs} testId="operation-needs" />
        </DetailRow>
      </DetailList>
      <ApprovalsDone op={op} />
      {op.status === 'Waiting' ? <ApprovalsNeeded op={op} /> : null}
      {op.canDecide ? (
        <Stack gap="2" as="section" aria-labelledby="operation-decide-title">
          <Heading as="h2" size="md" id="operation-decide-title">
            <Trans id="corporateOps.decide.title">Your decision</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans id="corporateOps.decide.note">
              The bank sends you a code to confirm it. An approval that completes the needs posts the operation at once.
            </Trans>
          </Text>
          <HStack gap="2" wrap="wrap" justify="flex-end">
            <Button
              variant="outline"
              colorPalette="red"
              onClick={() => decide('reject')}
              disabled={action.busy}
              data-testid="operation-reject"
            >
              <Trans id="corporateOps.decide.reject">Reject</Trans>
            </Button>
            <Button onClick={() => decide('approve')} loading={action.busy} data-testid="operation-approve">
              <Trans id="corporateOps.decide.approve">Approve</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : null}
      <ActionFlowDialogs state={action.dialogs} />
    </Stack>
  );
}

/** /dashboard/corporate-operations/detail?id=: one operation, its approvals, and the decision when it is the reader's. */
export function OperationDetailScreen({ operationId }: { operationId: string }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const query = useQuery(corporateOperationQueryOptions(operationId));
  const title = query.data ? `${i18n._(KIND_LABEL[query.data.kind])} · ${query.data.reference}` : undefined;
  return (
    <PageFrame
      title={title ?? <Trans id="corporateOps.detail.title">Operation</Trans>}
      onBack={() => void navigate({ to: '/dashboard/corporate-operations' })}
      testId="corporate-operation"
    >
      <QueryState query={query} testId="operation">
        {(op) => <OperationDetail op={op} />}
      </QueryState>
    </PageFrame>
  );
}
