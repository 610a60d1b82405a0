import { createFileRoute } from '@tanstack/react-router';
import { CreditApplicationApproveScreen } from '../../../../features/cards/applications/application-approve-screens';

/** The approve step of a credit card application; the decision is kept in memory. */
export const Route = createFileRoute('/dashboard/card-application/credit-card-application/approve')({
  component: CreditApplicationApproveScreen,
});
