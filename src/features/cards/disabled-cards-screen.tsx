import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardQueryOptions, cardsQueryOptions } from '../../api/cards';
import { ListScreen } from '../../components/list-screen';
import { LIVE_CARD_STATUSES, type CardSummary } from '../../contract/cards';
import { formatDate } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';
import { CARD_KIND_LABEL, CARD_STATUS_REASON_LABEL } from './card-labels';
import { CardPageLink } from './card-page-link';
import { CARD_PATHS } from './card-paths';
import { CardRow } from './card-row';

/** Every card that can no longer be used: Blocked, Cancelled, Closed (any kind). */
export const disabledCards = (cards: readonly CardSummary[]) =>
  cards.filter((card) => !(LIVE_CARD_STATUSES as readonly string[]).includes(card.status));

/** When the card left Active: the card's detail says (read per card; a customer has few such cards). */
function StatusDate({ cardId }: { cardId: string }) {
  const language = useLanguage();
  const detail = useQuery(cardQueryOptions(cardId));
  const at = detail.data?.statusChangedAt;
  if (!at) return null;
  const date = formatDate(at, language);
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="card-status-date">
      <Trans id="cards.disabled.since">Since {date}</Trans>
    </Text>
  );
}

/** /dashboard/cards/my_cards_disabled: blocked, cancelled and closed cards with the reason and the date. */
export function DisabledCardsScreen() {
  const { i18n } = useLingui();
  return (
    <ListScreen
      segment="my_cards_disabled"
      testId="disabled-cards"
      prefix="disabled-cards"
      titleEnd={
        <CardPageLink to={CARD_PATHS.debitApplication} testId="apply-debit-card">
          <Trans id="cards.list.applyDebit">Apply for a debit card</Trans>
        </CardPageLink>
      }
      intro={
        <Text color="fg.muted">
          <Trans id="cards.disabled.intro">
            These cards decline every transaction. A blocked card is never opened again: a replacement is a new card.
          </Trans>
        </Text>
      }
      query={useQuery(cardsQueryOptions())}
      items={(data) => disabledCards(data.cards)}
      empty={<Trans id="cards.disabled.empty">You have no blocked, cancelled or closed cards.</Trans>}
      row={(card) => (
        <CardRow key={card.id} card={card}>
          <Text fontSize="sm" data-testid="card-kind-text">
            {i18n._(CARD_KIND_LABEL[card.kind])}
          </Text>
          {card.statusReason ? (
            <Text fontSize="sm" data-testid="card-status-reason" data-reason={card.statusReason}>
              {i18n._(CARD_STATUS_REASON_LABEL[card.statusReason])}
            </Text>
          ) : null}
          <StatusDate cardId={card.id} />
        </CardRow>
      )}
    />
  );
}
