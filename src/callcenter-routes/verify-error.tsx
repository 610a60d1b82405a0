import { createFileRoute } from '@tanstack/react-router';
import { VerifyErrorScreen } from '../features/callcenter/verify-error-screen';

export const Route = createFileRoute('/verify-error')({
  component: VerifyErrorScreen,
});
