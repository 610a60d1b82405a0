import { createFileRoute } from '@tanstack/react-router';
import { cardApplicationsQueryOptions } from '../../../../api/card-applications';
import { CreditApplicationScreen } from '../../../../features/cards/applications/credit-application-screen';

export const Route = createFileRoute('/dashboard/card-application/credit-card-application/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(cardApplicationsQueryOptions()),
  component: CreditApplicationScreen,
});
