import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConsentDecisionScreen } from '../../../features/open-banking/consent-decision-screen';

/** The consent's id; anything else falls back to none (the page says so). */
const SearchSchema = v.object({
  consent: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/i))), undefined),
});

export const Route = createFileRoute('/dashboard/open-banking/transfer')({
  validateSearch: SearchSchema,
  component: function OpenBankingTransferRoute() {
    return <ConsentDecisionScreen consentId={Route.useSearch().consent ?? ''} kind="PIS" />;
  },
});
