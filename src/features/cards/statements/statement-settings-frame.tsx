import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { cardQueryOptions } from '../../../api/cards';
import { FormMessage } from '../../../components/form-message';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { SegmentTitle } from '../../../components/segment-title';
import type { CardDetail } from '../../../contract/cards';
import { CARD_PATHS } from '../card-paths';

export type SettingsSegment = 'statement-cutoff-date-update' | 'statement-sending-preference';

/** Back to the credit card's detail. */
export const useBackToCard = (cardId: string | undefined) => {
  const navigate = useNavigate();
  return () => void navigate({ to: CARD_PATHS.creditDetail as never, search: (cardId ? { cardId } : {}) as never });
};

/**
 * A statement setting's page: the card read from the bank, then the form for a main credit card
 * that is not cancelled or closed; any other card says why there is nothing to change.
 */
export function StatementSettingsFrame({
  cardId,
  segment,
  children,
}: {
  cardId: string | undefined;
  segment: SettingsSegment;
  children: (card: CardDetail) => ReactNode;
}) {
  const back = useBackToCard(cardId);
  const detail = useQuery({ ...cardQueryOptions(cardId ?? ''), enabled: cardId !== undefined });
  const title = <SegmentTitle segment={segment} />;
  if (cardId !== undefined && detail.data && usable(detail.data)) return <>{children(detail.data)}</>;
  return (
    <PageFrame title={title} onBack={back} testId={segment}>
      {cardId === undefined ? (
        <FormMessage testId="statement-settings-no-card">
          <Trans id="cardStatements.settings.noCard">Choose a credit card from your credit cards first.</Trans>
        </FormMessage>
      ) : (
        <QueryState query={detail} testId="statement-settings-card">
          {() => (
            <FormMessage testId="statement-settings-not-applicable">
              <Trans id="cardStatements.settings.notApplicable">
                Statement settings can only be changed on a main credit card that is in use.
              </Trans>
            </FormMessage>
          )}
        </QueryState>
      )}
    </PageFrame>
  );
}

const usable = (card: CardDetail): boolean =>
  card.kind === 'Credit' && card.status !== 'Cancelled' && card.status !== 'Closed' && card.cutoffDay !== null;
