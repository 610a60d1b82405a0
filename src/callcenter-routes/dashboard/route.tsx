import { createFileRoute } from '@tanstack/react-router';
import { agentQueryOptions } from '../../api/callcenter';
import { AgentLayoutScreen } from '../../features/callcenter/agent-layout-screen';
import { requireAgent } from '../../lib/route-guards';

export const Route = createFileRoute('/dashboard')({
  beforeLoad: () => requireAgent(),
  loader: ({ context }) => context.queryClient.ensureQueryData(agentQueryOptions()),
  component: AgentLayoutScreen,
});
