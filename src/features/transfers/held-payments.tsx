import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateAccountData } from '../../api/account-cache';
import { settleSecurePayment, transferKeys, transfersQueryOptions } from '../../api/transfers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { MessageDialog } from '../../components/message-dialog';
import { Money } from '../../components/money';
import { showSnackbar } from '../../components/snackbar';
import type { TransferReceipt } from '../../contract/transfers';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { ACTION_FLOW_TEXT } from '../../lib/action-flow-messages';
import { useOnline } from '../../lib/use-online';

interface Decision {
  action: 'release' | 'cancel';
  transfer: TransferReceipt;
  /** One Idempotency-Key per decision, made when the confirm step opens. */
  key: string;
}

/** The customer's secure payments the bank holds: release to the seller (420) or cancel (421). */
export function HeldPayments() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const list = useQuery(transfersQueryOptions(50));
  const [decision, setDecision] = useState<Decision>();
  const settle = useMutation({
    mutationFn: (d: Decision) => settleSecurePayment(d.action, d.transfer.transferId, d.key),
    onSuccess: (_receipt, d) => {
      setDecision(undefined);
      showSnackbar(
        d.action === 'release'
          ? t({ id: 'securePayment.released', message: 'The payment was released to the seller.' })
          : t({ id: 'securePayment.cancelled', message: 'The secure payment was cancelled; the money is back.' }),
      );
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      void invalidateAccountData(queryClient);
    },
  });
  const held = (list.data?.transfers ?? []).filter((x) => x.status === 'Held' && x.targetMode === 'SecurePayment');
  if (held.length === 0) return null;
  const open = (action: Decision['action'], transfer: TransferReceipt) =>
    setDecision({ action, transfer, key: crypto.randomUUID() });
  return (
    <Stack gap="3" data-testid="held-payments">
      <Heading as="h2" size="md">
        <Trans id="securePayment.heldTitle">Held secure payments</Trans>
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {held.map((transfer) => (
          <Box
            as="li"
            key={transfer.transferId}
            borderWidth="1px"
            borderRadius="l2"
            padding="3"
            data-testid="held-payment"
            data-reference={transfer.reference}
          >
            <Flex justify="space-between" gap="3" wrap="wrap" align="center">
              <Stack gap="0">
                <Text fontWeight="semibold">{transfer.receiver.maskedName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {transfer.description || transfer.reference}
                </Text>
                <Money amount={transfer.amount} currency={transfer.currency} />
              </Stack>
              <Flex gap="2" align="center">
                <Badge colorPalette="orange">
                  <Trans id="transfer.status.held">Held as a secure payment</Trans>
                </Badge>
                <Button
                  size="sm"
                  disabled={!online}
                  onClick={() => open('release', transfer)}
                  data-testid="held-release"
                >
                  <Trans id="securePayment.release">Release</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!online}
                  onClick={() => open('cancel', transfer)}
                  data-testid="held-cancel"
                >
                  <Trans id="securePayment.cancel">Cancel payment</Trans>
                </Button>
              </Flex>
            </Flex>
          </Box>
        ))}
      </Stack>
      <ConfirmDialog
        open={decision !== undefined && !settle.isError}
        loading={settle.isPending}
        title={
          decision?.action === 'release'
            ? t({ id: 'securePayment.releaseTitle', message: 'Release the payment?' })
            : t({ id: 'securePayment.cancelTitle', message: 'Cancel the secure payment?' })
        }
        body={
          decision?.action === 'release' ? (
            <Trans id="securePayment.releaseBody">The seller receives the money now. This cannot be undone.</Trans>
          ) : (
            <Trans id="securePayment.cancelBody">The held money goes back to your account.</Trans>
          )
        }
        onConfirm={() => decision && settle.mutate(decision)}
        onCancel={() => setDecision(undefined)}
      />
      <MessageDialog
        open={settle.isError}
        title={i18n._(ACTION_FLOW_TEXT.errorTitle)}
        body={errorText(settle.error) ?? i18n._(GENERIC_ERROR)}
        onClose={() => {
          settle.reset();
          setDecision(undefined);
        }}
      />
    </Stack>
  );
}
