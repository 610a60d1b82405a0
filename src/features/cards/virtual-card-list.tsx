import { Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Money } from '../../components/money';
import type { CardSummary } from '../../contract/cards';
import { lastFour } from './card-picture';
import { CardStatusBadge } from './card-status-badge';

/** A main credit card's virtual cards: each a link to its detail, its state and what is left of its own limit. */
export function VirtualCardList({ cards }: { cards: CardSummary[] }) {
  if (cards.length === 0) return null;
  return (
    <Stack gap="2" data-testid="virtual-cards">
      <Text fontSize="sm" fontWeight="semibold">
        <Trans id="cards.credit.virtualCards">Virtual cards</Trans>
      </Text>
      <Stack as="ul" gap="2" listStyleType="none">
        {cards.map((card) => {
          const last4 = lastFour(card.maskedNumber);
          return (
            <HStack as="li" key={card.id} gap="3" wrap="wrap" data-testid="virtual-card-row" data-card-id={card.id}>
              <ChakraLink asChild fontWeight="semibold">
                <Link to="/dashboard/credit-cards/credit-card-detail" search={{ cardId: card.id }}>
                  {card.nickname ?? card.productName} <Trans id="cards.credit.endingIn">ending in {last4}</Trans>
                </Link>
              </ChakraLink>
              <CardStatusBadge status={card.status} testId="virtual-card-status" />
              {card.availableLimit !== null && card.limit !== null ? (
                <Text fontSize="sm" color="fg.muted">
                  <Trans id="cards.credit.virtualLimit">
                    Available <Money amount={card.availableLimit} /> of <Money amount={card.limit} />
                  </Trans>
                </Text>
              ) : null}
            </HStack>
          );
        })}
      </Stack>
    </Stack>
  );
}
