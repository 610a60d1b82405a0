import { createFileRoute } from '@tanstack/react-router';
import { redirectFromRoot } from '../lib/route-guards';

export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => redirectFromRoot(context.auth),
});
