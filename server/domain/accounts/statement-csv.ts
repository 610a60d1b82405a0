/**
 * An account's history as CSV for spreadsheets in Türkiye: UTF-8 with a BOM, `;` between
 * cells, a header row in the caller's language, Istanbul dates, amounts as plain decimal
 * strings (no grouping; a decimal comma in Turkish, a point in English). Text cells that
 * start with = + - @ (or a tab/CR) get a leading apostrophe, so no cell runs as a formula.
 */
import { formatDateTime } from '../../../src/contract/date-text';
import type { Language } from '../../../src/contract/headers';
import { SEPARATORS } from '../../../src/contract/money-text';
import type { Transaction } from '../../../src/contract/transactions';

const HEADERS: Record<Language, string[]> = {
  tur: ['Tarih', 'Açıklama', 'Karşı taraf', 'Tutar', 'Para birimi', 'Bakiye'],
  eng: ['Date', 'Description', 'Counterparty', 'Amount', 'Currency', 'Balance'],
};

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised when it could start a formula, quoted when it holds `;`, `"` or a line break. */
export const csvCell = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A signed decimal string is data, never a formula: it is written as is (with the language's separator). */
const amountCell = (amount: string, language: Language): string => amount.replace('.', SEPARATORS[language].decimal);

export const statementCsv = (transactions: Transaction[], language: Language): string => {
  const lines = [HEADERS[language].map(csvCell).join(';')];
  for (const t of transactions) {
    lines.push(
      [
        csvCell(formatDateTime(t.date, language)),
        csvCell(t.description),
        csvCell(t.counterparty ?? ''),
        amountCell(t.amount, language),
        csvCell(t.currency),
        amountCell(t.balanceAfter, language),
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};
