import { createFileRoute } from '@tanstack/react-router';
import { VirtualLimitApproveScreen } from '../../../../../features/cards/virtual/virtual-approve-screens';

/** The approve step of a virtual card's new limit; the decision is kept in memory. */
export const Route = createFileRoute('/dashboard/credit-cards/virtual-credit-card/limit-update/approve')({
  component: VirtualLimitApproveScreen,
});
