import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  deleteRegisteredTransaction,
  registeredTransactionKeys,
  registeredTransactionsQueryOptions,
} from '../../api/registered-transactions';
import { ConfirmedDeleteDialogs } from '../../components/confirmed-delete-dialogs';
import { ItemList } from '../../components/item-list';
import { ListRow } from '../../components/list-row';
import { Money } from '../../components/money';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { showSnackbar } from '../../components/snackbar';
import type { RecordedTransaction } from '../../contract/registered-transactions';
import { useConfirmedDelete } from '../../lib/use-confirmed-delete';
import { targetSummary, USE_ROUTE } from './target-text';

/** /dashboard/registered-transactions: saved recipients and between-accounts pairs: use, edit, delete. */
export function RegisteredTransactionsScreen() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(registeredTransactionsQueryOptions());
  const deletion = useConfirmedDelete<RecordedTransaction>(deleteRegisteredTransaction, () => {
    void queryClient.invalidateQueries({ queryKey: registeredTransactionKeys.all });
    showSnackbar(t({ id: 'registered.deleted', message: 'The registered transaction is deleted.' }));
  });
  const doomedName = deletion.doomed?.name ?? '';
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
      <QueryState query={list}>
        {(data) => (
          <ItemList
            items={data.recordedTransactions}
            empty={<Trans id="registered.empty">You have no registered transactions yet.</Trans>}
            testId="registered-list"
            emptyTestId="registered-empty"
          >
            {(item) => {
              const name = item.name;
              return (
                <ListRow
                  key={item.id}
                  align={{ base: 'start', md: 'center' }}
                  direction={{ base: 'column', md: 'row' }}
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
                      onClick={() => deletion.ask(item)}
                      aria-label={t({ id: 'registered.deleteLabel', message: `Delete ${name}` })}
                      data-testid="registered-delete"
                    >
                      <Trans id="common.delete">Delete</Trans>
                    </Button>
                  </HStack>
                </ListRow>
              );
            }}
          </ItemList>
        )}
      </QueryState>
      <ConfirmedDeleteDialogs
        state={deletion}
        title={<Trans id="registered.deleteTitle">Delete the registered transaction?</Trans>}
        body={<Trans id="registered.deleteBody">{doomedName} will be removed from your list.</Trans>}
      />
    </PageFrame>
  );
}
