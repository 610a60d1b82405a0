/**
 * Call-center agents. An agent signs in by the token of a call (server/domain/callcenter/calls.ts):
 * the telephony link gives one per call, stored hashed in cc_calls.
 */

/** The call an agent's token stands for. */
export interface AgentCall {
  id: string;
  /** The customer found on the line (null until found). */
  customerId: string | null;
  /** Whether the caller is verified (the call's CC session is then the request's session). */
  verified: boolean;
}

/** A call-center agent as a request sees it, with the call of its token. */
export interface Agent {
  id: string;
  name: string;
  call: AgentCall;
}
