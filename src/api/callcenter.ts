import { queryOptions } from '@tanstack/react-query';
import { AgentSchema } from '../contract/callcenter';
import { serviceRequest } from './http';

/** `GET /CallCenter/Agent`: the agent whose token the worker holds. */
export const fetchAgent = () => serviceRequest('/CallCenter/Agent', AgentSchema);

export const callCenterKeys = {
  all: ['callcenter'] as const,
  agent: () => [...callCenterKeys.all, 'agent'] as const,
};

export const agentQueryOptions = () =>
  queryOptions({ queryKey: callCenterKeys.agent(), queryFn: fetchAgent, staleTime: Number.POSITIVE_INFINITY });
