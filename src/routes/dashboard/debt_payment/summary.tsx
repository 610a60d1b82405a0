import { createFileRoute } from '@tanstack/react-router';
import { OwnCardDebtSummaryScreen } from '../../../features/card-debt/own-card-debt-summary-screen';

/** The summary-confirm step of paying one's own credit card; the payment itself is kept in memory. */
export const Route = createFileRoute('/dashboard/debt_payment/summary')({
  component: OwnCardDebtSummaryScreen,
});
