import { createFileRoute, notFound } from '@tanstack/react-router';
import { ComponentTestScreen } from '../../features/dev-tools/component-test-screen';

/** Development builds only: production answers 404 and the screen is not in its bundle. */
export const Route = createFileRoute('/dashboard/component-test')({
  beforeLoad: () => {
    if (!import.meta.env.DEV) throw notFound();
  },
  component: import.meta.env.DEV ? ComponentTestScreen : () => null,
});
