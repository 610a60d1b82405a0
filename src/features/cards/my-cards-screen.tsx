import { HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardsQueryOptions } from '../../api/cards';
import { ListScreen } from '../../components/list-screen';
import { LIVE_CARD_STATUSES, type CardSummary } from '../../contract/cards';
import { CardPageLink } from './card-page-link';
import { CARD_PATHS } from './card-paths';
import { CardRow } from './card-row';

const isLive = (card: CardSummary) => (LIVE_CARD_STATUSES as readonly string[]).includes(card.status);

/** The customer's debit cards that can be used or unfrozen (Active, Frozen). */
export const liveDebitCards = (cards: readonly CardSummary[]) =>
  cards.filter((card) => card.kind === 'Debit' && isLive(card));

/** /dashboard/cards: my debit cards (picture, state, linked account, a link to the detail); disabled cards and applying on the side. */
export function MyCardsScreen() {
  return (
    <ListScreen
      segment="cards"
      testId="my-cards"
      prefix="my-cards"
      titleEnd={
        <HStack gap="3" wrap="wrap">
          <CardPageLink to={CARD_PATHS.disabled} testId="to-disabled-cards" variant="ghost">
            <Trans id="cards.list.disabledLink">Closed cards</Trans>
          </CardPageLink>
          <CardPageLink to={CARD_PATHS.debitApplication} testId="apply-debit-card">
            <Trans id="cards.list.applyDebit">Apply for a debit card</Trans>
          </CardPageLink>
        </HStack>
      }
      query={useQuery(cardsQueryOptions())}
      items={(data) => liveDebitCards(data.cards)}
      empty={
        <Trans id="cards.list.emptyDebit">
          You have no debit card yet. A debit card spends from your account: apply for one with the button above.
        </Trans>
      }
      row={(card) => (
        <CardRow key={card.id} card={card}>
          {card.status === 'Frozen' ? (
            <Text fontSize="sm" data-testid="card-frozen-note">
              <Trans id="cards.list.frozenNote">Frozen: every transaction is declined until you unfreeze it.</Trans>
            </Text>
          ) : null}
        </CardRow>
      )}
    />
  );
}
