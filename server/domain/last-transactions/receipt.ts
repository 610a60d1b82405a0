/**
 * The receipt (dekont) of any movement: its label/value rows in the caller's language (the detail
 * page shows them, the PDF prints them). A transfer's rows are the transfer receipt's own, so its
 * PDF looks as it does from the transfer's success page.
 */
import { formatDate, formatDateTime } from '../../../src/contract/date-text';
import type { Language } from '../../../src/contract/headers';
import type {
  LastTransactionDetail,
  LastTransactionKind,
  LastTransactionStatus,
} from '../../../src/contract/last-transactions';
import { formatAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import type { ReceiptPdf, TransferReceipt } from '../../../src/contract/transfers';
import { formatIban } from '../../../src/contract/iban';
import type { DbOrTx } from '../../db/client';
import { accountName } from '../accounts/account-names';
import { describeTransaction } from '../accounts/transaction-texts';
import { inLanguage, receiptOf } from '../transfers/receipts';
import { rowsPdf, transferReceiptRows, transferStatusText, type ReceiptRow } from '../transfers/receipt-pdf';
import { amountOf, detailsOf, feeOf, itemOf, type Movement, type StoredDetails } from './movements';

type Words = Record<Language, string>;

const TITLE: Record<LastTransactionKind, Words> = {
  Transfer: { tur: 'İşlem Dekontu', eng: 'Transfer receipt' },
  SecurePayment: { tur: 'İşlem Dekontu', eng: 'Transfer receipt' },
  BillPayment: { tur: 'Fatura Ödeme Dekontu', eng: 'Bill payment receipt' },
  CardDebtPayment: { tur: 'Kredi Kartı Borç Ödeme Dekontu', eng: 'Card debt payment receipt' },
  StandingOrderRun: { tur: 'Talimat Dekontu', eng: 'Standing order receipt' },
  AccountOpening: { tur: 'Hesap Açılış Dekontu', eng: 'Account opening receipt' },
  FxTrade: { tur: 'Döviz İşlem Dekontu', eng: 'Currency exchange receipt' },
  GoldOrder: { tur: 'Altın İşlem Dekontu', eng: 'Gold order receipt' },
  Financing: { tur: 'Finansman Dekontu', eng: 'Financing receipt' },
  CardSpending: { tur: 'Kart Harcama Dekontu', eng: 'Card spending receipt' },
  Other: { tur: 'İşlem Dekontu', eng: 'Transaction receipt' },
};

export const KIND_TEXT: Record<LastTransactionKind, Words> = {
  Transfer: { tur: 'Para transferi', eng: 'Money transfer' },
  SecurePayment: { tur: 'Güvenli ödeme', eng: 'Secure payment' },
  BillPayment: { tur: 'Fatura ödemesi', eng: 'Bill payment' },
  CardDebtPayment: { tur: 'Kredi kartı borcu ödemesi', eng: 'Card debt payment' },
  StandingOrderRun: { tur: 'Talimat', eng: 'Standing order' },
  AccountOpening: { tur: 'Hesap açılışı', eng: 'Account opening' },
  FxTrade: { tur: 'Döviz alım satım', eng: 'Currency exchange' },
  GoldOrder: { tur: 'Altın alım satım', eng: 'Gold order' },
  Financing: { tur: 'Finansman', eng: 'Financing' },
  CardSpending: { tur: 'Kart harcaması', eng: 'Card spending' },
  Other: { tur: 'İşlem', eng: 'Transaction' },
};

const ROW: Record<string, Words> = {
  reference: { tur: 'Referans', eng: 'Reference' },
  date: { tur: 'İşlem tarihi', eng: 'Date' },
  type: { tur: 'İşlem türü', eng: 'Type' },
  status: { tur: 'Durum', eng: 'Status' },
  account: { tur: 'Hesap', eng: 'Account' },
  amount: { tur: 'Tutar', eng: 'Amount' },
  fee: { tur: 'İşlem ücreti', eng: 'Fee' },
  total: { tur: 'Toplam', eng: 'Total' },
  description: { tur: 'Açıklama', eng: 'Description' },
  order: { tur: 'Talimat', eng: 'Standing order' },
  dueDate: { tur: 'Vade tarihi', eng: 'Due date' },
  attempt: { tur: 'Deneme', eng: 'Attempt' },
  billerName: { tur: 'Kurum', eng: 'Institution' },
  subscriberNo: { tur: 'Abone numarası', eng: 'Subscriber number' },
  bill: { tur: 'Fatura', eng: 'Bill' },
  sourceAccount: { tur: 'Ödenen hesap', eng: 'From account' },
  maskedCardNumber: { tur: 'Kart numarası', eng: 'Card number' },
  maskedHolderName: { tur: 'Kart sahibi', eng: 'Cardholder' },
  bankName: { tur: 'Kartın bankası', eng: 'Card issuer' },
  productName: { tur: 'Kart', eng: 'Card' },
  maskedSubscriberName: { tur: 'Abone adı', eng: 'Subscriber name' },
  remainingDebt: { tur: 'Kalan borç', eng: 'Remaining debt' },
  scheduledFor: { tur: 'Gerçekleşecek', eng: 'Scheduled for' },
  rail: { tur: 'Ödeme yolu', eng: 'Paid over' },
};

const STATUS_TEXT: Record<'Completed', Words> = { Completed: { tur: 'Gerçekleşti', eng: 'Completed' } };

/**
 * The stored receipt fields printed, in this order, and how: only these (a stored card number, ids
 * and the like never show).
 */
const STORED: readonly [key: string, as: 'text' | 'money' | 'date' | 'dateTime' | 'rail'][] = [
  ['billerName', 'text'],
  ['subscriberNo', 'text'],
  ['maskedSubscriberName', 'text'],
  ['maskedCardNumber', 'text'],
  ['maskedHolderName', 'text'],
  ['bankName', 'text'],
  ['productName', 'text'],
  ['rail', 'rail'],
  ['remainingDebt', 'money'],
  ['scheduledFor', 'dateTime'],
];

const RAIL_TEXT: Record<string, Words> = {
  Internal: { tur: 'Banka içi (anında)', eng: 'Within the bank (at once)' },
  FAST: { tur: 'FAST', eng: 'FAST' },
  EFT: { tur: 'EFT', eng: 'EFT' },
};

/** `TR31 0089 9000 … 1100 01` → `TR31 **** **** **** **** **00 01`: the country and check digits and the last four shown. */
const maskIban = (formatted: string): string => {
  const total = formatted.replace(/ /g, '').length;
  let index = 0;
  return [...formatted]
    .map((c) => {
      if (c === ' ') return c;
      index += 1;
      return index <= 4 || index > total - 4 ? c : '*';
    })
    .join('');
};

const money = (amount: string, currency: string, language: Language) =>
  formatMoneyText(amount, currency, language, { fixed: true });

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 ? value : typeof value === 'number' ? String(value) : null;

/** The fields of a stored product receipt (bill payment, card debt payment) in label order. */
const storedRows = (details: StoredDetails, language: Language): ReceiptRow[] => {
  const currency = text(details.currency) ?? 'TRY';
  const rows: ReceiptRow[] = [];
  const source = detailsOf(details.source);
  const sourceNumber = text(details.sourceAccountNumber) ?? text(source.accountNumber);
  const sourceName = text(details.sourceAccountName) ?? text(source.name);
  if (sourceNumber)
    rows.push([ROW.sourceAccount![language], sourceName ? `${sourceName} (${sourceNumber})` : sourceNumber]);
  for (const [key, as] of STORED) {
    const shown = text(details[key]);
    if (!shown) continue;
    const value =
      as === 'money'
        ? money(shown, currency, language)
        : as === 'date'
          ? formatDate(shown, language)
          : as === 'dateTime'
            ? formatDateTime(shown, language)
            : as === 'rail'
              ? (RAIL_TEXT[shown]?.[language] ?? shown)
              : shown;
    rows.push([ROW[key]![language], value]);
  }
  const bills = Array.isArray(details.bills) ? (details.bills as unknown[]).map(detailsOf) : [];
  for (const bill of bills) {
    const amount = text(bill.amount);
    const due = text(bill.dueDate);
    const value = [
      amount ? money(amount, text(bill.currency) ?? currency, language) : null,
      due ? `${ROW.dueDate![language]} ${formatDate(due, language)}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
    rows.push([`${ROW.bill![language]} ${text(bill.period) ?? ''}`.trim(), value]);
  }
  return rows;
};

const statusText = (status: LastTransactionStatus, language: Language) =>
  status === 'Completed' ? STATUS_TEXT.Completed[language] : transferStatusText(status, language);

/** The receipt's title and rows for a movement. */
export const receiptOfMovement = async (
  db: DbOrTx,
  customerId: string,
  m: Movement,
  language: Language,
): Promise<{ title: string; rows: ReceiptRow[]; reference: string }> => {
  const item = itemOf(m, language);
  const title = TITLE[item.kind][language];
  const productRows: ReceiptRow[] = [];
  if (m.transfer && !m.cardDebtPayment) {
    const [receipt] = await inLanguage(db, customerId, [receiptOf(m.transfer)], language);
    if (item.kind === 'Transfer')
      return { title, rows: transferReceiptRows(receipt!, language), reference: receipt!.reference };
    productRows.push(...transferReceiptRows(receipt!, language).filter(([label]) => label !== ROW.date![language]));
  }
  const { amount, currency, account } = amountOf(m);
  const fee = feeOf(m);
  const rows: ReceiptRow[] = [
    [ROW.reference![language], item.reference],
    [ROW.date![language], formatDateTime(item.createdAt, language)],
    [ROW.type![language], KIND_TEXT[item.kind][language]],
    [ROW.status![language], statusText(item.status, language)],
    ...(m.run
      ? ([
          [ROW.order![language], m.run.order.nickname],
          [ROW.dueDate![language], formatDate(m.run.run.dueDate, language)],
        ] as ReceiptRow[])
      : []),
    [ROW.account![language], account ? `${accountName(account, language)} (${account.accountNumber})` : null],
    [ROW.amount![language], money(formatAmount(amount < 0n ? -amount : amount, currency), currency, language)],
    [ROW.fee![language], fee > 0n ? money(formatAmount(fee, 'TRY'), 'TRY', language) : null],
  ];
  if (m.billPayment) rows.push(...storedRows(detailsOf(m.billPayment.details), language));
  if (m.cardDebtPayment) rows.push(...storedRows(detailsOf(m.cardDebtPayment.details), language));
  if (productRows.length > 0) rows.push(...productRows.filter(([label]) => !rows.some(([l]) => l === label)));
  if (!m.billPayment && !m.cardDebtPayment && !m.transfer)
    rows.push([ROW.description![language], describeTransaction(m.journal.description, language)]);
  const reference = item.reference ?? m.journal.id.slice(0, 8).toUpperCase();
  return { title, rows, reference };
};

/** `GET /Payment/GetLastTransaction/{id}`: the item, its receipt's fields, the customer's postings, the fee. */
export const detailOf = async (
  db: DbOrTx,
  customerId: string,
  m: Movement,
  language: Language,
): Promise<LastTransactionDetail> => {
  const { rows } = await receiptOfMovement(db, customerId, m, language);
  // A third party's IBAN travels encrypted elsewhere; the detail shows it masked (the PDF prints it whole).
  const iban = m.transfer ? (m.transfer.details as TransferReceipt).receiver.iban : undefined;
  const shown = iban ? formatIban(iban) : undefined;
  return {
    transaction: itemOf(m, language),
    fields: rows.flatMap(([label, value]) =>
      value ? [{ label, value: shown && value === shown ? maskIban(shown) : value }] : [],
    ),
    postings: m.entries.map(({ entry, account }) => ({
      accountNumber: account.accountNumber,
      accountName: accountName(account, language),
      amount: formatAmount(entry.amount, entry.currency),
      currency: entry.currency,
      description: describeTransaction(entry.description, language),
    })),
    fee: formatAmount(feeOf(m), 'TRY'),
  };
};

/** `GET /Payment/GetReceiptPdf/{id}`: the dekont of any movement, base64. */
export const movementReceiptPdf = async (
  db: DbOrTx,
  customerId: string,
  m: Movement,
  language: Language,
): Promise<ReceiptPdf> => {
  const { title, rows, reference } = await receiptOfMovement(db, customerId, m, language);
  const pdf = await rowsPdf(title, rows, language);
  return { fileName: `dekont-${reference}.pdf`, content: pdf.toString('base64') };
};
