/**
 * Stable message codes. The server sends `{ code, text }` with the text in the
 * caller's language; the page maps schema issues (also these keys) to Lingui ids.
 */
export const MessageCode = {
  AuthorizationMissing: 'authorization.missing',
  SessionInvalid: 'session.invalid',
  SessionEnded: 'login_firstfactor_sessioncontrol_errormessage',
  InvalidCredentials: 'auth.invalidCredentials',
  OtpInvalid: 'otp.invalid',
  OtpExpired: 'otp.expired',
  OtpRequired: 'otp.required',
  StepNotAllowed: 'auth.stepNotAllowed',
  ValidationFailed: 'request.invalid',
  NotFound: 'request.notFound',
  Forbidden: 'request.forbidden',
  Unexpected: 'unexpected',
  RateLimited: 'request.rateLimited',
  AgentTokenInvalid: 'agent.tokenInvalid',
} as const;
export type MessageCode = (typeof MessageCode)[keyof typeof MessageCode];

/** Text the service worker answers with when no token is held. */
export const AUTHORIZATION_MISSING_TEXT = 'Authorization headers are missing.';

/** Schema issue keys (valibot messages are keys, never prose). */
export const IssueKey = {
  Required: 'field.required',
  TcknInvalid: 'tckn.invalid',
  PasswordRequired: 'password.required',
  PasswordTooLong: 'password.tooLong',
  OtpFormat: 'otp.format',
  TooLong: 'field.tooLong',
} as const;
export type IssueKey = (typeof IssueKey)[keyof typeof IssueKey];
