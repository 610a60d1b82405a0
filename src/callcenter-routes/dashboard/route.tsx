import { createFileRoute } from '@tanstack/react-router';
import { agentQueryOptions, callQueryOptions } from '../../api/callcenter';
import { AgentLayoutScreen } from '../../features/callcenter/agent-layout-screen';
import { requireAgent } from '../../lib/route-guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => requireAgent(),
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(agentQueryOptions()),
      context.queryClient.ensureQueryData(callQueryOptions()),
    ]),
  component: AgentLayoutScreen,
});
