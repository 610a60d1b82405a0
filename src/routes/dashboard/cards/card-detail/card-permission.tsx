import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { PermissionsScreen } from '../../../../features/cards/management/permissions-screen';

export const Route = createFileRoute('/dashboard/cards/card-detail/card-permission')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function DebitCardPermissionRoute() {
    return <PermissionsScreen area="debit" cardId={Route.useSearch().cardId} />;
  },
});
