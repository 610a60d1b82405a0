import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Money } from '../../components/money';
import type { CardSummary } from '../../contract/cards';
import { formatDate } from '../../contract/date-text';
import { useLanguage } from '../../lib/use-language';

function Figure({
  label,
  children,
  testId,
  large,
}: {
  label: ReactNode;
  children: ReactNode;
  testId: string;
  large?: boolean;
}) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={large ? '2xl' : 'md'} fontWeight={large ? 'bold' : 'semibold'} data-testid={testId}>
        {children}
      </Text>
    </Box>
  );
}

/** A credit (or virtual) card's figures, the one the customer came for first: available limit, then limit, debts and due date. */
export function CreditFigures({ card }: { card: CardSummary }) {
  const language = useLanguage();
  return (
    <SimpleGrid columns={{ base: 2, md: 3 }} gap="4" data-testid="credit-figures">
      {card.availableLimit !== null ? (
        <Figure label={<Trans id="cards.figures.available">Available limit</Trans>} testId="card-available" large>
          <Money amount={card.availableLimit} currency={card.currency} />
        </Figure>
      ) : null}
      {card.periodDebt !== null ? (
        <Figure label={<Trans id="cards.figures.periodDebt">Period debt</Trans>} testId="card-period-debt" large>
          <Money amount={card.periodDebt} currency={card.currency} />
        </Figure>
      ) : null}
      {card.dueDate !== null ? (
        <Figure label={<Trans id="cards.figures.dueDate">Due date</Trans>} testId="card-due-date" large>
          {formatDate(card.dueDate, language)}
        </Figure>
      ) : null}
      {card.limit !== null ? (
        <Figure label={<Trans id="cards.figures.limit">Limit</Trans>} testId="card-limit">
          <Money amount={card.limit} currency={card.currency} />
        </Figure>
      ) : null}
      {card.minimumPayment !== null ? (
        <Figure label={<Trans id="cards.figures.minimum">Minimum payment</Trans>} testId="card-minimum">
          <Money amount={card.minimumPayment} currency={card.currency} />
        </Figure>
      ) : null}
      {card.currentDebt !== null ? (
        <Figure label={<Trans id="cards.figures.currentDebt">Current debt</Trans>} testId="card-current-debt">
          <Money amount={card.currentDebt} currency={card.currency} />
        </Figure>
      ) : null}
    </SimpleGrid>
  );
}
