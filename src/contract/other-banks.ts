/**
 * Other bank access permissions (issue 16): the customer lets this bank, as the third party (YÖS),
 * read their accounts at other banks (the sandbox's). A consent names the bank, the account-information
 * permissions (01..09) and its last valid day (at most 6 months ahead for an individual); the customer
 * picks the accounts on the other bank's authorisation page.
 */
import * as v from 'valibot';
import { CURRENCIES } from './money';
import { IssueKey } from './message-codes';

/** 01 basic account, 02 detailed account, 03 balance, 04 basic transactions, 05 detailed transactions, 06 instant balance notification, 07 basic card, 08 detailed card, 09 detailed card transactions. */
export const OTHER_BANK_PERMISSIONS = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export type OtherBankPermission = (typeof OTHER_BANK_PERMISSIONS)[number];
/** B awaiting authorisation, Y authorised, K token used, E became a payment order, S ended, I cancelled. */
export const CONSENT_STATUSES = ['B', 'Y', 'K', 'E', 'S', 'I'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];
/** Detail codes of a cancelled consent this bank uses: 02 revoked by the customer here, 04 not authorised in 5 minutes, 13 authentication abandoned or refused. */
export const CONSENT_STATUS_CODES = ['02', '04', '13'] as const;
/** At most 6 months for an individual, 12 for a company; at least 1 day (domain-facts-products.md, AIS duration). */
export const CONSENT_MAX_MONTHS = { Individual: 6, Corporate: 12 } as const;
export type ConsentHolder = keyof typeof CONSENT_MAX_MONTHS;

/** "TR33 **** **** 1326": the first 4 and the last 4 characters. */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;

const ConsentId = v.pipe(v.string(), v.uuid(IssueKey.Invalid));
const EndDate = v.pipe(v.string(), v.isoDate(IssueKey.Invalid));

export const OtherBankSchema = v.object({ code: v.string(), name: v.string() });

/** `GET /OtherBankAccess/Banks`: the banks a consent can be asked of, and the end dates allowed today (bank's clock). */
export const OtherBanksSchema = v.object({
  banks: v.array(OtherBankSchema),
  minEndDate: v.string(),
  maxEndDate: v.string(),
  /** The longest a consent may last for this customer: 6 months for an individual, 12 for a company. */
  maxMonths: v.number(),
});
export type OtherBanks = v.InferOutput<typeof OtherBanksSchema>;

/** `POST /OtherBankAccess/Link` (Idempotency-Key). */
export const StartLinkSchema = v.object({
  bankCode: v.pipe(v.string(), v.regex(/^\d{5}$/, IssueKey.Invalid)),
  permissions: v.pipe(
    v.array(v.picklist(OTHER_BANK_PERMISSIONS, IssueKey.Invalid)),
    v.minLength(1, IssueKey.Required),
    v.maxLength(9, IssueKey.Invalid),
  ),
  endDate: EndDate,
});
export type StartLinkRequest = v.InferOutput<typeof StartLinkSchema>;

/** `POST /OtherBankAccess/Renew` (Idempotency-Key): a new consent with a new end date, authorised again. */
export const RenewConsentSchema = v.object({ consentId: ConsentId, endDate: EndDate });
export type RenewConsentRequest = v.InferOutput<typeof RenewConsentSchema>;

/** `POST /OtherBankAccess/Revoke` (Idempotency-Key): status I/02, its accounts no longer read. */
export const RevokeConsentSchema = v.object({ consentId: ConsentId });

/** Where the customer authorises the consent at the other bank (a sandbox page), and the consent. */
export const LinkStartedSchema = v.object({ consentId: v.string(), authorisationUrl: v.string() });
export type LinkStarted = v.InferOutput<typeof LinkStartedSchema>;

/** An account at another bank read under an authorised consent: the balance only with permission 03. */
export const LinkedAccountSchema = v.object({
  id: v.string(),
  consentId: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  name: v.string(),
  maskedIban: v.string(),
  currency: v.picklist(CURRENCIES),
  /** Decimal string; null without permission 03. */
  balance: v.nullable(v.string()),
});
export type LinkedAccount = v.InferOutput<typeof LinkedAccountSchema>;

export const LinkedAccountsSchema = v.object({ accounts: v.array(LinkedAccountSchema) });
export type LinkedAccounts = v.InferOutput<typeof LinkedAccountsSchema>;

export const ConsentSchema = v.object({
  consentId: v.string(),
  bankCode: v.string(),
  bankName: v.string(),
  permissions: v.array(v.picklist(OTHER_BANK_PERMISSIONS)),
  /** By the bank's clock: an authorised consent past its end date is S, one not authorised in 5 minutes I/04. */
  status: v.picklist(CONSENT_STATUSES),
  statusCode: v.nullable(v.string()),
  endDate: v.string(),
  createdAt: v.string(),
  authorisedAt: v.nullable(v.string()),
  /** A renewal's consent: the one it replaces once authorised. */
  renewsConsentId: v.nullable(v.string()),
  /** The accounts read under it (authorised consents only). */
  accounts: v.array(LinkedAccountSchema),
});
export type Consent = v.InferOutput<typeof ConsentSchema>;

export const ConsentListSchema = v.object({ consents: v.array(ConsentSchema) });
export type ConsentList = v.InferOutput<typeof ConsentListSchema>;

/** The bank's address of a consent's detail page (the sandbox page sends the customer back here). */
export const consentDetailPath = (consentId: string) =>
  `/dashboard/other-bank-access-permissions/detail?consent=${encodeURIComponent(consentId)}`;
/** The sandbox's other-bank authorisation page. */
export const OTHER_BANK_AUTH_PATH = '/sandbox/other-bank/';
