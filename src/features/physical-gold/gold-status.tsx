import { Badge } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { GoldOrderStatus } from '../../contract/physical-gold';

export const GOLD_STATUS_TEXT: Record<GoldOrderStatus, MessageDescriptor> = {
  Ordered: msg({ id: 'gold.status.ordered', message: 'Ordered' }),
  Prepared: msg({ id: 'gold.status.prepared', message: 'Prepared' }),
  Shipped: msg({ id: 'gold.status.shipped', message: 'Shipped' }),
  Delivered: msg({ id: 'gold.status.delivered', message: 'Delivered' }),
};

/** An order's status as a small chip with text. */
export function GoldStatusChip({ status, testId }: { status: GoldOrderStatus; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={status === 'Delivered' ? 'green' : 'blue'} data-testid={testId}>
      {i18n._(GOLD_STATUS_TEXT[status])}
    </Badge>
  );
}
