import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyEmailScreen } from '../features/auth/verify-email-screen';

/** The e-mail link: `/verify?token=...` (the token's own rules are checked by VerifyEmailSchema on the server). */
const SearchSchema = v.object({ token: v.fallback(v.string(), '') });

export const Route = createFileRoute('/verify')({
  validateSearch: SearchSchema,
  component: RouteComponent,
});

function RouteComponent() {
  const { token } = Route.useSearch();
  return <VerifyEmailScreen token={token} />;
}
