import { Flex, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { cardsQueryOptions } from '../../../api/cards';
import { ListScreen } from '../../../components/list-screen';
import { LIVE_CARD_STATUSES, type CardDetail, type CardSummary } from '../../../contract/cards';
import { CardDetailScreen } from '../card-detail-screen';
import { CARD_STATUS_REASON_LABEL } from '../card-labels';
import { CardPageLink } from '../card-page-link';
import { detailPathOf } from '../card-paths';
import { CardRow } from '../card-row';
import { CardStatusBadge } from '../card-status-badge';
import type { CardArea } from '../management/management-kit';
import { StatementsSection } from '../statements/statements-section';

/** The CallCenter page of the customer's lost and stolen blocks (a CallCenter route only). */
export const LOST_STOLEN_PROCESSES_PATH = '/dashboard/lost-stolen-processes';

/** The cards of a detail tree: debit cards under cards, credit and virtual cards under credit cards. */
export const cardsOfArea = (cards: readonly CardSummary[], area: CardArea) =>
  cards.filter((card) => (area === 'debit' ? card.kind === 'Debit' : card.kind !== 'Debit'));

/** Whether an agent may block the card on the customer's word: a plastic card that is Active or Frozen. */
export const agentMayBlock = (card: Pick<CardSummary, 'kind' | 'status'>) =>
  card.kind !== 'Virtual' && (LIVE_CARD_STATUSES as readonly string[]).includes(card.status);

/**
 * CallCenter /dashboard/cards and /dashboard/credit-cards: every card of the caller of that kind, in
 * any state (a blocked card too, with its reason), each a link to its detail.
 */
export function AgentCardsScreen({ area }: { area: CardArea }) {
  const { i18n } = useLingui();
  return (
    <ListScreen
      segment={area === 'debit' ? 'cards' : 'credit-cards'}
      title={
        area === 'debit' ? (
          <Trans id="cc.cards.debitTitle">Customer's debit cards</Trans>
        ) : (
          <Trans id="cc.cards.creditTitle">Customer's credit cards</Trans>
        )
      }
      testId={area === 'debit' ? 'cc-cards' : 'cc-credit-cards'}
      prefix="cc-cards"
      query={useQuery(cardsQueryOptions())}
      items={(data) => cardsOfArea(data.cards, area)}
      empty={<Trans id="cc.cards.empty">The customer has no cards of this kind.</Trans>}
      row={(card) => (
        <CardRow key={card.id} card={card}>
          <Flex gap="2" align="center" wrap="wrap">
            <CardStatusBadge status={card.status} />
            {card.statusReason ? (
              <Text fontSize="sm" color="fg.muted" data-testid="card-status-reason">
                {i18n._(CARD_STATUS_REASON_LABEL[card.statusReason])}
              </Text>
            ) : null}
          </Flex>
        </CardRow>
      )}
    />
  );
}

/** What an agent may do for the card: block it as lost or stolen; a blocked card's process is on its own page. */
function AgentCardActions({ card }: { card: CardDetail }) {
  return (
    <Stack as="nav" gap="2" aria-labelledby="cc-card-actions-title" data-testid="card-actions">
      <Text as="h2" fontWeight="semibold" id="cc-card-actions-title">
        <Trans id="cc.cards.actions">What you can do for the customer</Trans>
      </Text>
      <Flex gap="2" wrap="wrap">
        {agentMayBlock(card) ? (
          <CardPageLink
            to={`${detailPathOf(card.kind)}/card-lost-stolen-report`}
            cardId={card.id}
            testId="action-lost-stolen"
            variant="solid"
          >
            <Trans id="cc.cards.block">Block as lost or stolen</Trans>
          </CardPageLink>
        ) : null}
        <CardPageLink to={LOST_STOLEN_PROCESSES_PATH} testId="to-lost-stolen-processes">
          <Trans id="cc.cards.processes">Lost/stolen processes</Trans>
        </CardPageLink>
      </Flex>
    </Stack>
  );
}

/**
 * CallCenter /dashboard/cards/card-detail and /dashboard/credit-cards/credit-card-detail (?cardId=):
 * the customer's card page (picture, credit figures, facts, virtual cards, transactions; a credit
 * card's past statements) with the agent's one act instead of the customer's management pages.
 */
export function AgentCardDetailScreen({ cardId, area }: { cardId: string | undefined; area: CardArea }) {
  return (
    <CardDetailScreen
      cardId={cardId}
      area={area}
      actions={(card) => <AgentCardActions card={card} />}
      extra={area === 'credit' ? (card) => <StatementsSection cardId={card.id} /> : undefined}
    />
  );
}
