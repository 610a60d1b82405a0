/**
 * The route table's CallCenter core (issue 18): the agent, the call, finding and verifying the
 * caller, the customer information panel, the process history and the sandbox telephony; api-routes.ts
 * joins the tables. What an agent may call per verification state: server/domain/callcenter/agent-rights.ts.
 */
import { ActionCode } from './action-codes';
import { EmptyDataSchema, type ApiRoute } from './api-route';
import {
  AgentSchema,
  CallSchema,
  CallStartSchema,
  CustomerInformationSchema,
  FindCustomerSchema,
  ProcessHistorySchema,
  SandboxCallRequestSchema,
  SandboxCallSchema,
  VerifyCallInformationSchema,
} from './callcenter';

const TAG = 'CallCenter';

const agentCall = (entry: Omit<ApiRoute, 'tag' | 'session' | 'envelope' | 'actionCodes'>): ApiRoute => ({
  tag: TAG,
  session: 'agent',
  envelope: 'service',
  actionCodes: [ActionCode.None],
  ...entry,
});

export const CALLCENTER_ROUTES: ApiRoute[] = [
  agentCall({
    method: 'GET',
    path: '/CallCenter/Agent',
    name: 'getAgent',
    summary: 'The agent the X-Agent-Token belongs to.',
    data: AgentSchema,
  }),
  agentCall({
    method: 'GET',
    path: '/CallCenter/Call',
    name: 'getCall',
    summary:
      'The call of the agent token (each telephony link’s token is a call): the link’s workgroup, IVR error code and NPS, the customer found (masked), the verification state, the attempts left and an SMS code’s expiry.',
    data: CallSchema,
  }),
  agentCall({
    method: 'POST',
    path: '/CallCenter/Call',
    name: 'startCall',
    summary: 'Records what the telephony link’s query said about the call (workgroup, ivrErrorCode, Nps).',
    body: CallStartSchema,
    data: CallSchema,
  }),
  agentCall({
    method: 'POST',
    path: '/CallCenter/FindCustomer',
    name: 'findCallCustomer',
    summary:
      'Finds the caller by identity number, customer number or phone (until the call is verified); answers the call with the customer masked and the questions the bank can ask. callcenter.customerNotFound when nobody matches.',
    body: FindCustomerSchema,
    data: CallSchema,
  }),
  agentCall({
    method: 'POST',
    path: '/CallCenter/SendVerificationCode',
    name: 'sendCallVerificationCode',
    summary:
      'Sends a 6-digit code by SMS to the found customer’s registered phone (the sandbox outbox); it works for 180 s and replaces an earlier one.',
    body: EmptyDataSchema,
    data: CallSchema,
  }),
  agentCall({
    method: 'POST',
    path: '/Customer/VerifyCallInformation',
    name: 'verifyCallInformation',
    summary:
      'Verifies the caller: `questions` (birth date and the last four digits of one of the customer’s cards) or `sms` (the code the customer read out). A success opens the call’s CC session: the agent may then use the verified routes for this customer only. A wrong try answers callcenter.verifyFailed; the third locks the call (callcenter.verifyLocked).',
    body: VerifyCallInformationSchema,
    data: CallSchema,
  }),
  agentCall({
    method: 'GET',
    path: '/CallCenter/CustomerInformation',
    name: 'getCustomerInformation',
    summary:
      'The customer information panel: the caller and the processed customer (type, relation, phone, potential customer), masked and not authorized until verified.',
    data: CustomerInformationSchema,
  }),
  agentCall({
    method: 'GET',
    path: '/CallCenter/ProcessHistory',
    name: 'getProcessHistory',
    summary:
      'Every audited agent request of this call and, once verified, of earlier calls for the same customer (agent, action, status, message code, time), newest first, at most 200.',
    data: ProcessHistorySchema,
  }),
  {
    method: 'POST',
    path: '/Sandbox/Telephony/Calls',
    name: 'sandboxStartCall',
    tag: 'Sandbox',
    summary:
      'The telephony system (sandbox): a new call’s agent token for the sandbox agent (calls end when the server starts again) and the CallCenter link with the IVR’s workgroup, ivrErrorCode and Nps.',
    session: 'none',
    envelope: 'service',
    body: SandboxCallRequestSchema,
    data: SandboxCallSchema,
    actionCodes: [ActionCode.None],
  },
];
