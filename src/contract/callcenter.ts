import * as v from 'valibot';

/** `GET /api/CallCenter/Agent`: the agent the X-Agent-Token belongs to. */
export const AgentSchema = v.object({ agentId: v.string(), name: v.string() });
export type Agent = v.InferOutput<typeof AgentSchema>;
