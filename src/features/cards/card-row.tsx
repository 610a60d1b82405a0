import { Link as ChakraLink, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListRow } from '../../components/list-row';
import type { CardSummary } from '../../contract/cards';
import { CardPicture } from './card-picture';
import { detailPathOf } from './card-paths';

/** The card's name as the link to its detail (the nickname when the customer gave one). */
export function CardDetailLink({ card }: { card: CardSummary }) {
  return (
    <ChakraLink asChild fontWeight="semibold" data-testid="card-detail-link">
      {/* `never`: the detail's path depends on the card's kind (see card-page-link.tsx). */}
      <Link to={detailPathOf(card.kind) as never} search={{ cardId: card.id } as never}>
        {card.nickname ?? card.productName}
      </Link>
    </ChakraLink>
  );
}

/** One card of a list: its picture, its name (a link to the detail), then what the list shows of it. */
export function CardRow({ card, children }: { card: CardSummary; children?: ReactNode }) {
  const account = card.accountNumber;
  return (
    <ListRow
      data-testid="card-row"
      data-card-id={card.id}
      data-kind={card.kind}
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      gap="5"
    >
      <CardPicture card={card} />
      <Stack gap="2" flex="1" minWidth="0">
        <Flex gap="2" align="center" wrap="wrap">
          <CardDetailLink card={card} />
        </Flex>
        {account ? (
          <Text fontSize="sm" color="fg.muted" data-testid="card-account">
            {card.kind === 'Debit' ? (
              <Trans id="cards.row.linkedAccount">Account {account}</Trans>
            ) : (
              <Trans id="cards.row.paymentAccount">Payment account {account}</Trans>
            )}
          </Text>
        ) : null}
        {children}
      </Stack>
    </ListRow>
  );
}
