import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountKeys } from '../../api/accounts';
import { deleteEasyAddress, easyAddressesQueryOptions, easyAddressKeys } from '../../api/easy-addresses';
import { DeleteButton } from '../../components/delete-button';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import type { EasyAddress } from '../../contract/easy-addresses';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';

/** /dashboard/easy-addresses: the customer's easy addresses (type, value, account) with delete, on the list kit. */
export function EasyAddressesScreen() {
  const { t, i18n } = useLingui();
  return (
    <ListScreen
      segment="easy-addresses"
      prefix="easy"
      titleEnd={
        <Button asChild size="sm" data-testid="easy-add">
          <Link to="/dashboard/create-easy-address">
            <Trans id="easyAddress.add">Add an easy address</Trans>
          </Link>
        </Button>
      }
      intro={
        <Text color="fg.muted" fontSize="sm">
          <Trans id="easyAddress.intro">
            With an easy address (KOLAS) people can send you money with your phone number, e-mail or identity number
            instead of your IBAN. Senders see your name masked.
          </Trans>
        </Text>
      }
      query={useQuery(easyAddressesQueryOptions())}
      items={(data) => data.easyAddresses}
      empty={<Trans id="easyAddress.empty">You have no easy addresses yet.</Trans>}
      deletion={{
        call: (alias: EasyAddress, key) => deleteEasyAddress(alias.id, key),
        invalidates: [easyAddressKeys.all, accountKeys.all],
        deletedText: t({ id: 'easyAddress.deleted', message: 'The easy address is deleted.' }),
        title: <Trans id="easyAddress.deleteTitle">Delete the easy address?</Trans>,
        body: ({ value }) => (
          <Trans id="easyAddress.deleteBody">Money sent to {value} will no longer reach your account.</Trans>
        ),
      }}
      row={(alias, ask) => {
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
            <DeleteButton
              onClick={() => ask(alias)}
              label={t({ id: 'easyAddress.deleteLabel', message: `Delete the easy address ${value}` })}
              testId="easy-delete"
            />
          </ListRow>
        );
      }}
    />
  );
}
