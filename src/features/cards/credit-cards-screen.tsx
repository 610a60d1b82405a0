import { HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardsQueryOptions } from '../../api/cards';
import { ListScreen } from '../../components/list-screen';
import { LIVE_CARD_STATUSES, type CardSummary } from '../../contract/cards';
import { CardPageLink } from './card-page-link';
import { CARD_PATHS } from './card-paths';
import { CardRow } from './card-row';
import { CreditFigures } from './credit-figures';
import { VirtualCardList } from './virtual-card-list';

const isLive = (card: CardSummary) => (LIVE_CARD_STATUSES as readonly string[]).includes(card.status);

/** The live main credit cards, each with its virtual cards (live ones). */
export const creditCardsWithVirtual = (cards: readonly CardSummary[]) =>
  cards
    .filter((card) => card.kind === 'Credit' && isLive(card))
    .map((card) => ({
      card,
      virtual: cards.filter((other) => other.kind === 'Virtual' && other.parentCardId === card.id && isLive(other)),
    }));

/** /dashboard/credit-cards: my credit cards (limit, available limit, period debt, minimum, due date) and their virtual cards. */
export function CreditCardsScreen() {
  return (
    <ListScreen
      segment="credit-cards"
      testId="credit-cards"
      prefix="credit-cards"
      titleEnd={
        <CardPageLink to={CARD_PATHS.creditApplication} testId="apply-credit-card">
          <Trans id="cards.list.applyCredit">Apply for a credit card</Trans>
        </CardPageLink>
      }
      query={useQuery(cardsQueryOptions())}
      items={(data) => creditCardsWithVirtual(data.cards)}
      empty={
        <Trans id="cards.list.emptyCredit">You have no credit card yet. Apply for one with the button above.</Trans>
      }
      row={({ card, virtual }) => (
        <CardRow key={card.id} card={card}>
          <CreditFigures card={card} />
          <HStack gap="3" wrap="wrap">
            <CardPageLink to={CARD_PATHS.debtPayment} cardId={card.id} testId="pay-debt" variant="solid">
              <Trans id="cards.action.payDebt">Pay the debt</Trans>
            </CardPageLink>
          </HStack>
          <VirtualCardList cards={virtual} />
        </CardRow>
      )}
    />
  );
}
