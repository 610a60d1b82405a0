/**
 * A stored document's PDF, drawn from its facts (documents.facts): the Turkish text, then the
 * English one on a page of its own, so one file serves the customer in either language. A contract
 * names the customer, the product's facts (label and value in both languages) and its clauses; a
 * notice is a heading and its paragraphs. pdfkit through renderPdf (DejaVu Sans embedded).
 */
import type { Language } from '../../../src/contract/headers';
import { renderPdf } from '../common/pdf-document';

type Words = Record<Language, string>;

/** What a stored PDF says, language by language. A product (financing too) builds one and records it. */
export interface DocumentFacts {
  title: Words;
  customerName: string;
  customerNumber: string;
  /** The product's facts: label in both languages, value as printed (numbers, dates: the same in both). */
  rows: { label: Words; value: string | Words }[];
  /** The clauses (a contract) or paragraphs (a notice). */
  clauses: Record<Language, string[]>;
  /** When it was made, YYYY-MM-DD (Istanbul). */
  date: string;
}

const FRAME: Record<
  Language,
  { customer: string; customerNumber: string; date: string; footer: string; sign: string }
> = {
  tur: {
    customer: 'Müşteri',
    customerNumber: 'Müşteri numarası',
    date: 'Tarih',
    sign: 'Bu belge elektronik ortamda onaylanmış olup imza gerektirmez.',
    footer: 'Emanet Katılım Bankası A.Ş. · Faizsiz bankacılık ilkelerine uygundur.',
  },
  eng: {
    customer: 'Customer',
    customerNumber: 'Customer number',
    date: 'Date',
    sign: 'This document was accepted electronically and needs no signature.',
    footer: 'Emanet Participation Bank · Interest-free banking principles apply.',
  },
};

const dayOf = (date: string, language: Language) => {
  const [y, m, d] = date.split('-');
  return language === 'tur' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
};

export const documentPdf = (facts: DocumentFacts): Promise<Buffer> =>
  renderPdf({ size: 'A4', margin: 56, title: `${facts.title.tur} / ${facts.title.eng}` }, (doc) => {
    (['tur', 'eng'] as const).forEach((language, index) => {
      const f = FRAME[language];
      if (index > 0) doc.addPage();
      doc.font('bold').fontSize(16).text(facts.title[language]);
      doc.moveDown(0.6).font('body').fontSize(10);
      doc.text(`${f.customer}: ${facts.customerName}`);
      doc.text(`${f.customerNumber}: ${facts.customerNumber}`);
      doc.text(`${f.date}: ${dayOf(facts.date, language)}`);
      doc.moveDown(0.6);
      for (const row of facts.rows) {
        const value = typeof row.value === 'string' ? row.value : row.value[language];
        doc.font('bold').text(`${row.label[language]}: `, { continued: true }).font('body').text(value);
      }
      doc.moveDown(0.8);
      facts.clauses[language].forEach((clause, i) => {
        doc
          .font('body')
          .fontSize(10)
          .text(`${i + 1}. ${clause}`, { align: 'justify' });
        doc.moveDown(0.4);
      });
      doc.moveDown(1).fontSize(9).text(f.sign);
      doc.moveDown(0.4).fontSize(8).fillColor('#555555').text(f.footer).fillColor('#000000');
    });
  });
