import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { PermissionsScreen } from '../../../../features/cards/management/permissions-screen';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/card-permission')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function CreditCardPermissionRoute() {
    return <PermissionsScreen area="credit" cardId={Route.useSearch().cardId} />;
  },
});
