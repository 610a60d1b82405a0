import { createFileRoute } from '@tanstack/react-router';
import { CardDebtSummaryScreen } from '../../../features/card-debt/card-debt-summary-screen';

/** The summary-confirm step of a card debt payment; the payment itself is kept in memory. */
export const Route = createFileRoute('/dashboard/pay-another-card-debt/summary')({
  component: CardDebtSummaryScreen,
});
