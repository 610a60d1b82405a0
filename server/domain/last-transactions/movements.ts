/**
 * A customer's money movements: a journal the customer decided (or that ran for them) with the
 * product row beside it, read by journal kind and by which product table names the journal, so
 * a new product's journals join the feed without a change here (they read as their journal kind).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../src/contract/headers';
import type { LastTransaction, LastTransactionKind, Repeat } from '../../../src/contract/last-transactions';
import type { JournalKind } from '../../../src/contract/ledger';
import { formatAmount, type Currency } from '../../../src/contract/money';
import {
  TRANSFER_TYPES,
  type TargetMode,
  type TransferReceipt,
  type TransferType,
} from '../../../src/contract/transfers';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { ccJournals } from '../../db/schema/callcenter';
import { journal, ledgerEntries } from '../../db/schema/ledger';
import { billers, billPayments, cardDebtPayments, standingOrderRuns, standingOrders } from '../../db/schema/payments';
import { transfers } from '../../db/schema/transfers';
import { accountName } from '../accounts/account-names';
import { TRANSACTION_TEXT, TRANSFER_TYPE_TEXT, describeTransaction } from '../accounts/transaction-texts';
import { receiptOf } from '../transfers/receipts';

type AccountRow = typeof accounts.$inferSelect;

/** One journal of the customer with everything its item, detail and receipt need. */
export interface Movement {
  journal: typeof journal.$inferSelect;
  /** The transfer it moved (a secure payment's release or cancel names the hold's transfer). */
  transfer?: typeof transfers.$inferSelect;
  billPayment?: typeof billPayments.$inferSelect;
  biller?: typeof billers.$inferSelect;
  cardDebtPayment?: typeof cardDebtPayments.$inferSelect;
  run?: { run: typeof standingOrderRuns.$inferSelect; order: typeof standingOrders.$inferSelect };
  /** The entries on the customer's own accounts, in posting order. */
  entries: { entry: typeof ledgerEntries.$inferSelect; account: AccountRow }[];
  /** Done by a call-center agent for the customer (cc_journals). */
  throughCallCenter: boolean;
}

/** The journal kinds of the bank's own that never show (they have no customer either). */
const BANK_OWN: readonly JournalKind[] = ['Settlement', 'Funding', 'Reversal'];
const SECURE_PAYMENT: readonly JournalKind[] = ['SecurePaymentHold', 'SecurePaymentRelease', 'SecurePaymentCancel'];

/** The customer's journals of these ids with their product rows; ids not theirs are left out. */
export const loadMovements = async (db: DbOrTx, customerId: string, ids: readonly string[]): Promise<Movement[]> => {
  if (ids.length === 0) return [];
  const journals = await db
    .select()
    .from(journal)
    .where(and(inArray(journal.id, [...ids]), eq(journal.customerId, customerId)));
  const own = journals.filter((j) => !BANK_OWN.includes(j.kind));
  if (own.length === 0) return [];
  const journalIds = own.map((j) => j.id);
  const transferJournalIds = [
    ...journalIds,
    ...own.flatMap((j) => (SECURE_PAYMENT.includes(j.kind) && j.relatedJournalId ? [j.relatedJournalId] : [])),
  ];
  const [transferRows, billRows, cardRows, runRows, entryRows, callRows] = await Promise.all([
    db.select().from(transfers).where(inArray(transfers.journalId, transferJournalIds)),
    db
      .select({ payment: billPayments, biller: billers })
      .from(billPayments)
      .innerJoin(billers, eq(billers.code, billPayments.billerCode))
      .where(inArray(billPayments.journalId, journalIds)),
    db.select().from(cardDebtPayments).where(inArray(cardDebtPayments.journalId, journalIds)),
    db
      .select({ run: standingOrderRuns, order: standingOrders })
      .from(standingOrderRuns)
      .innerJoin(standingOrders, eq(standingOrders.id, standingOrderRuns.orderId))
      .where(inArray(standingOrderRuns.journalId, journalIds)),
    db
      .select({ entry: ledgerEntries, account: accounts })
      .from(ledgerEntries)
      .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
      .where(and(inArray(ledgerEntries.journalId, journalIds), eq(accounts.customerId, customerId)))
      .orderBy(ledgerEntries.id),
    db.select({ journalId: ccJournals.journalId }).from(ccJournals).where(inArray(ccJournals.journalId, journalIds)),
  ]);
  const byId = new Map(own.map((j) => [j.id, j]));
  return ids.flatMap((id) => {
    const j = byId.get(id);
    if (!j) return [];
    const transferJournal =
      SECURE_PAYMENT.includes(j.kind) && j.kind !== 'SecurePaymentHold' ? j.relatedJournalId : j.id;
    const bill = billRows.find((b) => b.payment.journalId === j.id);
    const movement: Movement = {
      journal: j,
      transfer: transferRows.find((t) => t.journalId === transferJournal),
      billPayment: bill?.payment,
      biller: bill?.biller,
      cardDebtPayment: cardRows.find((p) => p.journalId === j.id),
      run: runRows.find((r) => r.run.journalId === j.id),
      entries: entryRows.filter((e) => e.entry.journalId === j.id),
      throughCallCenter: callRows.some((row) => row.journalId === j.id),
    };
    return [movement];
  });
};

export const ownMovement = async (db: DbOrTx, customerId: string, id: string): Promise<Movement | undefined> =>
  (await loadMovements(db, customerId, [id]))[0];

/** The page's kind: the product row that names the journal first, else the journal's kind. */
export const kindOf = (m: Movement): LastTransactionKind => {
  if (m.run) return 'StandingOrderRun';
  if (m.cardDebtPayment || m.journal.kind === 'CardDebtPayment') return 'CardDebtPayment';
  if (m.billPayment || m.journal.kind === 'BillPayment') return 'BillPayment';
  if (SECURE_PAYMENT.includes(m.journal.kind)) return 'SecurePayment';
  if (m.transfer || (TRANSFER_TYPES as readonly string[]).includes(m.journal.kind)) return 'Transfer';
  switch (m.journal.kind) {
    case 'AccountOpening':
      return 'AccountOpening';
    case 'FxTrade':
      return 'FxTrade';
    case 'GoldOrder':
      return 'GoldOrder';
    case 'FinancingDisbursement':
    case 'FinancingInstallment':
      return 'Financing';
    case 'CardSpending':
      return 'CardSpending';
    default:
      return 'Other';
  }
};

/** The entry that speaks for the customer: the first debit of their accounts, else the first credit. */
const primaryOf = (m: Movement) => m.entries.find((e) => e.entry.amount < 0n) ?? m.entries[0];

/** What left (negative) or reached (positive) the primary account, and that account. */
export const amountOf = (m: Movement): { amount: bigint; currency: Currency; account?: AccountRow } => {
  const primary = primaryOf(m);
  if (!primary) {
    const currency = (m.transfer?.currency ??
      m.billPayment?.currency ??
      m.cardDebtPayment?.currency ??
      'TRY') as Currency;
    return { amount: 0n, currency };
  }
  const amount = m.entries
    .filter((e) => e.account.id === primary.account.id)
    .reduce((sum, e) => sum + e.entry.amount, 0n);
  return { amount, currency: primary.account.currency, account: primary.account };
};

/** The fee the customer paid in this movement (TRY). */
export const feeOf = (m: Movement): bigint =>
  -m.entries.filter((e) => e.entry.code === 'fee').reduce((sum, e) => sum + e.entry.amount, 0n);

const transferTypeOf = (m: Movement): TransferType | null => {
  if (m.transfer) return m.transfer.transferType as TransferType;
  return (TRANSFER_TYPES as readonly string[]).includes(m.journal.kind) ? (m.journal.kind as TransferType) : null;
};

/** The transfer form each target mode was sent from (what "repeat" opens). */
const FORM_OF: Record<TargetMode, string> = {
  IBAN: 'to-iban',
  Account: 'to-account-number',
  AccountEft: 'to-account-number',
  Card: 'to-credit-card',
  KOLAS: 'with-my-easy-address',
  AccountsBetween: 'between-my-accounts',
  Wallet: 'payment-wallet',
  SecurePayment: 'secure-payment-transaction',
};

const repeatOf = (m: Movement, kind: LastTransactionKind): Repeat | null => {
  const sent = kind === 'Transfer' || (kind === 'SecurePayment' && m.journal.kind === 'SecurePaymentHold');
  if (sent && m.transfer) {
    const receipt = m.transfer.details as TransferReceipt;
    return { page: `/dashboard/${FORM_OF[receipt.targetMode]}`, search: { repeat: m.transfer.id } };
  }
  if (kind === 'BillPayment' && m.billPayment && m.biller)
    return {
      page: '/dashboard/bill-payment/category',
      search: { category: m.biller.category, biller: m.biller.code, subscriber: m.billPayment.subscriberNo },
    };
  if (kind === 'CardDebtPayment' && m.cardDebtPayment)
    return { page: '/dashboard/pay-another-card-debt', search: { payment: m.cardDebtPayment.id } };
  return null;
};

const TITLES = {
  tur: {
    transfer: (type: string, name: string) => `${type} · ${name}`,
    secureHold: (name: string) => `Güvenli ödeme · ${name}`,
    secureRelease: (name: string) => `Güvenli ödeme serbest bırakıldı · ${name}`,
    secureCancel: (name: string) => `Güvenli ödeme iptal edildi · ${name}`,
    bill: (biller: string, periods: string) => `${biller} faturası ${periods}`.trim(),
    cardDebt: (card: string) => `Kredi kartı borcu ödemesi ${card}`.trim(),
    run: (nickname: string) => `Talimat · ${nickname}`,
  },
  eng: {
    transfer: (type: string, name: string) => `${type} to ${name}`,
    secureHold: (name: string) => `Secure payment to ${name}`,
    secureRelease: (name: string) => `Secure payment released to ${name}`,
    secureCancel: (name: string) => `Secure payment to ${name} cancelled`,
    bill: (biller: string, periods: string) => `${biller} bill ${periods}`.trim(),
    cardDebt: (card: string) => `Card debt payment ${card}`.trim(),
    run: (nickname: string) => `Standing order · ${nickname}`,
  },
} as const;

/** A product row's stored receipt (jsonb) read as flat fields. */
export type StoredDetails = Record<string, unknown>;
export const detailsOf = (value: unknown): StoredDetails =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredDetails) : {};

const periodsOf = (details: StoredDetails): string => {
  const bills = Array.isArray(details.bills) ? (details.bills as unknown[]) : [];
  return bills
    .map((b) => detailsOf(b).period)
    .filter((p): p is string => typeof p === 'string')
    .join(', ');
};

const titleOf = (m: Movement, kind: LastTransactionKind, language: Language): string => {
  const t = TITLES[language];
  if (kind === 'StandingOrderRun' && m.run) return t.run(m.run.order.nickname);
  if (kind === 'BillPayment' && m.billPayment) {
    const details = detailsOf(m.billPayment.details);
    const name = typeof details.billerName === 'string' ? details.billerName : (m.biller?.name ?? '');
    return t.bill(name, periodsOf(details));
  }
  if (kind === 'CardDebtPayment' && m.cardDebtPayment) {
    const masked = detailsOf(m.cardDebtPayment.details).maskedCardNumber;
    return t.cardDebt(typeof masked === 'string' ? masked : '');
  }
  if (m.transfer) {
    const name = (m.transfer.details as TransferReceipt).receiver.maskedName;
    if (m.journal.kind === 'SecurePaymentHold') return t.secureHold(name);
    if (m.journal.kind === 'SecurePaymentRelease') return t.secureRelease(name);
    if (m.journal.kind === 'SecurePaymentCancel') return t.secureCancel(name);
    const type = TRANSACTION_TEXT[TRANSFER_TYPE_TEXT[m.transfer.transferType as TransferType]][language];
    return t.transfer(type, name);
  }
  return describeTransaction(primaryOf(m)?.entry.description ?? m.journal.description, language);
};

const referenceOf = (m: Movement): string | null =>
  m.cardDebtPayment?.reference ?? m.billPayment?.reference ?? m.transfer?.reference ?? null;

/** The feed's item of a movement in the caller's language. */
export const itemOf = (m: Movement, language: Language): LastTransaction => {
  const kind = kindOf(m);
  const { amount, currency, account } = amountOf(m);
  // A transfer's (a card debt's or a run's over another bank included) live status; a secure payment's
  // release and cancel are done whatever the hold's status says now.
  const settles = m.journal.kind === 'SecurePaymentRelease' || m.journal.kind === 'SecurePaymentCancel';
  const status = m.transfer && !settles ? receiptOf(m.transfer).status : 'Completed';
  return {
    id: m.journal.id,
    kind,
    transferType: transferTypeOf(m),
    title: titleOf(m, kind, language),
    amount: formatAmount(amount, currency),
    currency,
    account: account ? { accountNumber: account.accountNumber, name: accountName(account, language) } : null,
    status,
    createdAt: m.journal.createdAt.toISOString(),
    reference: referenceOf(m),
    repeat: repeatOf(m, kind),
    throughCallCenter: m.throughCallCenter,
  };
};
