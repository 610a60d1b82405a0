import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { StatementPreferenceScreen } from '../../../../features/cards/statements/statement-preference-screen';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/statement-sending-preference')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function StatementPreferenceRoute() {
    return <StatementPreferenceScreen cardId={Route.useSearch().cardId} />;
  },
});
