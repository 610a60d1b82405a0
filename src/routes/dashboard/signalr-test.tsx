import { createFileRoute, notFound } from '@tanstack/react-router';
import { SignalrTestScreen } from '../../features/dev-tools/signalr-test-screen';

/** Development builds only: production answers 404 and the screen is not in its bundle. */
export const Route = createFileRoute('/dashboard/signalr-test')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  component: import.meta.env.DEV ? SignalrTestScreen : () => null,
});
