import { createFileRoute } from '@tanstack/react-router';
import { branchesQueryOptions } from '../../api/contact';
import { ContactUsScreen } from '../../features/contact/contact-us-screen';

export const Route = createFileRoute('/dashboard/contact-us')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(branchesQueryOptions()),
  component: ContactUsScreen,
});
