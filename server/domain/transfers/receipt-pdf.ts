/** The receipt (dekont) of a transfer as a PDF: pdfkit with DejaVu Sans embedded (every Turkish letter). */
import type { Language } from '../../../src/contract/headers';
import { formatIban } from '../../../src/contract/iban';
import { formatDateTime } from '../../../src/contract/date-text';
import { formatMoneyText, formatRateText } from '../../../src/contract/money-text';
import type { TransferReceipt } from '../../../src/contract/transfers';
import { TRANSACTION_TEXT, TRANSFER_TYPE_TEXT } from '../accounts/transaction-texts';
import { renderPdf } from '../common/pdf-document';

const TEXT = {
  tur: {
    title: 'İşlem Dekontu',
    rows: {
      reference: 'Referans',
      date: 'İşlem tarihi',
      type: 'İşlem türü',
      status: 'Durum',
      sender: 'Gönderen hesap',
      receiver: 'Alıcı',
      bank: 'Alıcı banka',
      target: 'Alıcı hesap',
      amount: 'Tutar',
      fee: 'İşlem ücreti',
      total: 'Hesaptan çıkan',
      rate: 'Uygulanan kur',
      scheduled: 'Gerçekleşecek',
      description: 'Açıklama',
    },
    status: {
      Completed: 'Gerçekleşti',
      Pending: 'Takasta',
      Scheduled: 'İleri tarihli',
      Held: 'Güvenli ödemede bekliyor',
      Cancelled: 'İptal edildi',
      Returned: 'İade edildi',
    },
    footer: 'Emanet Katılım Bankası A.Ş. Bu dekont elektronik ortamda üretilmiştir.',
  },
  eng: {
    title: 'Transfer receipt',
    rows: {
      reference: 'Reference',
      date: 'Date',
      type: 'Type',
      status: 'Status',
      sender: 'From account',
      receiver: 'Receiver',
      bank: 'Receiver bank',
      target: 'Receiver account',
      amount: 'Amount',
      fee: 'Fee',
      total: 'Debited',
      rate: 'Exchange rate',
      scheduled: 'Scheduled for',
      description: 'Description',
    },
    status: {
      Completed: 'Completed',
      Pending: 'At the clearing house',
      Scheduled: 'Scheduled',
      Held: 'Held (secure payment)',
      Cancelled: 'Cancelled',
      Returned: 'Returned',
    },
    footer: 'Emanet Participation Bank. This receipt was produced electronically.',
  },
} as const;

const money = (text: string, currency: string, language: Language) =>
  formatMoneyText(text, currency, language, { fixed: true });

/** One label/value row of a receipt; a row without a value is left out. */
export type ReceiptRow = readonly [label: string, value: string | null | undefined];

/** Any receipt (dekont) as the bank prints it: the title, the label/value rows, the bank's footer. */
export const rowsPdf = (title: string, rows: readonly ReceiptRow[], language: Language): Promise<Buffer> =>
  renderPdf({ size: 'A5', margin: 40, title: title }, (doc) => {
    doc.font('bold').fontSize(16).text(title);
    doc.moveDown(0.8);
    for (const [label, value] of rows) {
      if (!value) continue;
      const y = doc.y;
      doc.font('bold').fontSize(9).text(label, 40, y, { width: 120 });
      doc.font('body').fontSize(9).text(value, 165, y, { width: 215 });
      doc.x = 40;
      doc.moveDown(0.4);
    }
    doc.moveDown(2).font('body').fontSize(7).fillColor('#555555').text(TEXT[language].footer, 40);
  });

/** A transfer's receipt rows in the caller's language (the PDF and the last transactions' detail). */
export const transferReceiptRows = (receipt: TransferReceipt, language: Language): ReceiptRow[] => {
  const t = TEXT[language];
  const r = receipt.receiver;
  const target = r.iban ? formatIban(r.iban) : (r.accountNumber ?? r.maskedCardNumber ?? r.easyAddress?.maskedValue);
  return [
    [t.rows.reference, receipt.reference],
    [t.rows.date, formatDateTime(receipt.createdAt, language)],
    [t.rows.type, TRANSACTION_TEXT[TRANSFER_TYPE_TEXT[receipt.transferType]][language]],
    [t.rows.status, t.status[receipt.status]],
    [t.rows.sender, `${receipt.source.name} (${receipt.source.accountNumber})`],
    [t.rows.receiver, r.maskedName],
    [t.rows.bank, r.walletName ?? r.bankName],
    [t.rows.target, target],
    [t.rows.amount, money(receipt.amount, receipt.currency, language)],
    [t.rows.fee, money(receipt.fee, 'TRY', language)],
    [t.rows.total, money(receipt.total, receipt.source.currency, language)],
    [t.rows.rate, receipt.exchange ? formatRateText(receipt.exchange.rate, language) : null],
    [t.rows.scheduled, receipt.scheduledFor ? formatDateTime(receipt.scheduledFor, language) : null],
    [t.rows.description, receipt.description || null],
  ];
};

/** The transfer receipt's status words (the last transactions' detail names a transfer's status with them). */
export const transferStatusText = (status: TransferReceipt['status'], language: Language): string =>
  TEXT[language].status[status];

export const receiptPdf = (receipt: TransferReceipt, language: Language): Promise<Buffer> =>
  rowsPdf(TEXT[language].title, transferReceiptRows(receipt, language), language);
