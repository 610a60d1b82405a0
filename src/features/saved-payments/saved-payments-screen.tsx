import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deleteSavedPayment, savedPaymentKeys, savedPaymentsQueryOptions } from '../../api/saved-payments';
import { DeleteButton } from '../../components/delete-button';
import { ListRow } from '../../components/list-row';
import { ListScreen } from '../../components/list-screen';
import type { SavedPayment } from '../../contract/saved-payments';
import { savedTargetText } from './saved-payment-text';

/** /dashboard/saved-transactions: saved bill subscriptions and cards: open (query and pay), edit, delete (list kit). */
export function SavedPaymentsScreen() {
  const { t, i18n } = useLingui();
  return (
    <ListScreen
      segment="saved-transactions"
      prefix="saved"
      titleEnd={
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" data-testid="saved-add-bill">
            <Link to="/dashboard/bill-payment">
              <Trans id="savedPayments.addBill">Pay a bill</Trans>
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline" data-testid="saved-add-card">
            <Link to="/dashboard/pay-another-card-debt">
              <Trans id="savedPayments.addCard">Pay a card debt</Trans>
            </Link>
          </Button>
        </HStack>
      }
      query={useQuery(savedPaymentsQueryOptions())}
      items={(data) => data.savedPayments}
      empty={
        <Trans id="savedPayments.empty">
          You have no saved payments yet. After paying a bill or a card, save it to pay it again in one step.
        </Trans>
      }
      deletion={{
        call: (item: SavedPayment, key) => deleteSavedPayment(item.id, key),
        invalidates: [savedPaymentKeys.all],
        deletedText: t({ id: 'savedPayments.deleted', message: 'The saved payment is deleted.' }),
        title: <Trans id="savedPayments.deleteTitle">Delete the saved payment?</Trans>,
        body: ({ nickname }) => <Trans id="savedPayments.deleteBody">{nickname} will be removed from your list.</Trans>,
      }}
      row={(item, ask) => {
        const nickname = item.nickname;
        return (
          <ListRow
            key={item.id}
            align={{ base: 'start', md: 'center' }}
            direction={{ base: 'column', md: 'row' }}
            data-testid="saved-row"
            data-name={item.nickname}
          >
            <Box minWidth="0">
              <Text fontWeight="semibold" data-testid="saved-name">
                {item.nickname}
              </Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word" data-testid="saved-target">
                {savedTargetText(i18n, item)}
              </Text>
            </Box>
            <HStack gap="2" wrap="wrap">
              <Button asChild size="sm" data-testid="saved-open">
                <Link to="/dashboard/saved-transactions/detail" search={{ id: item.id }}>
                  <Trans id="savedPayments.open">Query and pay</Trans>
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline" data-testid="saved-edit">
                <Link to="/dashboard/saved-transactions/update" search={{ id: item.id }}>
                  <Trans id="savedPayments.edit">Edit</Trans>
                </Link>
              </Button>
              <DeleteButton
                onClick={() => ask(item)}
                label={t({ id: 'savedPayments.deleteLabel', message: `Delete ${nickname}` })}
                testId="saved-delete"
              />
            </HStack>
          </ListRow>
        );
      }}
    />
  );
}
