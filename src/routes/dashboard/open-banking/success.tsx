import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConsentSuccessScreen } from '../../../features/open-banking/consent-success-screen';

/** The consent's id; anything else falls back to none (the page says so). */
const SearchSchema = v.object({
  consent: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/i))), undefined),
});

export const Route = createFileRoute('/dashboard/open-banking/success')({
  validateSearch: SearchSchema,
  component: function OpenBankingSuccessRoute() {
    return <ConsentSuccessScreen consentId={Route.useSearch().consent ?? ''} kind="AIS" />;
  },
});
