import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { contactRequestsQueryOptions } from '../../api/contact';
import { MyRequestsScreen } from '../../features/contact/my-requests-screen';

/** `?sent=<id>`: the request just sent (its reference and deadline shown on top). */
const SearchSchema = v.object({ sent: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined) });

export const Route = createFileRoute('/dashboard/contact_us_my_requests')({
  validateSearch: SearchSchema,
  loader: ({ context }) => void context.queryClient.prefetchQuery(contactRequestsQueryOptions()),
  component: function MyRequestsRoute() {
    const { sent } = Route.useSearch();
    return <MyRequestsScreen sent={sent} />;
  },
});
