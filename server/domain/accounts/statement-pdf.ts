/**
 * An account statement as a PDF (pdfkit), in the caller's language. DejaVu Sans (an npm
 * package ships the TTF) is embedded, so ç, ğ, ı, İ, ö, ş, ü render in every viewer.
 */
import type { Language } from '../../../src/contract/headers';
import { formatDateTime } from '../../../src/contract/date-text';
import { formatAmount } from '../../../src/contract/money';
import { formatMoneyText } from '../../../src/contract/money-text';
import type { Transaction } from '../../../src/contract/transactions';
import { accountName } from './account-names';
import type { OwnAccount } from './transactions';
import { renderPdf } from '../common/pdf-document';

const TEXT = {
  tur: {
    title: 'Hesap Özeti',
    customer: 'Müşteri',
    account: 'Hesap',
    iban: 'IBAN',
    balance: 'Bakiye',
    printed: 'Düzenlenme',
    columns: ['Tarih', 'Açıklama', 'Karşı taraf', 'Tutar', 'Bakiye'],
    empty: 'Bu hesapta işlem yok.',
    footer: 'Emanet Katılım Bankası: bu belge bilgi amaçlıdır.',
  },
  eng: {
    title: 'Account statement',
    customer: 'Customer',
    account: 'Account',
    iban: 'IBAN',
    balance: 'Balance',
    printed: 'Issued',
    columns: ['Date', 'Description', 'Counterparty', 'Amount', 'Balance'],
    empty: 'No transactions on this account.',
    footer: 'Emanet Participation Bank: this document is for information.',
  },
} as const;

export interface StatementInput {
  customerName: string;
  account: OwnAccount;
  transactions: Transaction[];
  language: Language;
  now: Date;
}

const COLUMNS = [50, 130, 290, 390, 470];
const WIDTHS = [78, 156, 96, 78, 78];

const money = (text: string, account: OwnAccount, language: Language) =>
  formatMoneyText(text, account.currency, language, { fixed: true });

export const statementPdf = ({
  customerName,
  account,
  transactions,
  language,
  now,
}: StatementInput): Promise<Buffer> => {
  const t = TEXT[language];
  return renderPdf({ size: 'A4', margin: 50, title: t.title }, (doc) => {
    doc.font('bold').fontSize(18).text(t.title);
    doc.moveDown(0.5).font('body').fontSize(10);
    doc.text(`${t.customer}: ${customerName}`);
    doc.text(`${t.account}: ${accountName(account, language)} (${account.accountNumber})`);
    if (account.iban) doc.text(`${t.iban}: ${account.iban}`);
    doc.text(`${t.balance}: ${money(formatAmount(account.balance, account.currency), account, language)}`);
    doc.text(`${t.printed}: ${formatDateTime(now, language)}`);
    doc.moveDown();
    const row = (cells: string[], font: 'body' | 'bold') => {
      const y = doc.y;
      doc.font(font).fontSize(9);
      const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: WIDTHS[i] }));
      cells.forEach((cell, i) => doc.text(cell, COLUMNS[i], y, { width: WIDTHS[i], align: i >= 3 ? 'right' : 'left' }));
      doc.x = 50;
      doc.y = y + Math.max(...heights) + 4;
      if (doc.y > 760) doc.addPage();
    };
    row([...t.columns], 'bold');
    if (transactions.length === 0) doc.font('body').text(t.empty);
    for (const tx of transactions)
      row(
        [
          formatDateTime(tx.date, language),
          tx.description,
          tx.counterparty ?? '',
          money(tx.amount, account, language),
          money(tx.balanceAfter, account, language),
        ],
        'body',
      );
    doc.moveDown(2).font('body').fontSize(8).fillColor('#555555').text(t.footer, 50);
  });
};
