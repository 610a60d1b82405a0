/**
 * The sandbox bank's tables. Money is bigint minor units (2 digits, 4 for XAU grams).
 * Secrets (passwords, tokens, cookies, OTP codes) are stored only as hashes.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_KINDS } from '../../src/contract/accounts';
import { EASY_ADDRESS_TYPES } from '../../src/contract/easy-addresses';
import { CURRENCIES } from '../../src/contract/money';
import { TRANSFER_STATUSES } from '../../src/contract/transfers';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => uuid('id').primaryKey().defaultRandom();
const money = (name: string) => bigint(name, { mode: 'bigint' });

export const CUSTOMER_TYPES = ['Individual', 'Corporate'] as const;
export const LOGIN_METHODS = ['sms', 'push'] as const;
export const SESSION_STAGES = ['otp', 'push', 'first-login', 'workgroup', 'active', 'ended'] as const;
export type SessionStage = (typeof SESSION_STAGES)[number];
export const OUTBOX_CHANNELS = ['sms', 'email', 'push'] as const;

export const customers = pgTable('customers', {
  id: id(),
  customerNumber: text().notNull().unique(),
  identificationNumber: text().notNull().unique(),
  passwordHash: text().notNull(),
  name: text().notNull(),
  surname: text().notNull(),
  customerType: text({ enum: CUSTOMER_TYPES }).notNull(),
  phone: text().notNull(),
  email: text(),
  loginMethod: text({ enum: LOGIN_METHODS }).notNull(),
  mustSetPassword: boolean().notNull().default(false),
  mustSetSecurityImage: boolean().notNull().default(false),
  mustSetSecurityKey: boolean().notNull().default(false),
  /** A code of the security-image catalog (server/domain/security-images.ts). */
  securityImageCode: text(),
  /** argon2id of the security key, asked when a password is forgotten. */
  securityKeyHash: text(),
  emailVerifiedAt: ts('email_verified_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const workgroups = pgTable('workgroups', {
  id: id(),
  customerId: uuid()
    .notNull()
    .references(() => customers.id),
  name: text().notNull(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    cookieHash: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    stage: text({ enum: SESSION_STAGES }).notNull(),
    channel: text().notNull(),
    workgroupId: uuid().references(() => workgroups.id),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    endedAt: ts('ended_at'),
    endReason: text(),
    /** The X-Client-Key of InitialLogin (keyId + K wrapped with the bank's RSA key): K of this session. */
    clientKey: text(),
  },
  (t) => [index().on(t.customerId)],
);

/** One-time challenges: SMS codes (code_hash set) and push approvals (code_hash null). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    referenceKey: text().notNull().unique(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id),
    purpose: text().notNull(),
    codeHash: text(),
    attempts: integer().notNull().default(0),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    voidedAt: ts('voided_at'),
  },
  (t) => [index().on(t.sessionId)],
);

/** What the bank "sent". The sandbox shows it; a real bank would hand it to an SMS/e-mail/push gateway. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    recipient: text().notNull(),
    text: text().notNull(),
    code: text(),
    referenceKey: text(),
    createdAt: ts('created_at').notNull(),
    approvedAt: ts('approved_at'),
  },
  (t) => [index().on(t.recipient, t.createdAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    customerId: uuid().references(() => customers.id),
    accountNumber: text().notNull().unique(),
    iban: text().unique(),
    name: text().notNull(),
    kind: text({ enum: ACCOUNT_KINDS }).notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    termMonths: integer(),
    /** Customer's share of the profit in percent (70 means 70/30). */
    profitShareRatio: integer(),
    poolName: text(),
    /** The customer's own name for the account (alias update); the product name otherwise. */
    alias: text(),
    branchName: text().notNull(),
    openedAt: ts('opened_at').notNull(),
    closedAt: ts('closed_at'),
    /** Bank GL accounts (clearing, settlement, FX position, pools); may go negative. */
    isInternal: boolean().notNull().default(false),
  },
  (t) => [index().on(t.customerId), check('accounts_no_overdraft', sql`${t.isInternal} OR ${t.balance} >= 0`)],
);

/**
 * One money movement. Seeded history and internal postings leave the customer
 * columns empty; a customer's transfer fills them (status, amount, the receipt in `details`).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: id(),
    kind: text().notNull(),
    description: text().notNull(),
    createdAt: ts('created_at').notNull(),
    valueDate: ts('value_date').notNull(),
    idempotencyKey: text().unique(),
    /** The customer who ordered it (null for seeded history and bank-internal postings). */
    customerId: uuid().references(() => customers.id),
    /** EFT, FAST, Remittance, Virement (spec section 3). */
    transferType: text(),
    status: text({ enum: TRANSFER_STATUSES }).notNull().default('Completed'),
    /** The customer-facing reference printed on the receipt. */
    reference: text().unique(),
    amount: money('amount'),
    currency: text({ enum: CURRENCIES }),
    /** What the transfer counts against the daily limit, in TRY minor units. */
    limitAmountTry: money('limit_amount_try'),
    scheduledFor: ts('scheduled_for'),
    settledAt: ts('settled_at'),
    /** When the clearing house may settle it (Pending FAST/EFT, Scheduled EFT); null otherwise (migration 0005). */
    settleAfter: ts('settle_after'),
    /** The receipt: source, receiver (masked), fee, exchange; shown again on the success page and in the PDF. */
    details: jsonb(),
  },
  (t) => [index().on(t.customerId, t.createdAt), index().on(t.status)],
);

/**
 * Idempotency (contract): (customer, key) → the digest of the request and the
 * first final response. Written in the same database transaction as what the
 * request changed, so a retry after a crash either finds it or finds nothing moved.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    key: text().notNull(),
    method: text().notNull(),
    path: text().notNull(),
    requestDigest: text().notNull(),
    responseStatus: integer().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index().on(t.createdAt)],
);

/** KOLAS easy addresses of this bank's customers: one alias → one account; at most 5 per account. */
export const easyAddresses = pgTable(
  'easy_addresses',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    type: text({ enum: EASY_ADDRESS_TYPES }).notNull(),
    /** Normalised: digits only for numbers, E.164 for phones, lower case for e-mail, upper case for passports. */
    value: text().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [unique().on(t.type, t.value), index().on(t.customerId), index().on(t.accountId)],
);

/** Saved recipients and saved between-accounts pairs ("kayıtlı işlemler"). */
export const registeredTransactions = pgTable(
  'registered_transactions',
  {
    id: id(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    /** Iban, AccountNumber, EasyAddress, AccountsBetween, Card, Wallet. */
    kind: text().notNull(),
    /** The target and the optional defaults (amount, description) as the contract's schema describes them. */
    payload: jsonb().notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [unique().on(t.customerId, t.name), index().on(t.customerId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: uuid()
      .notNull()
      .references(() => transfers.id),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id),
    currency: text({ enum: CURRENCIES }).notNull(),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    description: text().notNull(),
    counterpartyName: text(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index().on(t.accountId, t.id),
    index().on(t.transferId),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

export const agents = pgTable('agents', {
  id: id(),
  name: text().notNull().unique(),
  tokenHash: text(),
  tokenIssuedAt: ts('token_issued_at'),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid().references(() => customers.id),
    step: text().notNull(),
    at: ts('at').notNull(),
    ip: text(),
    device: text(),
    channel: text().notNull(),
    success: boolean().notNull(),
  },
  (t) => [index().on(t.customerId, t.at)],
);

/** Consecutive password failures and the lock, per identification number as typed (also unknown ones). */
export const loginGuards = pgTable('login_guards', {
  identificationNumber: text().primaryKey(),
  failures: integer().notNull().default(0),
  lockedUntil: ts('locked_until'),
  updatedAt: ts('updated_at').notNull(),
});

/** Captchas: only the hash of the answer; single use, short-lived. */
export const captchas = pgTable('captchas', {
  id: id(),
  reference: text().notNull().unique(),
  answerHash: text().notNull(),
  createdAt: ts('created_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

export const PASSWORD_FLOW_STEPS = ['otp', 'security-key', 'new-password', 'done', 'void'] as const;
export type PasswordFlowStep = (typeof PASSWORD_FLOW_STEPS)[number];

/** Forgot-password flows: bound to a random key stored hashed; the SMS code lives on the flow. */
export const passwordFlows = pgTable(
  'password_flows',
  {
    id: id(),
    keyHash: text().notNull().unique(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    step: text({ enum: PASSWORD_FLOW_STEPS }).notNull(),
    /** Wrong answers in the current step. */
    attempts: integer().notNull().default(0),
    otpReferenceKey: text().notNull(),
    otpCodeHash: text().notNull(),
    otpExpiresAt: ts('otp_expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index().on(t.customerId)],
);

/** E-mail verification links: the token stored hashed, single use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    email: text().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index().on(t.customerId)],
);

/** The RSA-OAEP key pair that wraps the clients' session keys: made once, kept across restarts. */
export const transportKeys = pgTable('transport_keys', {
  keyId: text().primaryKey(),
  publicKey: text().notNull(),
  /** PKCS#8, base64. */
  privateKey: text().notNull(),
  createdAt: ts('created_at').notNull(),
});

/** The menu codes a customer pinned on the home page (contract/shortcuts.ts), in their order. */
export const clientShortcuts = pgTable('client_shortcuts', {
  customerId: uuid()
    .primaryKey()
    .references(() => customers.id),
  menuCodes: text().array().notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/** Exchange quotes (indicative mid rate plus the bank's spread): a cross-currency virement executes at one, once, before it expires. */
export const fxQuotes = pgTable(
  'fx_quotes',
  {
    id: id(),
    customerId: uuid().references(() => customers.id),
    sourceCurrency: text({ enum: CURRENCIES }).notNull(),
    targetCurrency: text({ enum: CURRENCIES }).notNull(),
    sourceAmount: money('source_amount').notNull(),
    targetAmount: money('target_amount').notNull(),
    /** Decimal strings as shown to the customer: source units per target unit, applied and mid; spread in percent. */
    rate: text().notNull(),
    midRate: text().notNull(),
    spreadPercent: text().notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index().on(t.createdAt)],
);

/**
 * The sandbox "outside world" of interbank transfers (migration 0005): banks by their EFT code,
 * other banks' accounts and KOLAS aliases, card BINs and cards, payment wallets and their accounts.
 */
export const banks = pgTable('banks', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const externalAccounts = pgTable(
  'external_accounts',
  {
    id: id(),
    bankCode: text()
      .notNull()
      .references(() => banks.code),
    branchCode: text().notNull(),
    accountNumber: text().notNull(),
    iban: text().notNull().unique(),
    holderName: text().notNull(),
  },
  (t) => [unique().on(t.bankCode, t.branchCode, t.accountNumber)],
);

export const externalEasyAddresses = pgTable(
  'external_easy_addresses',
  {
    type: text({ enum: EASY_ADDRESS_TYPES }).notNull(),
    /** Normalised like easy_addresses.value. */
    value: text().notNull(),
    externalAccountId: uuid()
      .notNull()
      .references(() => externalAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.type, t.value] })],
);

export const cardBins = pgTable('card_bins', {
  bin: text().primaryKey(),
  bankCode: text()
    .notNull()
    .references(() => banks.code),
  brand: text().notNull(),
});

export const externalCards = pgTable('external_cards', {
  cardNumber: text().primaryKey(),
  holderName: text().notNull(),
});

export const paymentWallets = pgTable('payment_wallets', {
  code: text().primaryKey(),
  name: text().notNull(),
});

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    walletCode: text()
      .notNull()
      .references(() => paymentWallets.code),
    walletNumber: text().notNull(),
    holderName: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.walletCode, t.walletNumber] })],
);
