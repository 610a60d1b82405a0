import { createFileRoute } from '@tanstack/react-router';
import { GoldSummaryScreen } from '../../../features/physical-gold/gold-summary-screen';

export const Route = createFileRoute('/dashboard/physical-gold/summary')({
  component: GoldSummaryScreen,
});
