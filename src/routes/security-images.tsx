import { createFileRoute } from '@tanstack/react-router';
import { SecurityImagesScreen } from '../features/auth/security-images-screen';
import { requireTwoFactor } from '../lib/route-guards';

export const Route = createFileRoute('/security-images')({
  beforeLoad: ({ context }) => requireTwoFactor(context.auth),
  component: SecurityImagesScreen,
});
