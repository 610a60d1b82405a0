import { createFileRoute } from '@tanstack/react-router';
import { DebitApplicationApproveScreen } from '../../../../features/cards/applications/application-approve-screens';

/** The approve step of a debit card application; the decision is kept in memory. */
export const Route = createFileRoute('/dashboard/card-application/debit-card-application/approve')({
  component: DebitApplicationApproveScreen,
});
