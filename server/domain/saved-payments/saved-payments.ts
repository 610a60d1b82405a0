/**
 * Saved payments (kayıtlı ödemeler): a bill subscription (checked by its biller's rule) or a credit
 * card (Luhn and a known issuer), under a nickname unique per customer. Lists show a card masked;
 * the full number is read only by GetSavedPayment (sent encrypted).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type {
  SavedPayment,
  SaveSavedPaymentRequest,
  UpdateSavedPaymentRequest,
} from '../../../src/contract/saved-payments';
import { maskCard } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx, Tx } from '../../db/client';
import { billers, savedPayments } from '../../db/schema/payments';
import { BusinessError } from '../common/refusal';
import { billerOf, checkSubscriber } from '../bills/bills';
import { resolveCard } from '../card-debt/cards';

type Row = typeof savedPayments.$inferSelect;

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

const SELECT = { saved: savedPayments, billerName: billers.name, billCategory: billers.category };

/** Card issuers' names for the list (one query per distinct BIN is too many: the directory is small). */
const toSaved = async (
  db: DbOrTx,
  bankCode: string,
  rows: { saved: Row; billerName: string | null; billCategory: string | null }[],
): Promise<SavedPayment[]> =>
  Promise.all(
    rows.map(async ({ saved, billerName, billCategory }) => {
      let bankName: string | null = null;
      if (saved.cardNumber) {
        try {
          bankName = (await resolveCard(db, bankCode, saved.cardNumber)).bankName;
        } catch (error) {
          if (!(error instanceof BusinessError)) throw error;
        }
      }
      return {
        id: saved.id,
        kind: saved.kind,
        nickname: saved.nickname,
        billerCode: saved.billerCode,
        billerName,
        billCategory,
        subscriberNo: saved.subscriberNo,
        maskedCardNumber: saved.cardNumber ? maskCard(saved.cardNumber) : null,
        bankName,
        createdAt: saved.createdAt.toISOString(),
        updatedAt: saved.updatedAt.toISOString(),
      };
    }),
  );

const query = (db: DbOrTx) =>
  db.select(SELECT).from(savedPayments).leftJoin(billers, eq(billers.code, savedPayments.billerCode));

export const listSavedPayments = async (db: DbOrTx, bankCode: string, customerId: string): Promise<SavedPayment[]> =>
  toSaved(
    db,
    bankCode,
    await query(db)
      .where(eq(savedPayments.customerId, customerId))
      .orderBy(asc(savedPayments.nickname), asc(savedPayments.id)),
  );

const ownRow = async (db: DbOrTx, customerId: string, id: string) => {
  const [row] = await query(db).where(and(eq(savedPayments.id, id), eq(savedPayments.customerId, customerId)));
  return row ?? fail(MessageCode.SavedPaymentNotFound);
};

/** One of the customer's saved payments with a card's full number. */
export const savedPaymentOf = async (db: DbOrTx, bankCode: string, customerId: string, id: string) => {
  const row = await ownRow(db, customerId, id);
  const [savedPayment] = await toSaved(db, bankCode, [row]);
  return { savedPayment: savedPayment!, cardNumber: row.saved.cardNumber };
};

const checkNickname = async (tx: Tx, customerId: string, nickname: string, except?: string) => {
  const [taken] = await tx
    .select({ id: savedPayments.id })
    .from(savedPayments)
    .where(
      and(
        eq(savedPayments.customerId, customerId),
        eq(savedPayments.nickname, nickname),
        except ? ne(savedPayments.id, except) : undefined,
      ),
    );
  if (taken) fail(MessageCode.SavedPaymentNicknameTaken);
};

/** Two calls with one nickname at once: the second meets the unique index and hears the same refusal. */
const uniqueNickname = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') fail(MessageCode.SavedPaymentNicknameTaken);
    throw error;
  }
};

const checkBill = async (tx: Tx, billerCode: string, subscriberNo: string) =>
  checkSubscriber(await billerOf(tx, billerCode), subscriberNo);

export const saveSavedPayment = async (
  tx: Tx,
  bankCode: string,
  customerId: string,
  request: SaveSavedPaymentRequest,
  now: Date,
): Promise<SavedPayment> => {
  await checkNickname(tx, customerId, request.nickname);
  if (request.kind === 'Bill') await checkBill(tx, request.billerCode, request.subscriberNo);
  else await resolveCard(tx, bankCode, request.cardNumber);
  const [row] = await uniqueNickname(() =>
    tx
      .insert(savedPayments)
      .values({
        customerId,
        kind: request.kind,
        nickname: request.nickname,
        billerCode: request.kind === 'Bill' ? request.billerCode : null,
        subscriberNo: request.kind === 'Bill' ? request.subscriberNo : null,
        cardNumber: request.kind === 'CardDebt' ? request.cardNumber : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: savedPayments.id }),
  );
  return (await savedPaymentOf(tx, bankCode, customerId, row!.id)).savedPayment;
};

export const updateSavedPayment = async (
  tx: Tx,
  bankCode: string,
  customerId: string,
  request: UpdateSavedPaymentRequest,
  now: Date,
): Promise<SavedPayment> => {
  const { saved } = await ownRow(tx, customerId, request.id);
  await checkNickname(tx, customerId, request.nickname, saved.id);
  const change: Partial<typeof savedPayments.$inferInsert> = { nickname: request.nickname, updatedAt: now };
  if (saved.kind === 'Bill' && request.subscriberNo !== undefined) {
    await checkBill(tx, saved.billerCode!, request.subscriberNo);
    change.subscriberNo = request.subscriberNo;
  }
  if (saved.kind === 'CardDebt' && request.cardNumber !== undefined) {
    await resolveCard(tx, bankCode, request.cardNumber);
    change.cardNumber = request.cardNumber;
  }
  await uniqueNickname(() => tx.update(savedPayments).set(change).where(eq(savedPayments.id, saved.id)));
  return (await savedPaymentOf(tx, bankCode, customerId, saved.id)).savedPayment;
};

/** Removes one of the customer's saved payments (someone else's or an unknown id: not found). */
export const deleteSavedPayment = async (tx: Tx, customerId: string, id: string): Promise<void> => {
  await ownRow(tx, customerId, id);
  await tx.delete(savedPayments).where(and(eq(savedPayments.id, id), eq(savedPayments.customerId, customerId)));
};
