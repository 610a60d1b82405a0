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
  MalformedJson: 'request.malformedJson',
  TooLarge: 'request.tooLarge',
  PushNotFound: 'push.notFound',
  PushPending: 'push.pending',
  PushExpired: 'push.expired',
  CaptchaRequired: 'captcha.required',
  CaptchaInvalid: 'captcha.invalid',
  AccountLocked: 'auth.locked',
  PasswordRulesNotMet: 'password.rulesNotMet',
  PasswordMismatch: 'password.mismatch',
  PasswordReused: 'password.reused',
  /** A new password must not contain the identity number. */
  PasswordContainsIdentity: 'password.containsIdentity',
  SecurityImageInvalid: 'securityImage.invalid',
  SecurityKeyInvalid: 'securityKey.invalid',
  SecurityKeyMismatch: 'securityKey.mismatch',
  WorkgroupInvalid: 'workgroup.invalid',
  FlowInvalid: 'flow.invalid',
  PasswordChanged: 'password.changed',
  EmailTokenInvalid: 'email.tokenInvalid',
  EmailVerified: 'email.verified',
  /** Signed calls (contract.md, Signing): 401. */
  SignatureMissing: 'signature.missing',
  SignatureInvalid: 'signature.invalid',
  SignatureExpired: 'signature.timestampOutOfWindow',
  SignatureReplayed: 'signature.replayed',
  /** Field encryption (contract.md, Sensitive data): 400. */
  ClientKeyInvalid: 'transport.clientKeyInvalid',
  SensitiveFieldPlain: 'transport.sensitiveFieldPlain',
  SensitiveFieldUndecryptable: 'transport.sensitiveFieldUndecryptable',
  /** The worker could not load the bank's mapping and key (it sends no body then): 503. */
  TransportUnavailable: 'transport.unavailable',
  /** Idempotency (contract.md): a missing or malformed key is 400, the same key with another body 409. */
  IdempotencyKeyMissing: 'idempotency.keyMissing',
  IdempotencyConflict: 'idempotency.conflict',
  /** Accounts (3xx). */
  AccountNotFound: 'account.notFound',
  AccountClosed: 'account.closed',
  AccountBalanceNotZero: 'account.balanceNotZero',
  AccountLastCurrent: 'account.lastCurrent',
  AccountProductInvalid: 'account.productInvalid',
  AccountOpeningBelowMinimum: 'account.openingBelowMinimum',
  EasyAddressInvalid: 'easyAddress.invalid',
  EasyAddressTaken: 'easyAddress.taken',
  EasyAddressLimit: 'easyAddress.limit',
  EasyAddressNotOwn: 'easyAddress.notOwn',
  EasyAddressNotFound: 'easyAddress.notFound',
  /** Transfers (4xx). */
  TransferAmountInvalid: 'transfer.amountInvalid',
  TransferAmountTooPrecise: 'transfer.amountTooPrecise',
  TransferInsufficientFunds: 'transfer.insufficientFunds',
  TransferSameAccount: 'transfer.sameAccount',
  TransferCurrencyMismatch: 'transfer.currencyMismatch',
  TransferIbanInvalid: 'transfer.ibanInvalid',
  TransferCardInvalid: 'transfer.cardInvalid',
  TransferReceiverNotFound: 'transfer.receiverNotFound',
  TransferReceiverNameMismatch: 'transfer.receiverNameMismatch',
  TransferOwnAccountExpected: 'transfer.ownAccountExpected',
  TransferFastLimitExceeded: 'transfer.fastLimitExceeded',
  TransferDailyLimitExceeded: 'transfer.dailyLimitExceeded',
  TransferEftClosed: 'transfer.eftClosed',
  TransferQuoteRequired: 'transfer.quoteRequired',
  TransferQuoteExpired: 'transfer.quoteExpired',
  TransferWalletUnknown: 'transfer.walletUnknown',
  TransferNotFound: 'transfer.notFound',
  TransferCompleted: 'transfer.completed',
  SecurePaymentNotHeld: 'securePayment.notHeld',
  /** A secure payment's seller identity number fails the TCKN/VKN check. */
  TransferSellerIdentityInvalid: 'transfer.sellerIdentityInvalid',
  RegisteredTransactionNameTaken: 'recorded.nameTaken',
  RegisteredTransactionNotFound: 'recorded.notFound',
  RegisteredTransactionNotSavable: 'recorded.notSavable',
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
  PasswordMismatch: 'password.mismatch',
  SecurityKeyFormat: 'securityKey.format',
  SecurityKeyMismatch: 'securityKey.mismatch',
  CaptchaRequired: 'captcha.required',
  Invalid: 'field.invalid',
  /** Send money: mod 97 fails, a card number fails Luhn, the amount is zero or over the balance. */
  IbanInvalid: 'iban.invalid',
  CardInvalid: 'card.invalid',
  AmountNotPositive: 'amount.notPositive',
  AmountOverBalance: 'amount.overBalance',
  /** A control character or a lone UTF-16 surrogate (src/contract/safe-text.ts). */
  TextInvalidCharacters: 'text.invalidCharacters',
} as const;
export type IssueKey = (typeof IssueKey)[keyof typeof IssueKey];
