import { Button, Flex, Spinner, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ccTransferQueryOptions } from '../../../api/callcenter-transfers';
import { DetailList } from '../../../components/detail-list';
import { DetailRow } from '../../../components/detail-row';
import { FormMessage } from '../../../components/form-message';
import { Money } from '../../../components/money';
import type { CcTransfer } from '../../../contract/callcenter-transfers';
import { formatTime } from '../../../contract/date-text';
import { errorText } from '../../../lib/api-error';
import { GENERIC_ERROR } from '../../../lib/issue-messages';
import { useLanguage } from '../../../lib/use-language';

/** What the agent tells the caller at each state (the screen polls while the customer has not answered). */
function StatusMessage({ transfer }: { transfer: CcTransfer }) {
  const language = useLanguage();
  const phone = transfer.sentTo;
  const until = formatTime(transfer.expiresAt, language);
  switch (transfer.status) {
    case 'Waiting':
      return (
        <FormMessage status="info" testId="cc-transfer-waiting">
          {transfer.confirmChannel === 'push' ? (
            <Trans id="cc.transfer.waitingPush">
              Waiting for the customer to confirm on their phone ({phone}): a notification was sent to their device. It
              expires at {until}.
            </Trans>
          ) : (
            <Trans id="cc.transfer.waitingSms">
              Waiting for the customer to confirm on their phone: an SMS was sent to {phone}. It expires at {until}.
            </Trans>
          )}
        </FormMessage>
      );
    case 'Posted':
      return (
        <FormMessage status="success" testId="cc-transfer-posted">
          <Trans id="cc.transfer.posted">The customer confirmed: the transfer is done.</Trans>
        </FormMessage>
      );
    case 'Declined':
      return (
        <FormMessage status="warning" testId="cc-transfer-declined">
          <Trans id="cc.transfer.declined">The customer declined the transfer. Nothing was sent.</Trans>
        </FormMessage>
      );
    case 'Expired':
      return (
        <FormMessage status="warning" testId="cc-transfer-expired">
          <Trans id="cc.transfer.expired">The customer did not confirm in time. Nothing was sent.</Trans>
        </FormMessage>
      );
    case 'Failed':
      return (
        <FormMessage status="error" testId="cc-transfer-failed">
          <Trans id="cc.transfer.failed">The customer confirmed, but the bank could not make the transfer.</Trans>
        </FormMessage>
      );
  }
}

/** The agent's transfer after Start: its details and its state, polled until the customer answers. */
export function AgentTransferStatus({ started, onNew }: { started: CcTransfer; onNew: () => void }) {
  const { i18n } = useLingui();
  const query = useQuery({ ...ccTransferQueryOptions(started.id), initialData: started });
  const transfer = query.data;
  return (
    <Stack gap="6" data-testid="cc-transfer-status" data-status={transfer.status}>
      <div aria-live="polite">
        <StatusMessage transfer={transfer} />
      </div>
      {query.isError ? <FormMessage>{errorText(query.error) ?? i18n._(GENERIC_ERROR)}</FormMessage> : null}
      <DetailList testId="cc-transfer-details">
        <DetailRow label={<Trans id="cc.transfer.source">From the customer's account</Trans>}>
          {transfer.sourceAccountNumber}
        </DetailRow>
        <DetailRow label={<Trans id="cc.transfer.receiver">To</Trans>}>{transfer.targetLabel}</DetailRow>
        <DetailRow label={<Trans id="cc.transfer.amount">Amount</Trans>}>
          <Money amount={transfer.amount} currency={transfer.currency} testId="cc-transfer-amount-shown" />
        </DetailRow>
        {transfer.description ? (
          <DetailRow label={<Trans id="cc.transfer.descriptionShown">Description</Trans>}>
            {transfer.description}
          </DetailRow>
        ) : null}
        {transfer.reference ? (
          <DetailRow label={<Trans id="cc.transfer.reference">Reference</Trans>} testId="cc-transfer-reference">
            {transfer.reference}
          </DetailRow>
        ) : null}
      </DetailList>
      {transfer.status === 'Waiting' ? (
        <Flex align="center" gap="3">
          <Spinner size="sm" color="brand.solid" />
          <Trans id="cc.transfer.checking">Checking every few seconds…</Trans>
        </Flex>
      ) : (
        <Flex justify="flex-end">
          <Button onClick={onNew} data-testid="cc-transfer-new">
            <Trans id="cc.transfer.new">New transfer</Trans>
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
