import { Badge, Box, Button, EmptyState, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { accountKeys } from '../../api/accounts';
import { deleteEasyAddress, easyAddressesQueryOptions, easyAddressKeys } from '../../api/easy-addresses';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage } from '../../components/form-message';
import { PageFrame } from '../../components/page-frame';
import { showSnackbar } from '../../components/snackbar';
import type { EasyAddress } from '../../contract/easy-addresses';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useActionFlow } from '../../lib/use-action-flow';
import { useDecisionKey } from '../../lib/use-decision-key';
import { EASY_ADDRESS_TYPE_TEXT } from '../../lib/easy-address-text';

/** /dashboard/easy-addresses: the customer's KOLAS aliases (type, value, account) with delete. */
export function EasyAddressesScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(easyAddressesQueryOptions());
  const flow = useActionFlow();
  const decision = useDecisionKey();
  const [doomed, setDoomed] = useState<{ alias: EasyAddress; key: string }>();
  const doomedValue = doomed?.alias.value ?? '';
  const remove = () => {
    const { alias, key } = doomed!;
    setDoomed(undefined);
    void flow.run({
      values: { id: alias.id },
      call: () => deleteEasyAddress(alias.id, key),
      onTransactionSigning: () => undefined,
      onSuccess: () => {
        decision.settle();
        void queryClient.invalidateQueries({ queryKey: easyAddressKeys.all });
        void queryClient.invalidateQueries({ queryKey: accountKeys.all });
        showSnackbar(t({ id: 'easyAddress.deleted', message: 'The easy address is deleted.' }));
      },
    });
  };
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
        {list.isPending ? (
          <Flex justify="center" padding="6">
            <Spinner color="brand.solid" />
          </Flex>
        ) : list.isError ? (
          <FormMessage>{errorText(list.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
        ) : list.data.easyAddresses.length === 0 ? (
          <EmptyState.Root data-testid="easy-empty">
            <EmptyState.Content>
              <EmptyState.Title>
                <Trans id="easyAddress.empty">You have no easy addresses yet.</Trans>
              </EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="easy-list">
            {list.data.easyAddresses.map((alias) => {
              const value = alias.value;
              return (
                <HStack
                  as="li"
                  key={alias.id}
                  justify="space-between"
                  gap="3"
                  wrap="wrap"
                  bg="bg"
                  borderWidth="1px"
                  borderRadius="l2"
                  padding="4"
                  data-testid="easy-row"
                  data-value={alias.value}
                >
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
                    onClick={() => setDoomed({ alias, key: decision.keyFor({ delete: alias.id }) })}
                    aria-label={t({ id: 'easyAddress.deleteLabel', message: `Delete the easy address ${value}` })}
                    data-testid="easy-delete"
                  >
                    <Trans id="common.delete">Delete</Trans>
                  </Button>
                </HStack>
              );
            })}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        open={doomed !== undefined}
        title={<Trans id="easyAddress.deleteTitle">Delete the easy address?</Trans>}
        body={<Trans id="easyAddress.deleteBody">Money sent to {doomedValue} will no longer reach your account.</Trans>}
        onConfirm={remove}
        onCancel={() => setDoomed(undefined)}
      />
      <ActionFlowDialogs state={flow.dialogs} />
    </PageFrame>
  );
}
