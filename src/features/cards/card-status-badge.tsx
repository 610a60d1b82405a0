import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { CardStatus } from '../../contract/cards';
import { CARD_STATUS_LABEL, CARD_STATUS_PALETTE } from './card-labels';

/** A card's state as a small chip with its word (one palette for every card page). */
export function CardStatusBadge({ status, testId = 'card-status' }: { status: CardStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={CARD_STATUS_PALETTE[status]} variant="subtle" data-testid={testId} data-status={status}>
      {i18n._(CARD_STATUS_LABEL[status])}
    </Badge>
  );
}
