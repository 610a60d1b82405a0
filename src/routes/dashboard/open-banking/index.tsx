import { createFileRoute } from '@tanstack/react-router';
import { consentsQueryOptions } from '../../../api/open-banking';
import { ConsentsScreen } from '../../../features/open-banking/consents-screen';

export const Route = createFileRoute('/dashboard/open-banking/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(consentsQueryOptions()),
  component: ConsentsScreen,
});
