import { createFileRoute } from '@tanstack/react-router';
import { consentsQueryOptions } from '../../../api/other-banks';
import { OtherBanksScreen } from '../../../features/other-banks/other-banks-screen';

export const Route = createFileRoute('/dashboard/other-bank-access-permissions/')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(consentsQueryOptions()),
  component: OtherBanksScreen,
});
