import { CardDetailScreen } from './card-detail-screen';
import { StatementsSection } from './statements/statements-section';
import { RevealCard } from './virtual/reveal-card';

/**
 * /dashboard/credit-cards/credit-card-detail?cardId=: a main credit card or a virtual card, with the
 * past statements (a virtual card's are its main card's) and, on a live virtual card, "show card
 * details" (the reveal under a fresh code).
 */
export function CreditCardDetailScreen({ cardId }: { cardId: string | undefined }) {
  return (
    <CardDetailScreen
      cardId={cardId}
      area="credit"
      extra={(card) => (
        <>
          {card.kind === 'Virtual' && card.status === 'Active' ? <RevealCard cardId={card.id} /> : null}
          <StatementsSection cardId={card.id} />
        </>
      )}
    />
  );
}
