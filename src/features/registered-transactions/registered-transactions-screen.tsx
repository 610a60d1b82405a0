import { Box, Button, EmptyState, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  deleteRegisteredTransaction,
  registeredTransactionKeys,
  registeredTransactionsQueryOptions,
} from '../../api/registered-transactions';
import { ActionFlowDialogs } from '../../components/action-flow-dialogs';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormMessage } from '../../components/form-message';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { showSnackbar } from '../../components/snackbar';
import type { RecordedTransaction } from '../../contract/registered-transactions';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { useActionFlow } from '../../lib/use-action-flow';
import { useDecisionKey } from '../../lib/use-decision-key';
import { targetSummary, USE_ROUTE } from './target-text';

/** /dashboard/registered-transactions: saved recipients and between-accounts pairs: use, edit, delete. */
export function RegisteredTransactionsScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(registeredTransactionsQueryOptions());
  const flow = useActionFlow();
  const decision = useDecisionKey();
  const [doomed, setDoomed] = useState<{ item: RecordedTransaction; key: string }>();
  const doomedName = doomed?.item.name ?? '';
  const remove = () => {
    const { item, key } = doomed!;
    setDoomed(undefined);
    void flow.run({
      values: { id: item.id },
      call: () => deleteRegisteredTransaction(item.id, key),
      onTransactionSigning: () => undefined,
      onSuccess: () => {
        decision.settle();
        void queryClient.invalidateQueries({ queryKey: registeredTransactionKeys.all });
        showSnackbar(t({ id: 'registered.deleted', message: 'The registered transaction is deleted.' }));
      },
    });
  };
  return (
    <PageFrame
      title={<Trans id="registered.title">Registered transactions</Trans>}
      titleEnd={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" data-testid="registered-add">
            <Link to="/dashboard/add-registered-transaction">
              <Trans id="registered.add">Add a recipient</Trans>
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline" data-testid="registered-add-between">
            <Link to="/dashboard/add-registered-transaction/between-accounts">
              <Trans id="registered.addBetween">Add between my accounts</Trans>
            </Link>
          </Button>
        </HStack>
      }
      testId="registered-transactions"
    >
      {list.isPending ? (
        <Flex justify="center" padding="6">
          <Spinner color="brand.solid" />
        </Flex>
      ) : list.isError ? (
        <FormMessage>{errorText(list.error) ?? i18n._(GENERIC_ERROR)}</FormMessage>
      ) : list.data.recordedTransactions.length === 0 ? (
        <EmptyState.Root data-testid="registered-empty">
          <EmptyState.Content>
            <EmptyState.Title>
              <Trans id="registered.empty">You have no registered transactions yet.</Trans>
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="registered-list">
          {list.data.recordedTransactions.map((item) => {
            const name = item.name;
            return (
              <Flex
                as="li"
                key={item.id}
                justify="space-between"
                align={{ base: 'start', md: 'center' }}
                direction={{ base: 'column', md: 'row' }}
                gap="3"
                bg="bg"
                borderWidth="1px"
                borderRadius="l2"
                padding="4"
                data-testid="registered-row"
                data-name={item.name}
              >
                <Box minWidth="0">
                  <Text fontWeight="semibold" data-testid="registered-name">
                    {item.name}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-word" data-testid="registered-target">
                    {targetSummary(i18n, item)}
                  </Text>
                  {item.amount ? (
                    <Text fontSize="sm">
                      <Money amount={item.amount} />
                      {item.description ? ` · ${item.description}` : ''}
                    </Text>
                  ) : null}
                </Box>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" data-testid="registered-use">
                    <Link to={USE_ROUTE[item.target.mode]} search={{ recorded: item.id }}>
                      <Trans id="registered.use">Send money</Trans>
                    </Link>
                  </Button>
                  <Button asChild size="sm" variant="outline" data-testid="registered-edit">
                    <Link
                      to={
                        item.target.mode === 'AccountsBetween'
                          ? '/dashboard/add-registered-transaction/between-accounts'
                          : '/dashboard/add-registered-transaction'
                      }
                      search={{ edit: item.id }}
                    >
                      <Trans id="registered.edit">Edit</Trans>
                    </Link>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setDoomed({ item, key: decision.keyFor({ delete: item.id }) })}
                    aria-label={t({ id: 'registered.deleteLabel', message: `Delete ${name}` })}
                    data-testid="registered-delete"
                  >
                    <Trans id="common.delete">Delete</Trans>
                  </Button>
                </HStack>
              </Flex>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={doomed !== undefined}
        title={<Trans id="registered.deleteTitle">Delete the registered transaction?</Trans>}
        body={<Trans id="registered.deleteBody">{doomedName} will be removed from your list.</Trans>}
        onConfirm={remove}
        onCancel={() => setDoomed(undefined)}
      />
      <ActionFlowDialogs state={flow.dialogs} />
    </PageFrame>
  );
}
