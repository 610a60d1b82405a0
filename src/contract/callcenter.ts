/**
 * CallCenter (issue 18): the agent, the call (one agent token of the telephony link), finding and
 * verifying the caller, the customer information panel and the process history. docs/api.md
 * (CallCenter) describes the sequence; server/domain/callcenter/agent-rights.ts what an agent may call.
 */
import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { text } from './safe-text';

/** `GET /api/CallCenter/Agent`: the agent the X-Agent-Token belongs to. */
export const AgentSchema = v.object({ agentId: v.string(), name: v.string() });
export type Agent = v.InferOutput<typeof AgentSchema>;

/** A call starts unverified; the agent verifies the caller once (answers or an SMS code). */
export const CALL_VERIFICATION_STATES = ['none', 'verified'] as const;
export type CallVerificationState = (typeof CALL_VERIFICATION_STATES)[number];
export const CALL_VERIFICATION_METHODS = ['questions', 'sms'] as const;
export type CallVerificationMethod = (typeof CALL_VERIFICATION_METHODS)[number];
/** The facts the bank asks about, when it holds them: the birth date and the last four digits of a card. */
export const CALL_QUESTIONS = ['birthDate', 'cardLastDigits'] as const;
export type CallQuestion = (typeof CALL_QUESTIONS)[number];
/** Wrong answers or codes a call may give before it can no longer verify (a new call is needed). */
export const CALL_VERIFY_ATTEMPTS = 3;
/** How long the SMS code sent to the customer works. */
export const CALL_CODE_TTL_SECONDS = 180;

const linkValue = v.optional(v.pipe(text(), v.maxLength(100, IssueKey.TooLong)));

/** `POST /CallCenter/Call`: what the telephony link said (its query's workgroup, ivrErrorCode and Nps). */
export const CallStartSchema = v.object({ workgroup: linkValue, ivrErrorCode: linkValue, Nps: linkValue });
export type CallStart = v.InferOutput<typeof CallStartSchema>;

/** The customer found on the line, as an unverified call may see it (masked). */
export const CallCustomerSchema = v.object({
  customerNumber: v.string(),
  name: v.string(),
  surname: v.string(),
  maskedIdentityNumber: v.string(),
  maskedPhone: v.string(),
  /** The questions the bank can ask this customer (an empty list: only the SMS code). */
  questions: v.array(v.picklist(CALL_QUESTIONS)),
});
export type CallCustomer = v.InferOutput<typeof CallCustomerSchema>;

/** `GET /CallCenter/Call`: the call of the agent token. */
export const CallSchema = v.object({
  callId: v.string(),
  agentName: v.string(),
  workgroup: v.nullable(v.string()),
  ivrErrorCode: v.nullable(v.string()),
  nps: v.nullable(v.string()),
  startedAt: v.string(),
  verification: v.picklist(CALL_VERIFICATION_STATES),
  verificationMethod: v.nullable(v.picklist(CALL_VERIFICATION_METHODS)),
  verifiedAt: v.nullable(v.string()),
  attemptsLeft: v.number(),
  /** When an SMS code is out: until when it works. */
  codeExpiresAt: v.nullable(v.string()),
  customer: v.nullable(CallCustomerSchema),
});
export type Call = v.InferOutput<typeof CallSchema>;

export const FIND_CUSTOMER_BY = ['identityNumber', 'customerNumber', 'phone'] as const;
export type FindCustomerBy = (typeof FIND_CUSTOMER_BY)[number];

/** `POST /CallCenter/FindCustomer`: the caller by identity number, customer number or phone. */
export const FindCustomerSchema = v.object({
  by: v.picklist(FIND_CUSTOMER_BY, IssueKey.Invalid),
  value: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(20, IssueKey.TooLong),
    v.regex(/^\+?\d+$/, IssueKey.Invalid),
  ),
});
export type FindCustomer = v.InferOutput<typeof FindCustomerSchema>;

/** `POST /Customer/VerifyCallInformation`: the caller's answers, or the code the customer read out. */
export const VerifyCallInformationSchema = v.variant('method', [
  v.object({
    method: v.literal('questions'),
    birthDate: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, IssueKey.Invalid)),
    cardLastDigits: v.pipe(v.string(), v.regex(/^\d{4}$/, IssueKey.Invalid)),
  }),
  v.object({ method: v.literal('sms'), code: v.pipe(v.string(), v.regex(/^\d{6}$/, IssueKey.Invalid)) }),
]);
export type VerifyCallInformation = v.InferOutput<typeof VerifyCallInformationSchema>;

/** `GET /CallCenter/CustomerInformation`: the panel above every page but home (spec section 3). */
export const CustomerInformationSchema = v.object({
  name: v.string(),
  surname: v.string(),
  customerId: v.string(),
  identityNumber: v.string(),
  isAuthorized: v.boolean(),
  processedCustomerInformation: v.object({
    name: v.string(),
    surname: v.string(),
    customerId: v.string(),
    identityNumber: v.string(),
    customerType: v.picklist(['Individual', 'Corporate']),
    relation: v.string(),
    gsmNumber: v.string(),
    isPotentialCustomer: v.boolean(),
  }),
});
export type CustomerInformation = v.InferOutput<typeof CustomerInformationSchema>;

/** One audited agent request (the process history). */
export const ProcessHistoryItemSchema = v.object({
  id: v.string(),
  callId: v.string(),
  /** Whether it was done in the agent token's own call. */
  thisCall: v.boolean(),
  agentName: v.string(),
  action: v.string(),
  method: v.string(),
  path: v.string(),
  status: v.number(),
  messageCode: v.nullable(v.string()),
  at: v.string(),
});
export type ProcessHistoryItem = v.InferOutput<typeof ProcessHistoryItemSchema>;

/** `GET /CallCenter/ProcessHistory`: this call's and the customer's earlier calls' acts, newest first. */
export const ProcessHistorySchema = v.object({ items: v.array(ProcessHistoryItemSchema) });
export type ProcessHistory = v.InferOutput<typeof ProcessHistorySchema>;

/** `POST /sandbox/telephony/calls` (sandbox): a new call's agent token and its CallCenter link. */
export const SandboxCallSchema = v.object({ token: v.string(), link: v.string() });
export const SandboxCallRequestSchema = v.object({ workgroup: linkValue, ivrErrorCode: linkValue, Nps: linkValue });
