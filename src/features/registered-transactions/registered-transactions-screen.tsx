import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  deleteRegisteredTransaction,
  registeredTransactionKeys,
  registeredTransactionsQueryOptions,
} from '../../api/registered-transactions';
import { DeleteButton } from '../../components/delete-button';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import { Money } from '../../components/money';
import type { RegisteredTransaction } from '../../contract/registered-transactions';
import { targetSummary, USE_ROUTE } from './target-text';

/** /dashboard/registered-transactions: saved recipients and between-accounts pairs: use, edit, delete (list kit). */
export function RegisteredTransactionsScreen() {
  const { t, i18n } = useLingui();
  return (
    <ListScreen
      segment="registered-transactions"
      prefix="registered"
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
      query={useQuery(registeredTransactionsQueryOptions())}
      items={(data) => data.recordedTransactions}
      empty={<Trans id="registered.empty">You have no registered transactions yet.</Trans>}
      deletion={{
        call: (item: RegisteredTransaction, key) => deleteRegisteredTransaction(item.id, key),
        invalidates: [registeredTransactionKeys.all],
        deletedText: t({ id: 'registered.deleted', message: 'The registered transaction is deleted.' }),
        title: <Trans id="registered.deleteTitle">Delete the registered transaction?</Trans>,
        body: ({ name }) => <Trans id="registered.deleteBody">{name} will be removed from your list.</Trans>,
      }}
      row={(item, ask) => {
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
                <Link to={USE_ROUTE[item.target.mode]} search={{ registered: item.id }}>
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
              <DeleteButton
                onClick={() => ask(item)}
                label={t({ id: 'registered.deleteLabel', message: `Delete ${name}` })}
                testId="registered-delete"
              />
            </HStack>
          </ListRow>
        );
      }}
    />
  );
}
