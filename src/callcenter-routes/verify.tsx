import { createFileRoute } from '@tanstack/react-router';
import { VerifySearchSchema } from '../contract/callcenter-entry';
import { VerifyScreen } from '../features/callcenter/verify-screen';

export const Route = createFileRoute('/verify')({
  validateSearch: VerifySearchSchema,
  component: VerifyRoute,
});

function VerifyRoute() {
  return <VerifyScreen search={Route.useSearch()} />;
}
