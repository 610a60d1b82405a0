import { createFileRoute } from '@tanstack/react-router';
import { cardQueryOptions } from '../../../../api/cards';
import { CardIdSearchSchema } from '../../../../contract/card-transactions';
import { StatementCutoffScreen } from '../../../../features/cards/statements/statement-cutoff-screen';

export const Route = createFileRoute('/dashboard/credit-cards/credit-card-detail/statement-cutoff-date-update')({
  validateSearch: CardIdSearchSchema,
  loaderDeps: ({ search }) => ({ cardId: search.cardId }),
  loader: ({ context, deps }) => void (deps.cardId && context.queryClient.prefetchQuery(cardQueryOptions(deps.cardId))),
  component: function StatementCutoffRoute() {
    return <StatementCutoffScreen cardId={Route.useSearch().cardId} />;
  },
});
