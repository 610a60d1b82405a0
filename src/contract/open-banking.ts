/**
 * Open banking (issue 16): the bank as account-servicing provider (HHS, BKM ÖHVPS). A third-party
 * provider (YÖS) asks for an account-information (AIS) or payment (PIS) consent through the bank's
 * open-banking API (`/Ohvps/*`), the customer approves or refuses it in the app, and the provider
 * reads the chosen accounts or makes the payment with the access token. docs/api.md has the sequence.
 */
import * as v from 'valibot';
import { UUID_PATTERN } from './id-patterns';
import { IssueKey } from './message-codes';
import { text } from './safe-text';
import { VerificationFieldsSchema } from './transfers';

export const CONSENT_KINDS = ['AIS', 'PIS'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** ÖHVPS rıza durumu: B awaiting, Y authorised, K token used, E became a payment order, S ended, I cancelled. */
export const CONSENT_STATUSES = ['B', 'Y', 'K', 'E', 'S', 'I'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/**
 * Detail codes of an I: 01 a new consent replaced it, 02 the customer at the bank (revoke or refuse),
 * 03 the customer at the provider, 04 timed out awaiting authorisation, 05 timed out authorised
 * (no token taken).
 */
export const CONSENT_DETAIL_CODES = ['01', '02', '03', '04', '05'] as const;
export type ConsentDetailCode = (typeof CONSENT_DETAIL_CODES)[number];

/**
 * The only moves a consent makes (the server refuses any other): B→Y approve, B→I refuse or time out,
 * Y→K token, Y→I time out or revoke, K→E payment, K→S end of validity, K→I revoke.
 */
export const CONSENT_TRANSITIONS: Readonly<Record<ConsentStatus, readonly ConsentStatus[]>> = {
  B: ['Y', 'I'],
  Y: ['K', 'I'],
  K: ['E', 'S', 'I'],
  E: [],
  S: [],
  I: [],
};

/** Statuses a move to `to` may start from. */
export const statusesBefore = (to: ConsentStatus): ConsentStatus[] =>
  CONSENT_STATUSES.filter((from) => CONSENT_TRANSITIONS[from].includes(to));

/** AIS permissions (izin türleri) 01..09; 01 (basic account) or 07 (basic card) is mandatory. */
export const AIS_PERMISSIONS = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export type AisPermission = (typeof AIS_PERMISSIONS)[number];

/** Authorisation must finish within five minutes of the request (yetTmmZmn). */
export const CONSENT_AUTHORISATION_MS = 5 * 60 * 1000;
/** An individual's AIS consent lasts at most six months. */
export const AIS_MAX_MONTHS = 6;

/** Open-banking masking: an IBAN's first 4 and last 4 characters, a name's first 2 letters of each word. */
export const obMaskIban = (iban: string): string => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
export const obMaskName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${Array.from(word).slice(0, 2).join('')}****`)
    .join(' ');

const uuid = v.pipe(v.string(), v.regex(UUID_PATTERN, IssueKey.Invalid));
const accountNumber = v.pipe(v.string(), v.regex(/^\d{1,20}(?:-\d{1,4})?$/, IssueKey.Invalid));

export const ConsentAccountSchema = v.object({
  accountNumber: v.string(),
  name: v.string(),
  currency: v.string(),
});

export const ConsentPaymentSchema = v.object({
  amount: v.string(),
  currency: v.string(),
  /** Masked: first 4 and last 4 characters. */
  payeeIban: v.string(),
  /** Masked: the first 2 letters of each word. */
  payeeName: v.string(),
  description: v.string(),
});

export const ConsentSchema = v.object({
  id: v.string(),
  kind: v.picklist(CONSENT_KINDS),
  status: v.picklist(CONSENT_STATUSES),
  statusCode: v.nullable(v.picklist(CONSENT_DETAIL_CODES)),
  providerName: v.string(),
  reference: v.string(),
  permissions: v.array(v.picklist(AIS_PERMISSIONS)),
  validFrom: v.nullable(v.string()),
  validUntil: v.nullable(v.string()),
  transactionsFrom: v.nullable(v.string()),
  transactionsUntil: v.nullable(v.string()),
  accounts: v.array(ConsentAccountSchema),
  payment: v.nullable(ConsentPaymentSchema),
  createdAt: v.string(),
  /** B only: when the request times out (I/04). */
  authoriseBy: v.nullable(v.string()),
  authorisedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
  /** The customer may revoke it here (AIS while Y or K; single-payment PIS never). */
  revocable: v.boolean(),
});
export type Consent = v.InferOutput<typeof ConsentSchema>;

export const ConsentListSchema = v.object({ consents: v.array(ConsentSchema) });
export type ConsentList = v.InferOutput<typeof ConsentListSchema>;

/** An account the customer may choose on approve or transfer. */
export const ConsentChoiceSchema = v.object({
  accountNumber: v.string(),
  name: v.string(),
  currency: v.string(),
  balance: v.string(),
});

export const ConsentRequestSchema = v.object({
  consent: ConsentSchema,
  choices: v.array(ConsentChoiceSchema),
});
export type ConsentRequest = v.InferOutput<typeof ConsentRequestSchema>;

/** Optional in the schema so a bare call is a refusal (not found), not a 400. */
export const ConsentQuerySchema = v.object({ consentId: v.optional(uuid) });

export const ApproveConsentSchema = v.object({
  consentId: uuid,
  /** AIS: the accounts to share (at least one); PIS: the one source account. */
  accountNumbers: v.pipe(v.array(accountNumber), v.minLength(1, IssueKey.Required), v.maxLength(20, IssueKey.TooLong)),
  ...VerificationFieldsSchema.entries,
});
export type ApproveConsent = v.InferOutput<typeof ApproveConsentSchema>;

export const ConsentIdSchema = v.object({ consentId: uuid, ...VerificationFieldsSchema.entries });
export type ConsentIdRequest = v.InferOutput<typeof ConsentIdSchema>;

/** The answer of approve and refuse: the consent and where the browser goes back to the provider. */
export const ConsentDecidedSchema = v.object({ consent: ConsentSchema, redirectUrl: v.string() });
export type ConsentDecided = v.InferOutput<typeof ConsentDecidedSchema>;

export const ConsentRevokedSchema = v.object({ consent: ConsentSchema });

// ---- The provider's API (/Ohvps/*): client credentials and bearer tokens, no customer session. ----

const secret = v.pipe(text(), v.nonEmpty(IssueKey.Required), v.maxLength(200, IssueKey.TooLong));

export const OhvpsTokenRequestSchema = v.object({
  grantType: v.picklist(['client_credentials', 'authorization_code'], IssueKey.Invalid),
  clientId: secret,
  clientSecret: secret,
  code: v.optional(secret),
});
export type OhvpsTokenRequest = v.InferOutput<typeof OhvpsTokenRequestSchema>;

export const OhvpsTokenSchema = v.object({
  accessToken: v.string(),
  tokenType: v.literal('Bearer'),
  expiresIn: v.number(),
  consentId: v.nullable(v.string()),
});

const identityNumber = v.pipe(v.string(), v.regex(/^\d{11}$/, IssueKey.Invalid));
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, IssueKey.Invalid));

export const OhvpsAccountConsentRequestSchema = v.object({
  identityNumber,
  permissions: v.pipe(v.array(v.picklist(AIS_PERMISSIONS, IssueKey.Invalid)), v.minLength(1, IssueKey.Required)),
  /** The last valid day (Istanbul); at most six months ahead, at least tomorrow. */
  validUntil: isoDate,
  transactionsFrom: v.optional(isoDate),
  transactionsUntil: v.optional(isoDate),
  reference: v.optional(v.pipe(text(), v.maxLength(40, IssueKey.TooLong))),
});
export type OhvpsAccountConsentRequest = v.InferOutput<typeof OhvpsAccountConsentRequestSchema>;

export const OhvpsPaymentConsentRequestSchema = v.object({
  identityNumber,
  amount: v.pipe(v.string(), v.regex(/^\d{1,12}(?:\.\d{1,2})?$/, IssueKey.Invalid)),
  currency: v.picklist(['TRY'], IssueKey.Invalid),
  payeeIban: v.pipe(v.string(), v.regex(/^TR\d{24}$/, IssueKey.Invalid)),
  payeeName: v.pipe(text(), v.nonEmpty(IssueKey.Required), v.maxLength(70, IssueKey.TooLong)),
  description: v.optional(v.pipe(text(), v.maxLength(100, IssueKey.TooLong)), ''),
  reference: v.optional(v.pipe(text(), v.maxLength(40, IssueKey.TooLong))),
});
export type OhvpsPaymentConsentRequest = v.InferOutput<typeof OhvpsPaymentConsentRequestSchema>;

export const OhvpsConsentCreatedSchema = v.object({
  consentId: v.string(),
  status: v.picklist(CONSENT_STATUSES),
  /** Where the provider sends the customer's browser (the bank's /consent or /transfer page). */
  redirectUrl: v.string(),
  authoriseBy: v.string(),
});

export const OhvpsConsentStatusSchema = v.object({
  consentId: v.string(),
  kind: v.picklist(CONSENT_KINDS),
  status: v.picklist(CONSENT_STATUSES),
  statusCode: v.nullable(v.picklist(CONSENT_DETAIL_CODES)),
});

export const OhvpsAccountSchema = v.object({
  accountRef: v.string(),
  iban: v.string(),
  name: v.string(),
  currency: v.string(),
});
export const OhvpsAccountsSchema = v.object({ accounts: v.array(OhvpsAccountSchema) });

export const OhvpsAccountQuerySchema = v.object({ accountRef: accountNumber });
export const OhvpsBalanceSchema = v.object({ accountRef: v.string(), currency: v.string(), balance: v.string() });

export const OhvpsTransactionSchema = v.object({
  id: v.string(),
  date: v.string(),
  amount: v.string(),
  currency: v.string(),
  description: v.string(),
});
export const OhvpsTransactionsSchema = v.object({
  accountRef: v.string(),
  transactions: v.array(OhvpsTransactionSchema),
});

export const OhvpsPaymentSchema = v.object({
  consentId: v.string(),
  status: v.picklist(CONSENT_STATUSES),
  transferId: v.string(),
  amount: v.string(),
  currency: v.string(),
  executedAt: v.string(),
});

export const OhvpsPaymentRequestSchema = v.object({ consentId: uuid });
