import { Flex, Heading, Spinner, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cardQueryOptions } from '../../api/cards';
import { FormMessage } from '../../components/form-message';
import { PageFrame } from '../../components/page-frame';
import { SegmentTitle } from '../../components/segment-title';
import type { CardDetail } from '../../contract/cards';
import { errorText } from '../../lib/api-error';
import { GENERIC_ERROR } from '../../lib/issue-messages';
import { CardActions } from './card-actions';
import { CardFacts } from './card-facts';
import { CARD_PATHS } from './card-paths';
import { CardPicture } from './card-picture';
import { CardTransactionsSection } from './card-transactions-section';
import { CreditFigures } from './credit-figures';
import { VirtualCardList } from './virtual-card-list';

const NOT_FOUND = msg({ id: 'cards.detail.notFound', message: 'The card was not found.' });

export interface CardDetailScreenProps {
  cardId: string | undefined;
  /** Which tree the page sits in: my (debit) cards, or credit cards (a main or a virtual card). */
  area: 'debit' | 'credit';
  /** A credit card's past statements, a virtual card's reveal: other parts' sections placed by the route. */
  extra?: (card: CardDetail) => ReactNode;
  /** What the page offers for the card; the customer's own management pages by default (a CallCenter agent's are fewer). */
  actions?: (card: CardDetail) => ReactNode;
}

/**
 * /dashboard/cards/card-detail and /dashboard/credit-cards/credit-card-detail (?cardId=): the card's
 * picture, a credit card's figures first, its actions, its facts, its virtual cards and transactions.
 */
export function CardDetailScreen({ cardId, area, extra, actions }: CardDetailScreenProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const detail = useQuery({ ...cardQueryOptions(cardId ?? ''), enabled: cardId !== undefined });
  const back = () => void navigate({ to: area === 'debit' ? CARD_PATHS.myCards : CARD_PATHS.creditCards });
  const segment = area === 'debit' ? 'card-detail' : 'credit-card-detail';
  return (
    <PageFrame title={<SegmentTitle segment={segment} />} onBack={back} testId="card-detail">
      {cardId === undefined || detail.isError ? (
        <FormMessage testId="card-detail-error">
          {errorText(detail.error) ?? i18n._(cardId === undefined ? NOT_FOUND : GENERIC_ERROR)}
        </FormMessage>
      ) : detail.isPending ? (
        <Flex justify="center" padding="8" data-testid="card-detail-loading">
          <Spinner size="lg" color="brand.solid" />
        </Flex>
      ) : (
        <Stack gap="8">
          <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align={{ base: 'stretch', lg: 'start' }}>
            <CardPicture card={detail.data} />
            <Stack gap="5" flex="1" minWidth="0">
              {detail.data.kind !== 'Debit' ? <CreditFigures card={detail.data} /> : null}
              {actions ? actions(detail.data) : <CardActions card={detail.data} />}
            </Stack>
          </Flex>
          <Stack as="section" gap="3" aria-labelledby="card-facts-title">
            <Heading as="h2" size="md" id="card-facts-title">
              <Trans id="cards.detail.factsTitle">Card information</Trans>
            </Heading>
            <CardFacts card={detail.data} />
          </Stack>
          {detail.data.virtualCards.length > 0 ? <VirtualCardList cards={detail.data.virtualCards} /> : null}
          {extra?.(detail.data)}
          <CardTransactionsSection cardId={detail.data.id} kind={detail.data.kind} />
        </Stack>
      )}
    </PageFrame>
  );
}
