import { Flex, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { invalidateAccountData } from '../../../api/account-cache';
import { accountsQueryOptions } from '../../../api/accounts';
import { callCenterKeys } from '../../../api/callcenter';
import { startCcTransfer } from '../../../api/callcenter-transfers';
import { registeredTransactionsQueryOptions } from '../../../api/registered-transactions';
import { ActionFlowDialogs } from '../../../components/action-flow-dialogs';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormMessage } from '../../../components/form-message';
import { PageFrame } from '../../../components/page-frame';
import { RequiredLegend } from '../../../components/required-legend';
import { SegmentTitle } from '../../../components/segment-title';
import type { Account } from '../../../contract/accounts';
import type { CcTransfer, StartCcTransferRequest } from '../../../contract/callcenter-transfers';
import type { RegisteredTransaction } from '../../../contract/registered-transactions';
import { errorText } from '../../../lib/api-error';
import { GENERIC_ERROR } from '../../../lib/issue-messages';
import { useDecisionAction } from '../../../lib/use-decision-action';
import { AgentTransferForm, type AgentTransferValues } from './agent-transfer-form';
import { AgentTransferStatus } from './agent-transfer-status';

/**
 * CallCenter /dashboard/transfers: the agent moves the verified caller's money between their own
 * accounts or to their registered recipients. Start only stores it: the customer confirms on their
 * own phone (push or SMS), and the screen follows it to done, declined or expired.
 */
export function AgentTransfersScreen() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const accounts = useQuery(accountsQueryOptions(false));
  const recipients = useQuery(registeredTransactionsQueryOptions());
  const failed = accounts.error ?? recipients.error;
  return (
    <PageFrame
      title={<SegmentTitle segment="transfers" />}
      onBack={() => void navigate({ to: '/dashboard' })}
      testId="cc-transfers"
    >
      {failed ? (
        <FormMessage>{errorText(failed) ?? i18n._(GENERIC_ERROR)}</FormMessage>
      ) : accounts.data && recipients.data ? (
        <AgentTransferFlow
          accounts={accounts.data.accounts.filter((a) => !a.isClosed)}
          recipients={recipients.data.recordedTransactions}
        />
      ) : (
        <Flex justify="center" padding="8">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      )}
    </PageFrame>
  );
}

const requestOf = (values: AgentTransferValues): StartCcTransferRequest => {
  const [kind, id = ''] = values.receiver.split(/:(.*)/s);
  return {
    sourceAccountNumber: values.sourceAccountNumber,
    target:
      kind === 'own' ? { mode: 'OwnAccount', accountNumber: id } : { mode: 'Registered', registeredTransactionId: id },
    amount: values.amount,
    description: values.description.trim(),
  };
};

function AgentTransferFlow({
  accounts,
  recipients,
}: {
  accounts: readonly Account[];
  recipients: readonly RegisteredTransaction[];
}) {
  const queryClient = useQueryClient();
  const action = useDecisionAction();
  const [pending, setPending] = useState<StartCcTransferRequest>();
  const [started, setStarted] = useState<CcTransfer>();
  const [round, setRound] = useState(0);

  const review = (values: AgentTransferValues) => {
    const request = requestOf(values);
    action.keyFor(request);
    setPending(request);
  };
  const confirm = () => {
    const request = pending!;
    setPending(undefined);
    void action.submit(request, {
      call: (key) => startCcTransfer(request, key),
      suppressSnackbar: true,
      onDone: (data) => {
        // The call's process history now holds the start.
        void queryClient.invalidateQueries({ queryKey: callCenterKeys.processHistory() });
        if (data) setStarted(data);
      },
    });
  };
  const receiverLabel = ({ target }: StartCcTransferRequest) =>
    target.mode === 'OwnAccount'
      ? target.accountNumber
      : (recipients.find((r) => r.id === target.registeredTransactionId)?.name ?? '');

  if (started)
    return (
      <AgentTransferStatus
        started={started}
        onNew={() => {
          void invalidateAccountData(queryClient);
          setStarted(undefined);
          setRound((n) => n + 1);
        }}
      />
    );
  return (
    <Stack gap="6">
      <FormMessage status="info">
        <Trans id="cc.transfer.howItWorks">
          The customer confirms this transfer on their own phone (a notification or an SMS). Never ask them to read a
          code to you.
        </Trans>
      </FormMessage>
      <RequiredLegend />
      <AgentTransferForm key={round} accounts={accounts} recipients={recipients} busy={action.busy} onSubmit={review} />
      <ConfirmDialog
        open={pending !== undefined}
        title={<Trans id="cc.transfer.confirmTitle">Send this to the customer for confirmation?</Trans>}
        body={
          pending ? (
            <DetailList>
              <DetailRow label={<Trans id="cc.transfer.source">From the customer's account</Trans>}>
                {pending.sourceAccountNumber}
              </DetailRow>
              <DetailRow label={<Trans id="cc.transfer.receiver">To</Trans>}>{receiverLabel(pending)}</DetailRow>
              <DetailRow label={<Trans id="cc.transfer.amount">Amount</Trans>}>{pending.amount}</DetailRow>
            </DetailList>
          ) : null
        }
        onConfirm={confirm}
        onCancel={() => setPending(undefined)}
      />
      <ActionFlowDialogs state={action.dialogs} />
    </Stack>
  );
}
