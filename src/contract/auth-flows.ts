import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { CaptchaAnswerEntries, IdentificationNumberSchema, OtpCodeSchema } from './auth';
import { text } from './safe-text';

/**
 * Requests and answers of the login steps after the first factor (spec sections 2-5):
 * password rules, first-login chain, workgroup, captcha, forgot password, verify mail,
 * session refresh and login history. Server and page validate with these schemas.
 */
const Reference = v.pipe(
  text({ message: IssueKey.Required }),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(64, IssueKey.TooLong),
);
const NewPassword = v.pipe(
  text({ message: IssueKey.Required }),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(64, IssueKey.TooLong),
);

/** One server-given password rule; the page shows each live as met or not. */
export const PasswordRuleSchema = v.object({ code: v.string(), pattern: v.string(), description: v.string() });
export type PasswordRule = v.InferOutput<typeof PasswordRuleSchema>;
/** `GET /Auth/passwordRegex` and `POST /Auth/passwordRegexFlow`. */
export const PasswordRulesSchema = v.object({ rules: v.array(PasswordRuleSchema) });
export type PasswordRules = v.InferOutput<typeof PasswordRulesSchema>;

/** Whether a password meets every rule (patterns are ECMAScript regexes with the `u` flag). */
export const unmetPasswordRules = (password: string, rules: readonly PasswordRule[]): string[] =>
  rules.filter((rule) => !new RegExp(rule.pattern, 'u').test(password)).map((rule) => rule.code);

/** `POST /Auth/SetPassword` (first login, action code 102). */
export const SetPasswordSchema = v.pipe(
  v.object({ newPassword: NewPassword, newPasswordRepeat: NewPassword }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordRepeat']],
      (input) => input.newPassword === input.newPasswordRepeat,
      IssueKey.PasswordMismatch,
    ),
    ['newPasswordRepeat'],
  ),
);
export type SetPassword = v.InferOutput<typeof SetPasswordSchema>;

/** Security images: `POST /DkAdc/GetImageUrls` with area `securityImages`. */
export const ImageUrlsRequestSchema = v.object({
  area: v.picklist(['prelogin', 'securityImages'], IssueKey.Invalid),
  updateTime: v.optional(v.nullable(v.pipe(text(), v.maxLength(40, IssueKey.TooLong)))),
});
export const ImageSchema = v.object({ code: v.string(), url: v.string(), title: v.string() });
export type Image = v.InferOutput<typeof ImageSchema>;
export const ImageUrlsSchema = v.object({
  isChanged: v.boolean(),
  images: v.array(ImageSchema),
  updateTime: v.string(),
});
export type ImageUrls = v.InferOutput<typeof ImageUrlsSchema>;

/** `POST /auth/setSecurityImage` (action code 108). */
export const SetSecurityImageSchema = v.object({ imageCode: Reference });

/** A security key: 6 to 20 letters or digits, asked again when a password is forgotten. */
export const SecurityKeySchema = v.pipe(
  v.string(IssueKey.Required),
  v.examples(['Lale2024']),
  v.regex(/^[\p{L}\p{N}]{6,20}$/u, IssueKey.SecurityKeyFormat),
);
/** `POST /Auth/SetSecurityKey` (action code 107). */
export const SetSecurityKeySchema = v.pipe(
  v.object({
    securityKey: SecurityKeySchema,
    securityKeyRepeat: v.pipe(text({ message: IssueKey.Required }), v.examples(['Lale2024'])),
  }),
  v.forward(
    v.partialCheck(
      [['securityKey'], ['securityKeyRepeat']],
      (input) => input.securityKey === input.securityKeyRepeat,
      IssueKey.SecurityKeyMismatch,
    ),
    ['securityKeyRepeat'],
  ),
);
export type SetSecurityKey = v.InferOutput<typeof SetSecurityKeySchema>;

/** `POST /auth/SetRepresentativeWorkgroupId` (action code 119). */
export const SetWorkgroupSchema = v.object({ workgroupId: Reference });

/** `POST /Captcha/generate`: an SVG image as a data URL, and the reference to send back with the answer. */
export const CaptchaSchema = v.object({ captchaReference: v.string(), image: v.string() });
export type Captcha = v.InferOutput<typeof CaptchaSchema>;

/** Forgot password, step 1: `POST /auth/forgotPassword`. Answers 101 with `FlowStartSchema`. */
export const ForgotPasswordSchema = v.object({
  identificationNumber: IdentificationNumberSchema,
  ...CaptchaAnswerEntries,
});
export const FlowStartSchema = v.object({
  flowReferenceKey: v.string(),
  otpReferenceKey: v.string(),
  otpTimeout: v.number(),
  phoneNumber: v.string(),
});
export type FlowStart = v.InferOutput<typeof FlowStartSchema>;

/** Step 2: `POST /Auth/confirmFlow` (the SMS code); answers 107 (security key next). */
export const ConfirmFlowSchema = v.object({
  flowReferenceKey: Reference,
  otpReferenceKey: Reference,
  otpCode: OtpCodeSchema,
});
/** `POST /Auth/resendFlowOtp`: a new code; answers 101 with `FlowStartSchema`. */
export const ResendFlowOtpSchema = v.object({ flowReferenceKey: Reference });
/** Step 3: `POST /Auth/VerifySecurityKey`; answers 102 (new password next). */
export const VerifySecurityKeySchema = v.object({
  flowReferenceKey: Reference,
  securityKey: v.pipe(
    text({ message: IssueKey.Required }),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(64, IssueKey.TooLong),
  ),
});
/** Step 4: `POST /Auth/SetNewPassword`; answers 105 (sign in with the new password). */
export const SetNewPasswordSchema = v.pipe(
  v.object({ flowReferenceKey: Reference, newPassword: NewPassword, newPasswordRepeat: NewPassword }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordRepeat']],
      (input) => input.newPassword === input.newPasswordRepeat,
      IssueKey.PasswordMismatch,
    ),
    ['newPasswordRepeat'],
  ),
);
/** `POST /Auth/passwordRegexFlow`: the rules for the flow's customer. */
export const PasswordRulesFlowSchema = v.object({ flowReferenceKey: Reference });

/** Verify mail: `POST /Auth/VerifyEmail` with the token of the link the bank e-mailed. */
export const VerifyEmailSchema = v.object({
  token: v.pipe(
    text({ message: IssueKey.Required }),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(128, IssueKey.TooLong),
  ),
});
export const VerifyEmailResultSchema = v.object({ email: v.string() });

/** `POST /Auth/refreshSession`: the session's limits, counted again from now for idle. */
export const SessionLimitsSchema = v.object({
  sessionTimeout: v.number(),
  sessionTimeoutWarningTime: v.number(),
  sessionMaxTimeoutInSeconds: v.number(),
  /** When the session started (ISO time): the absolute limit counts from here. */
  sessionStartedAt: v.string(),
});
export type SessionLimits = v.InferOutput<typeof SessionLimitsSchema>;

/** `GET /ChannelManagement/GetLastLoginAttempts` and `GetLastFailedLoginAttempts`. */
export const LoginAttemptSchema = v.object({
  at: v.string(),
  ip: v.nullable(v.string()),
  device: v.nullable(v.string()),
  channel: v.string(),
  success: v.boolean(),
});
export type LoginAttempt = v.InferOutput<typeof LoginAttemptSchema>;
export const LoginAttemptListSchema = v.object({ attempts: v.array(LoginAttemptSchema) });
