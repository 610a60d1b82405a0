/**
 * The parts of the OpenAPI document that are not schemas of bodies: the named enums, the action and
 * message codes with their meanings, the contract's headers and the security schemes (ENC1 and
 * signing). Codes, header names and texts come from the contract and the server's text table, so a
 * new code cannot be left out (the records below are keyed by the contract's own names).
 */
import * as v from 'valibot';
import { ActionCode } from '../../src/contract/action-codes';
import { ACCOUNT_KINDS } from '../../src/contract/accounts';
import { EASY_ADDRESS_TYPES } from '../../src/contract/easy-addresses';
import {
  Channel,
  DEVICE_HEADER_MAX,
  Header,
  LANGUAGES,
  SESSION_COOKIE,
  UNPROTECTED_TOKEN,
} from '../../src/contract/headers';
import { IssueKey, MessageCode } from '../../src/contract/message-codes';
import { CURRENCIES } from '../../src/contract/money';
import { SIGNATURE_WINDOW_MS } from '../../src/contract/signing';
import {
  TARGET_KINDS,
  TARGET_MODES,
  TRANSFER_KINDS,
  TRANSFER_STATUSES,
  TRANSFER_TYPES,
} from '../../src/contract/transfers';
import { TEXT_CODES, textFor } from '../domain/common/texts';
import { TIMESTAMP_PATTERN } from '../domain/security/field-crypto';

type Json = Record<string, unknown>;

/** The enums the document names (a picklist of the same options anywhere refers to its component). */
export const NAMED_ENUMS: Readonly<Record<string, { options: readonly string[]; description: string }>> = {
  Currency: {
    options: CURRENCIES,
    description: 'ISO 4217; `XAU`, `XAG`, `XPT` are gold, silver and platinum in grams (4 decimals).',
  },
  Language: { options: LANGUAGES, description: 'The language of texts (`X-Language`).' },
  AccountKind: { options: ACCOUNT_KINDS, description: 'Current (özel cari), participation or gold.' },
  EasyAddressType: { options: EASY_ADDRESS_TYPES, description: 'What a KOLAS easy address (alias) is.' },
  TargetMode: { options: TARGET_MODES, description: 'How a transfer names its receiver (`target.mode`).' },
  TargetKind: { options: TARGET_KINDS, description: 'What the receiver turned out to be.' },
  TransferKind: { options: TRANSFER_KINDS, description: 'The product a transfer was booked as.' },
  TransferType: { options: TRANSFER_TYPES, description: 'The rail: EFT, FAST, remittance (havale) or virement.' },
  TransferStatus: { options: TRANSFER_STATUSES, description: 'Where a transfer stands.' },
};

/** The enums as picklists: a component's own picklist is its reference, so it is never replaced by a reference to itself. */
export const namedEnumSchemas = (): Record<string, v.GenericSchema> =>
  Object.fromEntries(Object.entries(NAMED_ENUMS).map(([name, { options }]) => [name, v.picklist(options)]));

const ACTION_MEANINGS: Readonly<Record<keyof typeof ActionCode, string>> = {
  None: 'Service call done, nothing further.',
  Dashboard: 'Login complete: go to the dashboard.',
  Otp: 'Enter the SMS code.',
  SetPassword: 'Set a password (first login, or the forgot-password flow).',
  Login: 'Go to login (credentials wrong, session ended, logged out).',
  WaitingPush: 'Wait for the push approval (poll approveMessage).',
  SetSecurityKey: 'Set (or, in the forgot-password flow, enter) the security key.',
  SetSecurityImage: 'Choose the security image.',
  SelectRepresentativeWorkgroup: 'Choose the representative workgroup (corporate).',
  TransactionOtp: 'Verify the transaction with the SMS code: re-post with otpReferenceKey and otpCode.',
  TransactionPush: 'Verify the transaction by push: re-post with otpReferenceKey until approved.',
  TransactionEmail: 'Verify the transaction with the e-mailed code.',
  AccountsListed: 'Accounts listed.',
  AccountCreated: 'Account opened.',
  AccountAliasUpdated: 'Account name changed.',
  AccountClosed: 'Account closed.',
  EasyAddressCreated: 'Easy address registered.',
  EasyAddressDeleted: 'Easy address removed.',
  TransferPreviewed: 'Summary ready: show it and ask for confirmation.',
  TransferCompleted: 'Transfer completed (remittance, virement, or settled).',
  TransferPending: 'Accepted, pending at the clearing house (FAST, EFT in its window).',
  TransferScheduled: 'Scheduled for the next EFT window.',
  TransferHeld: 'Secure payment held by the bank.',
  RegisteredTransactionSaved: 'Registered transaction saved.',
  RegisteredTransactionUpdated: 'Registered transaction changed.',
  RegisteredTransactionDeleted: 'Registered transaction removed.',
  SecurePaymentReleased: 'Secure payment released to the seller.',
  SecurePaymentCancelled: 'Secure payment cancelled; the money is back.',
  SavedPaymentSaved: 'Saved payment added.',
  SavedPaymentUpdated: 'Saved payment changed.',
  SavedPaymentDeleted: 'Saved payment removed.',
  CardDebtPaid: 'Card debt paid: a card of this bank, credited at once.',
  CardDebtPending: "Card debt payment at the clearing house (FAST, EFT in its window) to another bank's card.",
  CardDebtScheduled: "Card debt payment to another bank's card waiting for the next EFT window.",
  BillPaid: 'Bills paid: show the receipt.',
  StandingOrderCreated: 'Standing order made: its detail with the next run dates.',
  StandingOrderUpdated: 'Standing order changed.',
  StandingOrderPaused: 'Standing order paused: no run until it is resumed.',
  StandingOrderResumed: 'Standing order active again.',
  StandingOrderCancelled: 'Standing order cancelled.',
  CardPinChanged: 'Card PIN changed: the card’s detail.',
  CardPermissionsUpdated: 'Card permissions changed: the card’s detail.',
  CardAccountUpdated: 'Card account changed: the card’s detail.',
  CardLimitsUpdated: 'Card daily limits changed: the card’s detail.',
  CardFrozen: 'Card frozen: the card’s detail.',
  CardUnfrozen: 'Card opened again: the card’s detail.',
  CardUpdated: 'Card name or notification setting changed: the card’s detail.',
  CardCancelled: 'Card cancelled (with its virtual cards): the card’s detail and a notice when a debt stays.',
  CardBlocked:
    'Card blocked as lost or stolen: the card’s detail, the 24-hour liability notice, a replacement application.',
  CardRenewalRequested: 'Card renewal asked: the card’s detail and the Renewal application.',
  VirtualCardCreated: 'Virtual card made: the card as BIN + last 4 and its limit.',
  VirtualCardLimitUpdated: 'Virtual card limit changed.',
  VirtualCardRevealed: 'Virtual card details shown for a short time (first answer of the key only).',
  CardApplicationReceived: 'Card application received: the sandbox advances it.',
  CardStatementCutoffUpdated: 'Credit card cut-off day changed: the settings and the next cut-off date.',
  CardStatementPreferenceUpdated: 'Credit card statement sending preference changed.',
  DocumentUploaded: 'A missing document uploaded: the stored document and what is still missing.',
  ContactRequestSaved: 'A request to the bank received: the request with its reference number and answer deadline.',
  PasswordChanged: 'Password changed; every other session of the customer has ended.',
  DeviceRenamed: 'Device renamed: the device list.',
  DeviceRemoved: 'Device removed; its sessions have ended.',
  ContactCodeSent: 'A code was sent to the new phone or e-mail.',
  ContactChanged: 'The new phone or e-mail is verified and on file: the profile.',
  SecurityImageChanged: 'Security image changed.',
  SecurityKeyChanged: 'Security key changed.',
  IpRestrictionsChanged: 'An IP restriction created, edited or deleted: the rules as they now are.',
  ConsentApproved:
    "A provider's consent approved (B→Y): the consent and the provider's redirect address with the authorisation code.",
  ConsentRefused: "A provider's consent request refused (I/02): the consent and the provider's redirect address.",
  ConsentRevoked: 'An account-information consent revoked (I/02, soft deleted): its token is refused from now on.',
  MarketTraded: 'Currency or precious metal bought or sold at a quote: the trade (its journal for the receipt).',
  GoldOrderPlaced: 'Physical gold paid and ordered: the order with its timeline.',
  GoldAddressSaved: 'A delivery address saved: the address.',
  FinancingInstallmentsPaid: 'Financing installments paid: the receipt.',
  FinancingPaidOff: 'Financing paid off early (the remaining profit share waived): the receipt.',
  OtherBankLinkStarted:
    'A consent to read accounts at another bank awaits authorisation there: go to `authorisationUrl`.',
  OtherBankConsentRevoked:
    'A consent to read accounts at another bank revoked (I/02): its accounts are no longer read.',
  CcTransferWaiting:
    'The agent’s transfer is stored Waiting for the customer’s confirmation on their phone: poll its status.',
  CorporateOperationWaiting:
    'A corporate maker’s operation is stored and waits for its approvals: its reference, needs and expiry.',
  CorporateOperationApproved: 'An approval counted; the operation still waits for others: the operation as now.',
  CorporateOperationDecided:
    'The operation ended by this decision (posted, failed at posting, or rejected): the operation as now.',
  CorporateRolesChanged: 'A company user’s roles changed (recorded with who, when, before and after): the user as now.',
  ApprovalGroupSaved: 'An approval group created or changed: the company’s groups.',
  ApprovalGroupRetired: 'An approval group retired: the company’s groups.',
  ApprovalRuleSaved: 'An approval rule created or given a new version: the company’s rules.',
  ApprovalRuleRetired: 'An approval rule retired: the company’s rules.',
};

const oneOfConsts = (entries: readonly (readonly [string | number, string])[], description: string): Json => ({
  description,
  oneOf: entries.map(([value, meaning]) => ({ const: value, description: meaning })),
});

/** Every action code with its meaning (the 3xx-9xx ranges: accounts, transfers, payments, cards, gold, other). */
export const actionCodeSchema = (): Json =>
  oneOfConsts(
    Object.entries(ActionCode).map(([name, code]) => [code, ACTION_MEANINGS[name as keyof typeof ActionCode]] as const),
    'What the client does next. 1xx-2xx: sign-in and verification steps; 3xx accounts, 4xx transfers.',
  );

/** Every message code the server sends, with its English text (`text` follows X-Language). */
export const messageCodeSchema = (): Json => {
  const codes = [...new Set([...Object.values(MessageCode), ...Object.values(IssueKey), ...TEXT_CODES])].sort();
  return oneOfConsts(
    codes.map((code) => [code, textFor(code, 'eng')] as const),
    'A stable message code; schema issue keys (`field.required`) are codes too. `text` carries it in the caller’s language.',
  );
};

const header = (name: string, description: string, schema: Json, required = false): Json => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

/** A device header's value: longer ones are cut (request-meta.ts). */
const DEVICE_TEXT: Json = { type: 'string', maxLength: DEVICE_HEADER_MAX };

/** The request headers as reusable parameters; keys are the component names. */
export const HEADER_PARAMETERS: Readonly<Record<string, Json>> = {
  TraceId: header(
    Header.TraceId,
    'A fresh UUID per request; part of the signing string, never reused.',
    { type: 'string', format: 'uuid' },
    true,
  ),
  Language: header(Header.Language, 'The language of `messages[].text` and of texts in answers (default `tur`).', {
    $ref: '#/components/schemas/Language',
  }),
  Channel: header(Header.Channel, `\`${Channel.Internet}\` for a customer, \`${Channel.CallCenter}\` for CallCenter.`, {
    enum: Object.values(Channel),
  }),
  Os: header(Header.Os, `The device’s OS, at most ${DEVICE_HEADER_MAX} characters (login history).`, DEVICE_TEXT),
  DeviceBrand: header(Header.DeviceBrand, `The device’s brand, at most ${DEVICE_HEADER_MAX} characters.`, DEVICE_TEXT),
  DeviceModel: header(Header.DeviceModel, `The device’s model, at most ${DEVICE_HEADER_MAX} characters.`, DEVICE_TEXT),
  ApiVersion: header(Header.ApiVersion, '`1.2` for GetAccounts and the registered-transaction calls, else `1.1`.', {
    enum: ['1.1', '1.2'],
  }),
  Signed: header(Header.Signed, '`true` on signed calls.', { enum: ['true'] }),
  Timestamp: header(
    Header.Timestamp,
    `Unix time in milliseconds, decimal; within ${SIGNATURE_WINDOW_MS / 1000} s of the server’s clock. Part of the signing string.`,
    { type: 'string', pattern: TIMESTAMP_PATTERN.source },
    true,
  ),
  IdempotencyKey: header(
    Header.IdempotencyKey,
    'One UUID per customer decision, reused for every retry of it (400 `idempotency.keyMissing` without it; 409 with another body).',
    { type: 'string', format: 'uuid' },
    true,
  ),
};

export const SECURITY_SCHEMES: Readonly<Record<string, Json>> = {
  UnprotectedToken: {
    type: 'apiKey',
    in: 'header',
    name: Header.UnprotectedToken,
    description: `Pre-login (unsigned) calls: the fixed public value \`${UNPROTECTED_TOKEN}\`.`,
  },
  ClientKey: {
    type: 'apiKey',
    in: 'header',
    name: Header.ClientKey,
    description:
      'Pre-login calls whose request has ENC1 fields, and InitialLogin: `<keyId>.<base64url(RSA-OAEP-SHA256(K))>` (no label), K the client’s 32-byte AES key. See “ENC1 field encryption”.',
  },
  TransactionToken: {
    type: 'apiKey',
    in: 'header',
    name: Header.TransactionToken,
    description:
      'The session’s token, from the `X-Transaction-Token` response header of the login steps (replace it whenever an answer carries a new one).',
  },
  SessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The HttpOnly cookie set with the token (path `/api`); both must match.',
  },
  Signature: {
    type: 'apiKey',
    in: 'header',
    name: Header.Signature,
    description: 'HMAC-SHA256 over the canonical string with a key derived from K. See “Request signing”.',
  },
  AgentToken: {
    type: 'apiKey',
    in: 'header',
    name: Header.AgentToken,
    description: 'CallCenter: the agent’s token (unsigned, unencrypted).',
  },
};
