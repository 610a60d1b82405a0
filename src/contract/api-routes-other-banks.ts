/** The route table's other bank access permissions calls (issue 16, the bank as YÖS); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, IdParam, type ApiRoute } from './api-route';
import {
  ConsentListSchema,
  ConsentSchema,
  LinkedAccountsSchema,
  LinkStartedSchema,
  OtherBanksSchema,
  RenewConsentSchema,
  RevokeConsentSchema,
  StartLinkSchema,
} from './other-banks';

const TAG = 'Other bank access permissions';
const REDIRECT =
  'Answers the consent (B, awaiting) and `authorisationUrl`, the sandbox other bank’s authorisation page: the customer goes there, picks accounts and approves within 5 minutes, and is sent back to the consent’s detail page.';

export const OTHER_BANK_ROUTES: ApiRoute[] = [
  call({
    path: '/OtherBankAccess/Banks',
    name: 'otherBankBanks',
    tag: TAG,
    summary:
      'The banks a consent can be asked of, and the end dates allowed today (tomorrow to 6 months ahead, 12 for a company).',
    data: OtherBanksSchema,
  }),
  call({
    path: '/OtherBankAccess/Consents',
    name: 'otherBankConsents',
    tag: TAG,
    summary:
      'The customer’s consents, newest first, with their status by the bank’s clock (B, Y, S, I and detail code) and the accounts read under the authorised ones.',
    data: ConsentListSchema,
  }),
  call({
    path: '/OtherBankAccess/Consent/{consentId}',
    name: 'otherBankConsent',
    tag: TAG,
    summary: 'One of the customer’s consents (another customer’s answers otherBank.consentNotFound).',
    params: { consentId: IdParam },
    data: ConsentSchema,
  }),
  call({
    path: '/OtherBankAccess/Accounts',
    name: 'otherBankAccounts',
    tag: TAG,
    summary:
      'The accounts at other banks read now: chosen under an authorised consent not past its end date; the balance only with permission 03. Read-only.',
    data: LinkedAccountsSchema,
  }),
  call({
    path: '/OtherBankAccess/Link',
    name: 'otherBankLink',
    tag: TAG,
    summary: `A consent for a bank: permissions (01 or 07 required; 06 needs 03; 05 needs 04) and the last valid day. One live consent per bank. ${REDIRECT}`,
    body: StartLinkSchema,
    data: LinkStartedSchema,
    actionCodes: [ActionCode.OtherBankLinkStarted],
    idempotent: true,
  }),
  call({
    path: '/OtherBankAccess/Renew',
    name: 'otherBankRenew',
    tag: TAG,
    summary: `A new consent for an authorised or ended one’s bank and permissions with a new end date; once authorised it replaces the old one (S). ${REDIRECT}`,
    body: RenewConsentSchema,
    data: LinkStartedSchema,
    actionCodes: [ActionCode.OtherBankLinkStarted],
    idempotent: true,
  }),
  call({
    path: '/OtherBankAccess/Revoke',
    name: 'otherBankRevoke',
    tag: TAG,
    summary: 'Revokes a consent (I/02); its accounts are not read from now on. The record stays.',
    body: RevokeConsentSchema,
    data: ConsentSchema,
    actionCodes: [ActionCode.OtherBankConsentRevoked],
    idempotent: true,
  }),
];
