import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { isValidTckn } from './identity-number';
import { text } from './safe-text';

const MAX_PASSWORD = 128;
/** A valid identity number of nobody, the documents' example. */
export const EXAMPLE_TCKN = '12345678950';

/** A Turkish identity number (TCKN) as a person types it: trimmed, required, checksum-valid. */
export const IdentificationNumberSchema = v.pipe(
  v.string(IssueKey.Required),
  v.examples([EXAMPLE_TCKN]),
  v.trim(),
  v.nonEmpty(IssueKey.Required),
  v.check(isValidTckn, IssueKey.TcknInvalid),
);

/** The captcha answer and its reference, sent once the bank asks for a captcha (spelled as the spec spells it). */
export const CaptchaAnswerEntries = {
  capthchaValue: v.optional(v.nullable(v.pipe(text(), v.maxLength(16, IssueKey.TooLong)))),
  captchaReference: v.optional(v.nullable(v.pipe(text(), v.maxLength(64, IssueKey.TooLong)))),
};

/** The spec's login payload (section 3). `capthchaValue` is spelled as the spec spells it. */
export const LoginPayloadSchema = v.object({
  identificationNumber: IdentificationNumberSchema,
  password: v.pipe(
    text({ message: IssueKey.PasswordRequired }),
    v.nonEmpty(IssueKey.PasswordRequired),
    v.maxLength(MAX_PASSWORD, IssueKey.PasswordTooLong),
  ),
  corporateCustomerId: v.optional(v.nullable(v.pipe(text(), v.maxLength(20, IssueKey.TooLong)))),
  ...CaptchaAnswerEntries,
  isCookieRequest: v.optional(v.boolean()),
  loginType: v.optional(v.nullable(v.pipe(text(), v.maxLength(32, IssueKey.TooLong)))),
});
export type LoginPayload = v.InferOutput<typeof LoginPayloadSchema>;

/** The login form validates the two fields a person types. */
export const LoginFormSchema = v.pick(LoginPayloadSchema, ['identificationNumber', 'password']);
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;

export const OTP_LENGTH = 6;
export const OtpCodeSchema = v.pipe(v.string(IssueKey.OtpFormat), v.regex(/^\d{6}$/, IssueKey.OtpFormat));

/** OTP submit payload: the form values plus otpCode and otpReferenceKey. */
export const OtpSubmitSchema = v.object({
  otpCode: OtpCodeSchema,
  otpReferenceKey: v.pipe(
    text({ message: IssueKey.Required }),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(64, IssueKey.TooLong),
  ),
});
export type OtpSubmit = v.InferOutput<typeof OtpSubmitSchema>;

/** `data` of a login-step answer. Fields appear when the step needs them. */
export const LoginStepDataSchema = v.object({
  otpReferenceKey: v.optional(v.string()),
  otpTimeout: v.optional(v.number()),
  phoneNumber: v.optional(v.string()),
  customerName: v.optional(v.string()),
  customerType: v.optional(v.picklist(['Individual', 'Corporate'])),
  /** A document the bank asked for is not in yet (my documents shows why and takes the upload). */
  hasMissingDocument: v.optional(v.boolean()),
  sessionTimeout: v.optional(v.number()),
  sessionTimeoutWarningTime: v.optional(v.number()),
  sessionMaxTimeoutInSeconds: v.optional(v.number()),
  lastSuccessLoginTime: v.optional(v.nullable(v.string())),
  /** Failed sign-in attempts since the last successful one (shown after login). */
  failedAttemptsSinceLastSuccess: v.optional(v.number()),
  sessionStartedAt: v.optional(v.string()),
  /** On a refused InitialLogin: the captcha must be answered on the next try. */
  captchaRequired: v.optional(v.boolean()),
  /** On a refused InitialLogin: the identity is locked until this time (ISO). */
  lockedUntil: v.optional(v.string()),
  /** On 100 for a corporate user: the name of the representative workgroup chosen. */
  workgroup: v.optional(v.string()),
});
export type LoginStepData = v.InferOutput<typeof LoginStepDataSchema>;

/** `/Customer/Customer`: who is signed in. */
export const CustomerSchema = v.object({
  customerId: v.string(),
  name: v.string(),
  surname: v.string(),
  customerType: v.picklist(['Individual', 'Corporate']),
  identityNumber: v.string(),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;
