/**
 * A credit card statement (hesap özeti) as a PDF: pdfkit with DejaVu Sans embedded (every Turkish
 * letter), the card as BIN + last 4 only, participation wording (kâr payı, gecikme cezası).
 */
import type { Language } from '../../../../src/contract/headers';
import { dayText, formatDate } from '../../../../src/contract/date-text';
import { formatMoneyText } from '../../../../src/contract/money-text';
import type { OwnStatement } from './statement-reads';
import { LATE_CHARGE_TEXT } from './statement-texts';
import { renderPdf } from '../../common/pdf-document';

const TEXT = {
  tur: {
    title: 'Kredi Kartı Hesap Özeti',
    card: 'Kart',
    holder: 'Kart sahibi',
    limit: 'Kart limiti',
    period: 'Dönem',
    cutoff: 'Hesap kesim tarihi',
    due: 'Son ödeme tarihi',
    previous: 'Önceki dönem borcu',
    payments: 'Ödemeler',
    newCharges: 'Dönem içi harcamalar',
    periodDebt: 'Dönem borcu',
    minimum: 'Asgari ödeme tutarı',
    columns: ['Tarih', 'Açıklama', 'Taksit', 'Tutar'],
    empty: 'Bu dönemde işlem yok.',
    note: 'Asgari ödeme tutarının son ödeme tarihine kadar ödenmemesi durumunda gecikme cezası, dönem borcunun tamamının ödenmemesi durumunda kalan tutara kâr payı uygulanır.',
    footer: 'Emanet Katılım Bankası A.Ş. Bu hesap özeti elektronik ortamda üretilmiştir.',
  },
  eng: {
    title: 'Credit card statement',
    card: 'Card',
    holder: 'Card holder',
    limit: 'Card limit',
    period: 'Period',
    cutoff: 'Cut-off date',
    due: 'Due date',
    previous: 'Previous period debt',
    payments: 'Payments',
    newCharges: 'New charges',
    periodDebt: 'Period debt',
    minimum: 'Minimum payment',
    columns: ['Date', 'Description', 'Installment', 'Amount'],
    empty: 'No transactions in this period.',
    note: 'If the minimum payment is not paid by the due date a late charge applies; if the period debt is not paid in full, profit share applies to the remainder.',
    footer: 'Emanet Participation Bank. This statement was produced electronically.',
  },
} as const;

const COLUMNS = [50, 130, 360, 440];
const WIDTHS = [76, 226, 76, 105];

/** A line's description: the merchant, or the bank's charge by its participation name. */
const describe = (line: OwnStatement['statement']['lines'][number], language: Language): string =>
  line.kind === 'LateCharge' || line.kind === 'ProfitShare' ? LATE_CHARGE_TEXT[line.kind][language] : line.merchant;

export const cardStatementPdf = (own: OwnStatement, language: Language): Promise<Buffer> => {
  const t = TEXT[language];
  const s = own.statement;
  const money = (amount: string) => formatMoneyText(amount, 'TRY', language, { fixed: true });
  return renderPdf({ size: 'A4', margin: 50, title: t.title }, (doc) => {
    doc.font('bold').fontSize(18).text(t.title);
    doc.moveDown(0.5);
    const pairs: [string, string][] = [
      [t.card, `${own.productName} ${own.maskedNumber}`],
      [t.holder, own.holderName],
      [t.limit, money(own.limit)],
      [t.period, `${dayText(s.periodStart, language)} – ${dayText(s.cutoffDate, language)}`],
      [t.cutoff, dayText(s.cutoffDate, language)],
      [t.due, dayText(s.dueDate, language)],
      [t.previous, money(s.previousDebt)],
      [t.payments, money(s.payments)],
      [t.newCharges, money(s.newCharges)],
      [t.periodDebt, money(s.periodDebt)],
      [t.minimum, money(s.minimumPayment)],
    ];
    for (const [label, value] of pairs) {
      const y = doc.y;
      doc.font('bold').fontSize(10).text(label, 50, y, { width: 160 });
      doc.font('body').fontSize(10).text(value, 215, y, { width: 330 });
      doc.x = 50;
      doc.moveDown(0.2);
    }
    doc.moveDown();
    const row = (cells: string[], font: 'body' | 'bold') => {
      const y = doc.y;
      doc.font(font).fontSize(9);
      const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: WIDTHS[i] }));
      cells.forEach((cell, i) =>
        doc.text(cell, COLUMNS[i], y, { width: WIDTHS[i], align: i === 3 ? 'right' : 'left' }),
      );
      doc.x = 50;
      doc.y = y + Math.max(...heights) + 4;
      if (doc.y > 760) doc.addPage();
    };
    row([...t.columns], 'bold');
    if (s.lines.length === 0) doc.font('body').fontSize(9).text(t.empty, 50);
    for (const line of s.lines)
      row(
        [
          formatDate(line.date, language),
          describe(line, language),
          `${line.installment}/${line.installments}`,
          money(line.amount),
        ],
        'body',
      );
    doc.moveDown(1.5).font('body').fontSize(8).fillColor('#333333').text(t.note, 50, doc.y, { width: 495 });
    doc.moveDown(1).fontSize(7).fillColor('#555555').text(t.footer, 50);
  });
};
