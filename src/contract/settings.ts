/**
 * Settings (issue 16, part A): change password, the login history, the devices signed in from,
 * and the profile (phone and e-mail verified by a code sent to the new one, security image and key).
 */
import * as v from 'valibot';
import { IssueKey } from './message-codes';
import { text } from './safe-text';
import { SecurityKeySchema } from './auth-flows';
import { VerificationFieldsSchema } from './transfers';

const Password = v.pipe(
  text({ message: IssueKey.Required }),
  v.nonEmpty(IssueKey.Required),
  v.maxLength(64, IssueKey.TooLong),
);

/** `POST /Auth/ChangePassword` (Idempotency-Key, code step): the current password and the new one twice. */
export const ChangePasswordSchema = v.pipe(
  v.object({
    currentPassword: Password,
    newPassword: Password,
    newPasswordRepeat: Password,
    ...VerificationFieldsSchema.entries,
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordRepeat']],
      (input) => input.newPassword === input.newPasswordRepeat,
      IssueKey.PasswordMismatch,
    ),
    ['newPasswordRepeat'],
  ),
);
export type ChangePasswordRequest = v.InferOutput<typeof ChangePasswordSchema>;

/** The answer: when (every other session of the customer has ended). */
export const PasswordChangedSchema = v.object({ changedAt: v.string() });
export type PasswordChanged = v.InferOutput<typeof PasswordChangedSchema>;

export const LOGIN_RESULTS = ['all', 'success', 'failed'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];
export const LOGIN_HISTORY_LIMIT = 20;
const DAY_MS = 86_400_000;
export const LOGIN_HISTORY_MAX_RANGE_DAYS = 366;
const day = v.pipe(v.string(), v.isoDate(IssueKey.Invalid));

/** `GET /ChannelManagement/GetLoginHistory`: Istanbul days (both ends included, at most a year), a result, paging. */
export const LoginHistoryQuerySchema = v.pipe(
  v.object({
    from: v.optional(day),
    to: v.optional(day),
    result: v.optional(v.picklist(LOGIN_RESULTS, IssueKey.Invalid)),
    cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}\.\d{1,18}$/, IssueKey.Invalid))),
  }),
  v.forward(
    v.partialCheck([['from'], ['to']], ({ from, to }) => !from || !to || from <= to, IssueKey.DateRangeReversed),
    ['to'],
  ),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      ({ from, to }) => !from || !to || Date.parse(to) - Date.parse(from) < LOGIN_HISTORY_MAX_RANGE_DAYS * DAY_MS,
      IssueKey.DateRangeTooLong,
    ),
    ['to'],
  ),
);
export type LoginHistoryQuery = v.InferOutput<typeof LoginHistoryQuerySchema>;

export const LOGIN_STEPS = ['password', 'otp', 'push', 'ip'] as const;

/** One sign-in: completed (the second factor passed) or failed at a step. */
export const LoginHistoryItemSchema = v.object({
  id: v.string(),
  at: v.string(),
  step: v.picklist(LOGIN_STEPS),
  success: v.boolean(),
  channel: v.string(),
  ip: v.nullable(v.string()),
  device: v.nullable(v.string()),
});
export type LoginHistoryItem = v.InferOutput<typeof LoginHistoryItemSchema>;
export const LoginHistorySchema = v.object({
  attempts: v.array(LoginHistoryItemSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: v.nullable(v.string()),
});
export type LoginHistory = v.InferOutput<typeof LoginHistorySchema>;

/** The page's search params (anything else falls back to undefined). */
const searchText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)));
export const LoginHistorySearchSchema = v.object({
  from: searchText(10),
  to: searchText(10),
  result: v.optional(v.picklist(LOGIN_RESULTS)),
});
export type LoginHistorySearch = v.InferOutput<typeof LoginHistorySearchSchema>;

/** `GET /Devices/deviceList`. */
export const DeviceSchema = v.object({
  id: v.string(),
  name: v.nullable(v.string()),
  description: v.nullable(v.string()),
  firstUsedAt: v.string(),
  lastUsedAt: v.string(),
  lastIp: v.nullable(v.string()),
  /** The device of the session asking. */
  current: v.boolean(),
});
export type Device = v.InferOutput<typeof DeviceSchema>;
export const DeviceListSchema = v.object({ devices: v.array(DeviceSchema) });
export type DeviceList = v.InferOutput<typeof DeviceListSchema>;

const DeviceId = v.pipe(v.string(), v.uuid(IssueKey.Invalid));
export const DEVICE_NAME_MAX = 40;
/** `POST /Devices/RenameDevice` (Idempotency-Key). */
export const RenameDeviceSchema = v.object({
  deviceId: DeviceId,
  name: v.pipe(
    text({ message: IssueKey.Required }),
    v.trim(),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(DEVICE_NAME_MAX, IssueKey.TooLong),
  ),
});
export type RenameDeviceRequest = v.InferOutput<typeof RenameDeviceSchema>;
/** `POST /Devices/RemoveDevice` (Idempotency-Key): its sessions end at once. */
export const RemoveDeviceSchema = v.object({ deviceId: DeviceId });
export type RemoveDeviceRequest = v.InferOutput<typeof RemoveDeviceSchema>;
export const DeviceRemovedSchema = v.object({ deviceId: v.string(), sessionsEnded: v.number() });

/** `GET /Customer/Profile`: who the customer is, the identity number masked. */
export const ProfileSchema = v.object({
  name: v.string(),
  surname: v.string(),
  customerNumber: v.string(),
  identityNumber: v.string(),
  phone: v.string(),
  email: v.nullable(v.string()),
  emailVerified: v.boolean(),
  address: v.nullable(v.string()),
  securityImageCode: v.nullable(v.string()),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const CONTACT_KINDS = ['phone', 'email'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
/** A mobile number as E.164 (+90 and 10 digits for Türkiye). */
export const PHONE_E164 = /^\+[1-9]\d{7,14}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** `POST /Customer/StartContactChange`: a code is sent to the new phone or e-mail. */
export const StartContactChangeSchema = v.variant('kind', [
  v.object({
    kind: v.literal('phone'),
    value: v.pipe(
      text({ message: IssueKey.Required }),
      v.trim(),
      v.nonEmpty(IssueKey.Required),
      v.regex(PHONE_E164, IssueKey.Invalid),
    ),
  }),
  v.object({
    kind: v.literal('email'),
    value: v.pipe(
      text({ message: IssueKey.Required }),
      v.trim(),
      v.nonEmpty(IssueKey.Required),
      v.maxLength(254, IssueKey.TooLong),
      v.regex(EMAIL, IssueKey.Invalid),
    ),
  }),
]);
export type StartContactChangeRequest = v.InferOutput<typeof StartContactChangeSchema>;
export const ContactCodeSentSchema = v.object({
  otpReferenceKey: v.string(),
  /** The new phone or e-mail, masked. */
  target: v.string(),
  otpTimeout: v.number(),
});
export type ContactCodeSent = v.InferOutput<typeof ContactCodeSentSchema>;

/** `POST /Customer/ConfirmContactChange` (Idempotency-Key): the code sent to the new phone or e-mail. */
export const ConfirmContactChangeSchema = v.object({
  otpReferenceKey: v.pipe(v.string(), v.uuid(IssueKey.Invalid)),
  otpCode: v.pipe(text({ message: IssueKey.Required }), v.regex(/^\d{6}$/, IssueKey.OtpFormat)),
});
export type ConfirmContactChangeRequest = v.InferOutput<typeof ConfirmContactChangeSchema>;

/** `POST /Customer/ChangeSecurityImage` (Idempotency-Key, code step). */
export const ChangeSecurityImageSchema = v.object({
  imageCode: v.pipe(
    text({ message: IssueKey.Required }),
    v.nonEmpty(IssueKey.Required),
    v.maxLength(64, IssueKey.TooLong),
  ),
  ...VerificationFieldsSchema.entries,
});
export type ChangeSecurityImageRequest = v.InferOutput<typeof ChangeSecurityImageSchema>;

/** `POST /Customer/ChangeSecurityKey` (Idempotency-Key, code step). */
export const ChangeSecurityKeySchema = v.pipe(
  v.object({
    securityKey: SecurityKeySchema,
    securityKeyRepeat: v.pipe(
      text({ message: IssueKey.Required }),
      v.maxLength(20, IssueKey.TooLong),
      v.examples(['Lale2024']),
    ),
    ...VerificationFieldsSchema.entries,
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
export type ChangeSecurityKeyRequest = v.InferOutput<typeof ChangeSecurityKeySchema>;
