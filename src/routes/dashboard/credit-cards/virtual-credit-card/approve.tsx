import { createFileRoute } from '@tanstack/react-router';
import { CreateVirtualApproveScreen } from '../../../../features/cards/virtual/virtual-approve-screens';

/** The approve step of a new virtual card; the decision is kept in memory (a reload goes back to the form). */
export const Route = createFileRoute('/dashboard/credit-cards/virtual-credit-card/approve')({
  component: CreateVirtualApproveScreen,
});
