import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cardKeys, cardQueryOptions } from '../../../api/cards';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import { showSnackbar } from '../../../components/snackbar';
import { LIVE_CARD_STATUSES, type CardDetail } from '../../../contract/cards';
import { changeAppliesTo, type CardChange, type CardChangeResult } from '../../../contract/cards-management';
import type { Segment } from '../../../lib/breadcrumb';
import { CardPicture } from '../card-picture';
import { CARD_PATHS } from '../card-paths';

/** Which detail tree a management page sits under: my debit cards or my credit cards (and their virtual cards). */
export type CardArea = 'debit' | 'credit';

export const detailPath = (area: CardArea) => (area === 'debit' ? CARD_PATHS.debitDetail : CARD_PATHS.creditDetail);

/** A management sub-page of a card's detail: `/dashboard/cards/card-detail/<sub>`. */
export const subPath = (area: CardArea, sub: string) => `${detailPath(area)}/${sub}`;

export interface ManagedPageProps {
  area: CardArea;
  cardId: string | undefined;
}

/** Back to the card's detail page. */
export const useBackToCard = (area: CardArea, cardId: string | undefined) => {
  const navigate = useNavigate();
  return () =>
    void navigate(
      cardId
        ? { to: detailPath(area), search: { cardId } }
        : { to: area === 'debit' ? CARD_PATHS.myCards : CARD_PATHS.creditCards },
    );
};

/**
 * After a change: the card's detail as the bank answered it goes into the query cache, every card
 * query is read again, a snackbar says what was done (unless the code dialog's own did: pass null)
 * and the page goes back to the detail.
 */
export const useCardChangeDone = (area: CardArea) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (result: CardChangeResult, message: string | null, goBack = true) => {
    queryClient.setQueryData(cardKeys.one(result.card.id), result.card);
    void queryClient.invalidateQueries({ queryKey: cardKeys.all });
    if (message) showSnackbar(message);
    if (goBack) void navigate({ to: detailPath(area), search: { cardId: result.card.id } });
  };
};

/** The card the page changes, drawn as a card (BIN + last 4 only). */
export function CardHeader({ card }: { card: CardDetail }) {
  return <CardPicture card={card} testId="managed-card" />;
}

interface ManagedCardProps extends ManagedPageProps {
  segment: Segment;
  /** The changes the page makes: it shows them only when one applies to the card (its kind, its state). */
  changes: readonly CardChange[];
  /** The states the page works on (Active and Frozen by default). */
  states?: readonly CardDetail['status'][];
  children: (card: CardDetail) => ReactNode;
}

/**
 * A management page's frame while the card loads, and when the page does not apply to it: a virtual
 * card (only a freeze, its name and a cancellation), or a card that is blocked, cancelled or closed.
 */
export function ManagedCard({
  area,
  cardId,
  segment,
  changes,
  states = LIVE_CARD_STATUSES,
  children,
}: ManagedCardProps) {
  const query = useQuery({ ...cardQueryOptions(cardId ?? ''), enabled: Boolean(cardId) });
  const back = useBackToCard(area, cardId);
  if (!cardId) return <Navigate to={area === 'debit' ? CARD_PATHS.myCards : CARD_PATHS.creditCards} replace />;
  if (query.data) {
    const card = query.data;
    const applies = changes.some((change) => changeAppliesTo(change, card.kind));
    if (applies && states.includes(card.status)) return <>{children(card)}</>;
    return (
      <PageFrame
        title={<SegmentTitle segment={segment} />}
        onBack={back}
        testId="card-change-unavailable"
        actions={
          <Button onClick={back} data-testid="back-to-card">
            <Trans id="cardMgmt.backToCard">Back to the card</Trans>
          </Button>
        }
      >
        <Stack gap="4">
          <CardHeader card={card} />
          <Text data-testid="card-change-unavailable-text">
            {applies ? (
              <Trans id="cardMgmt.notLive">This card is blocked, cancelled or closed, so it cannot be changed.</Trans>
            ) : (
              <Trans id="cardMgmt.notForVirtual">
                A virtual card can only be frozen, named or cancelled; its other settings follow its main card.
              </Trans>
            )}
          </Text>
        </Stack>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={<SegmentTitle segment={segment} />} onBack={back} testId="managed-card-loading">
      <QueryState query={query} testId="managed-card">
        {() => null}
      </QueryState>
    </PageFrame>
  );
}
