import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { invalidateAccountData } from '../../api/account-cache';
import { closeAccount } from '../../api/account-management';
import { ConfirmedDeleteDialogs } from '../../components/confirmed-delete-dialogs';
import { OfflineDisabledReason } from '../../components/offline-disabled-reason';
import { showSnackbar } from '../../components/snackbar';
import type { AccountDetail } from '../../contract/account-management';
import { parseAmount, type Currency } from '../../contract/money';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { useOnline } from '../../lib/use-online';

/** "Close the account": only at zero balance (else disabled, with the reason), after a confirm popup. */
export function CloseAccountAction({ detail }: { detail: AccountDetail }) {
  const { t } = useLingui();
  const online = useOnline();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const closing = useConfirmedDelete<string>(
    (accountNumber, key) => closeAccount(accountNumber, key),
    () => {
      void invalidateAccountData(queryClient);
      showSnackbar(t({ id: 'closeAccount.done', message: 'The account is closed.' }));
      void navigate({ to: '/dashboard/my-accounts' });
    },
  );
  if (detail.closedAt) return null;
  const number = detail.accountNumber;
  const empty = parseAmount(detail.balance, detail.currency as Currency) === 0n;
  return (
    <Stack gap="2" align="start" data-testid="close-account">
      <Button
        colorPalette="red"
        variant="outline"
        disabled={!empty || !online}
        loading={closing.busy}
        aria-describedby={empty ? undefined : 'close-account-reason'}
        onClick={() => closing.ask(number)}
        data-testid="close-account-open"
      >
        <Trans id="closeAccount.button">Close the account</Trans>
      </Button>
      {empty ? null : (
        <Text id="close-account-reason" fontSize="sm" color="fg.muted" data-testid="close-account-reason">
          <Trans id="closeAccount.notEmpty">
            An account can only be closed when its balance is zero. Move the money to another account first.
          </Trans>
        </Text>
      )}
      <OfflineDisabledReason />
      <ConfirmedDeleteDialogs
        state={closing}
        title={<Trans id="closeAccount.confirmTitle">Close the account?</Trans>}
        body={
          <Trans id="closeAccount.confirmBody">
            Account {number} will be closed and its easy addresses removed. This cannot be undone.
          </Trans>
        }
      />
    </Stack>
  );
}
