/**
 * `GET /Document/GetDocumentPdf/{id}`: one of the customer's documents as its file, base64. A
 * stored one is its bytes (a contract drawn from its facts the first time and kept); a statement or
 * a receipt is drawn by its own area (the account statement of that month, the card statement, the
 * movement's dekont). Another customer's id, like an unknown one, is not found (null).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DocumentFile } from '../../../src/contract/documents';
import type { Language } from '../../../src/contract/headers';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { documents } from '../../db/schema/documents';
import { filteredTransactions } from '../accounts/transaction-filter';
import { statementPdf } from '../accounts/statement-pdf';
import { cardStatementPdf } from '../cards/statements/statement-pdf';
import { ownStatement } from '../cards/statements/statement-reads';
import { BusinessError } from '../common/refusal';
import { ownMovement } from '../last-transactions/movements';
import { movementReceiptPdf } from '../last-transactions/receipt';
import { documentPdf, type DocumentFacts } from './contract-pdf';

type StoredRow = typeof documents.$inferSelect;

/** Draws the stored documents not drawn yet (a contract's first listing or opening) and keeps them. */
export const ensureDrawn = async (db: DbOrTx, rows: StoredRow[]): Promise<StoredRow[]> =>
  Promise.all(
    rows.map(async (row) => {
      if (row.content !== null) return row;
      const pdf = await documentPdf(row.facts as DocumentFacts);
      const content = pdf.toString('base64');
      // Two readers may draw it at once: the first one kept wins, the other reads it back.
      const [kept] = await db
        .update(documents)
        .set({ content, size: pdf.length })
        .where(and(eq(documents.id, row.id), isNull(documents.content)))
        .returning();
      if (kept) return kept;
      const [stored] = await db.select().from(documents).where(eq(documents.id, row.id));
      return stored ?? row;
    }),
  );

const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

const monthRange = (yyyymm: string) => {
  const year = Number(yyyymm.slice(0, 4));
  const month = Number(yyyymm.slice(4));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
};

export const documentFile = async (
  db: DbOrTx,
  owner: { customerId: string; customerName: string },
  id: string,
  language: Language,
  now: Date,
): Promise<DocumentFile | null> => {
  const prefix = id.slice(0, 4);
  const ref = id.slice(4, 40).toLowerCase();
  switch (prefix) {
    case 'doc-': {
      const found = await db
        .select()
        .from(documents)
        .where(and(inArray(documents.id, [ref]), eq(documents.customerId, owner.customerId)));
      const [row] = await ensureDrawn(db, found);
      if (!row) return null;
      const base =
        row.kind === 'Upload'
          ? String((row.facts as { fileName?: string }).fileName ?? 'belge')
          : `belge-${row.id.slice(0, 8)}`;
      const extension = EXTENSIONS[row.contentType];
      return {
        fileName: base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`,
        contentType: row.contentType,
        content: row.content ?? '',
      };
    }
    case 'cst-': {
      try {
        const own = await ownStatement(db, owner.customerId, ref);
        const pdf = await cardStatementPdf(own, language);
        return {
          fileName: `kart-ekstresi-${own.statement.cutoffDate}.pdf`,
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
        };
      } catch (error) {
        if (error instanceof BusinessError) return null;
        throw error;
      }
    }
    case 'ast-': {
      const [account] = await db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, ref), eq(accounts.customerId, owner.customerId), eq(accounts.isInternal, false)));
      if (!account) return null;
      const month = Number(id.slice(-2));
      const opened = account.openedAt.toISOString().slice(0, 7).replace('-', '');
      if (month < 1 || month > 12 || id.slice(-6) < opened) return null;
      const range = monthRange(id.slice(-6));
      const pdf = await statementPdf({
        customerName: owner.customerName,
        account,
        transactions: await filteredTransactions(db, account, { ...range, direction: 'all' }, language, 500),
        language,
        now,
      });
      return {
        fileName: `hesap-ozeti-${account.accountNumber}-${id.slice(-6)}.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
      };
    }
    case 'rcp-': {
      const movement = await ownMovement(db, owner.customerId, ref);
      if (!movement) return null;
      const receipt = await movementReceiptPdf(db, owner.customerId, movement, language);
      return { fileName: receipt.fileName, contentType: 'application/pdf', content: receipt.content };
    }
    default:
      return null;
  }
};
