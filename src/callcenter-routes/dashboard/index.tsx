import { createFileRoute } from '@tanstack/react-router';
import { AgentHomeScreen } from '../../features/callcenter/agent-home-screen';

export const Route = createFileRoute('/dashboard/')({
  component: AgentHomeScreen,
});
