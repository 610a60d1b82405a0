import { createFileRoute } from '@tanstack/react-router';
import { ProcessHistoryScreen } from '../../features/callcenter/process-history-screen';

export const Route = createFileRoute('/dashboard/process-history')({
  component: ProcessHistoryScreen,
});
