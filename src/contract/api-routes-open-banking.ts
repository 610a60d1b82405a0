/** The route table's open-banking calls (issue 16, the bank as HHS); api-routes.ts joins the tables. */
import { ActionCode } from './action-codes';
import { customerCall as call, type ApiRoute } from './api-route';
import {
  ApproveConsentSchema,
  ConsentDecidedSchema,
  ConsentIdSchema,
  ConsentListSchema,
  ConsentQuerySchema,
  ConsentRequestSchema,
  ConsentRevokedSchema,
  OhvpsAccountConsentRequestSchema,
  OhvpsAccountQuerySchema,
  OhvpsAccountsSchema,
  OhvpsBalanceSchema,
  OhvpsConsentCreatedSchema,
  OhvpsConsentStatusSchema,
  OhvpsPaymentConsentRequestSchema,
  OhvpsPaymentRequestSchema,
  OhvpsPaymentSchema,
  OhvpsTokenRequestSchema,
  OhvpsTokenSchema,
  OhvpsTransactionsSchema,
} from './open-banking';

const TAG = 'Open banking';
const PROVIDER_TAG = 'Open banking (provider API)';
const CODE_STEP =
  'First a challenge (201 SMS / 202 push / 203 e-mail), then with `otpReferenceKey` and `otpCode` the decision.';

/** A provider's call: no customer session, its own credentials or `Authorization: Bearer <token>`. */
const provider = (entry: Omit<ApiRoute, 'session' | 'envelope' | 'actionCodes' | 'tag'>): ApiRoute => ({
  session: 'none',
  envelope: 'service',
  actionCodes: [ActionCode.None],
  tag: PROVIDER_TAG,
  ...entry,
});

export const OPEN_BANKING_ROUTES: ApiRoute[] = [
  call({
    path: '/OpenBanking/GetConsents',
    name: 'getOpenBankingConsents',
    tag: TAG,
    summary:
      'Every consent the customer gave providers, newest first, with its ÖHVPS status (B, Y, K, E, S, I) and detail code; requests older than five minutes are I/04 by then.',
    data: ConsentListSchema,
  }),
  call({
    path: '/OpenBanking/GetConsent',
    name: 'getOpenBankingConsent',
    tag: TAG,
    summary:
      "One consent of the customer (another customer's is not found) and the accounts it may name: every open account for AIS, open TRY current accounts for PIS.",
    query: ConsentQuerySchema,
    data: ConsentRequestSchema,
  }),
  call({
    path: '/OpenBanking/ApproveConsent',
    name: 'approveOpenBankingConsent',
    tag: TAG,
    summary: `Approves a B request within its five minutes with the chosen accounts (PIS: one source account): B→Y, an authorisation code for the provider in \`redirectUrl\`. ${CODE_STEP}`,
    body: ApproveConsentSchema,
    data: ConsentDecidedSchema,
    actionCodes: [ActionCode.ConsentApproved],
    idempotent: true,
  }),
  call({
    path: '/OpenBanking/RefuseConsent',
    name: 'refuseOpenBankingConsent',
    tag: TAG,
    summary: `Refuses a B request: I/02; \`redirectUrl\` tells the provider. ${CODE_STEP}`,
    body: ConsentIdSchema,
    data: ConsentDecidedSchema,
    actionCodes: [ActionCode.ConsentRefused],
    idempotent: true,
  }),
  call({
    path: '/OpenBanking/RevokeConsent',
    name: 'revokeOpenBankingConsent',
    tag: TAG,
    summary:
      "Revokes an account-information consent (Y or K): I/02, kept for audit (soft delete); the provider's token is refused at once; an SMS notice is sent. Single payments cannot be revoked.",
    body: ConsentIdSchema,
    data: ConsentRevokedSchema,
    actionCodes: [ActionCode.ConsentRevoked],
    idempotent: true,
  }),
  provider({
    method: 'POST',
    path: '/Ohvps/Token',
    name: 'ohvpsToken',
    summary:
      "`client_credentials`: a provider's token for consent requests (an hour). `authorization_code`: the code the bank gave on approval, once and within five minutes, for the consent's token (Y→K).",
    body: OhvpsTokenRequestSchema,
    data: OhvpsTokenSchema,
  }),
  provider({
    method: 'POST',
    path: '/Ohvps/AccountConsent',
    name: 'ohvpsAccountConsent',
    summary:
      'An AIS consent request (client token): permissions 01..09 (01 or 07 needed), the last valid day (tomorrow to six months), the transaction window (±12 months). Answers B and the address of the bank page to send the customer to.',
    body: OhvpsAccountConsentRequestSchema,
    data: OhvpsConsentCreatedSchema,
  }),
  provider({
    method: 'POST',
    path: '/Ohvps/PaymentConsent',
    name: 'ohvpsPaymentConsent',
    summary:
      'A single-payment PIS consent request (client token): amount in TRY, payee IBAN and name. Answers B and the bank page address.',
    body: OhvpsPaymentConsentRequestSchema,
    data: OhvpsConsentCreatedSchema,
  }),
  provider({
    method: 'GET',
    path: '/Ohvps/ConsentStatus',
    name: 'ohvpsConsentStatus',
    summary: "A provider's own consent's status and detail code (client token).",
    query: ConsentQuerySchema,
    data: OhvpsConsentStatusSchema,
  }),
  provider({
    method: 'POST',
    path: '/Ohvps/RevokeConsent',
    name: 'ohvpsRevokeConsent',
    summary:
      "The customer revoked at the provider (client token): the provider's own AIS consent Y or K becomes I/03 and its token is refused from then on.",
    body: OhvpsPaymentRequestSchema,
    data: OhvpsConsentStatusSchema,
  }),
  provider({
    method: 'GET',
    path: '/Ohvps/Accounts',
    name: 'ohvpsAccounts',
    summary:
      "The accounts the customer chose (consent token of a K AIS consent with 01, 02 or 07); a revoked or ended consent's token is refused (401).",
    data: OhvpsAccountsSchema,
  }),
  provider({
    method: 'GET',
    path: '/Ohvps/Balance',
    name: 'ohvpsBalance',
    summary: "A chosen account's balance (permission 03); any other account is refused.",
    query: OhvpsAccountQuerySchema,
    data: OhvpsBalanceSchema,
  }),
  provider({
    method: 'GET',
    path: '/Ohvps/Transactions',
    name: 'ohvpsTransactions',
    summary:
      "A chosen account's movements within the consent's window (permission 04 or 05), newest first, at most 100.",
    query: OhvpsAccountQuerySchema,
    data: OhvpsTransactionsSchema,
  }),
  provider({
    method: 'POST',
    path: '/Ohvps/Payment',
    name: 'ohvpsPayment',
    summary:
      'Makes the payment of a K PIS consent (its token) once: a transfer from the chosen account to the payee, K→E. A repeated call answers the same payment.',
    body: OhvpsPaymentRequestSchema,
    data: OhvpsPaymentSchema,
  }),
];
