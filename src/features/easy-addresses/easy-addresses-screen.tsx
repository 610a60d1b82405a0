import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountKeys } from '../../api/accounts';
import { deleteEasyAddress, easyAddressesQueryOptions, easyAddressKeys } from '../../api/easy-addresses';
import { ConfirmedDeleteDialogs } from '../../components/confirmed-delete-dialogs';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { showSnackbar } from '../../components/snackbar';
import type { EasyAddress } from '../../contract/easy-addresses';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';

/** /dashboard/easy-addresses: the customer's KOLAS aliases (type, value, account) with delete. */
export function EasyAddressesScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(easyAddressesQueryOptions());
  const deletion = useConfirmedDelete<EasyAddress>(deleteEasyAddress, () => {
    void queryClient.invalidateQueries({ queryKey: easyAddressKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    showSnackbar(t({ id: 'easyAddress.deleted', message: 'The easy address is deleted.' }));
  });
  const doomedValue = deletion.doomed?.value ?? '';
  return (
    <PageFrame
      title={<Trans id="easyAddress.title">My easy addresses</Trans>}
      titleEnd={
        <Button asChild size="sm" data-testid="easy-add">
          <Link to="/dashboard/create-easy-address">
            <Trans id="easyAddress.add">Add an easy address</Trans>
          </Link>
        </Button>
      }
      testId="easy-addresses"
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          <Trans id="easyAddress.intro">
            With an easy address (KOLAS) people can send you money with your phone number, e-mail or identity number
            instead of your IBAN. Senders see your name masked.
          </Trans>
        </Text>
        <QueryState query={list}>
          {(data) => (
            <ItemList
              items={data.easyAddresses}
              empty={<Trans id="easyAddress.empty">You have no easy addresses yet.</Trans>}
              testId="easy-list"
              emptyTestId="easy-empty"
            >
              {(alias) => {
                const value = alias.value;
                return (
                  <ListRow key={alias.id} align="center" wrap="wrap" data-testid="easy-row" data-value={alias.value}>
                    <Box minWidth="0">
                      <Badge colorPalette="brand">{i18n._(EASY_ADDRESS_TYPE_TEXT[alias.type])}</Badge>
                      <Text fontWeight="semibold" marginTop="1" wordBreak="break-all" data-testid="easy-value-text">
                        {alias.value}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {alias.accountName} ({alias.accountNumber})
                      </Text>
                    </Box>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => deletion.ask(alias)}
                      aria-label={t({ id: 'easyAddress.deleteLabel', message: `Delete the easy address ${value}` })}
                      data-testid="easy-delete"
                    >
                      <Trans id="common.delete">Delete</Trans>
                    </Button>
                  </ListRow>
                );
              }}
            </ItemList>
          )}
        </QueryState>
      </Stack>
      <ConfirmedDeleteDialogs
        state={deletion}
        title={<Trans id="easyAddress.deleteTitle">Delete the easy address?</Trans>}
        body={<Trans id="easyAddress.deleteBody">Money sent to {doomedValue} will no longer reach your account.</Trans>}
      />
    </PageFrame>
  );
}
