/**
 * Finding the caller and verifying them (issue 18): the agent finds the customer by identity number,
 * customer number or phone, then either gives the caller's answers about facts the bank holds (birth
 * date and the last four digits of one of their cards) or the 6-digit code the bank sent by SMS to
 * the customer's registered phone. CALL_VERIFY_ATTEMPTS wrong tries lock the call. A verified call
 * gets a CC session of the customer (stage active, a token nobody holds): the product routes act in it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  CALL_CODE_TTL_SECONDS,
  CALL_VERIFY_ATTEMPTS,
  type Call,
  type CallQuestion,
  type FindCustomer,
  type VerifyCallInformation,
} from '../../../src/contract/callcenter';
import type { Language } from '../../../src/contract/headers';
import { maskIdentityNumber } from '../../../src/contract/identity-number';
import { maskPhone } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Db } from '../../db/client';
import { agents, customers } from '../../db/schema/auth';
import { cards } from '../../db/schema/cards';
import { ccCalls } from '../../db/schema/callcenter';
import { creditCards } from '../../db/schema/payments';
import { createSession } from '../auth/sessions';
import { randomOtpCode, sameHash, sha256 } from '../auth/tokens';
import { BusinessError } from '../common/refusal';
import { sendMessage } from '../outbox/outbox';
import { callById, type CallRow } from './calls';

type Customer = typeof customers.$inferSelect;

/** "05321000146", "5321000146", "905321000146" → "+905321000146"; other forms as typed. */
export const phoneOf = (value: string): string => {
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return `+${digits}`;
  if (/^0\d{10}$/.test(digits)) return `+90${digits.slice(1)}`;
  if (/^5\d{9}$/.test(digits)) return `+90${digits}`;
  if (/^90\d{10}$/.test(digits)) return `+${digits}`;
  return `+${digits}`;
};

const findBy = async (db: Db, find: FindCustomer): Promise<Customer | undefined> => {
  const where =
    find.by === 'identityNumber'
      ? eq(customers.identificationNumber, find.value)
      : find.by === 'customerNumber'
        ? eq(customers.customerNumber, find.value)
        : eq(customers.phone, phoneOf(find.value));
  return (await db.select().from(customers).where(where).limit(2)).at(0);
};

/** The last four digits of the customer's debit and credit cards. */
const cardEndings = async (db: Db, customerId: string): Promise<string[]> => {
  const debit = await db.select({ n: cards.cardNumber }).from(cards).where(eq(cards.customerId, customerId));
  const credit = await db
    .select({ n: creditCards.cardNumber })
    .from(creditCards)
    .where(eq(creditCards.customerId, customerId));
  return [...debit, ...credit].map((row) => row.n.slice(-4));
};

/** The questions the bank can ask: only when it holds both facts. */
const questionsFor = async (db: Db, customer: Customer): Promise<CallQuestion[]> =>
  customer.birthDate && (await cardEndings(db, customer.id)).length > 0 ? ['birthDate', 'cardLastDigits'] : [];

/** The call as the agent sees it (the customer masked). */
export const callView = async (db: Db, call: CallRow): Promise<Call> => {
  const [agent] = await db.select({ name: agents.name }).from(agents).where(eq(agents.id, call.agentId));
  const [customer] = call.customerId
    ? await db.select().from(customers).where(eq(customers.id, call.customerId))
    : [undefined];
  return {
    callId: call.id,
    agentName: agent?.name ?? '',
    workgroup: call.workgroup,
    ivrErrorCode: call.ivrErrorCode,
    nps: call.nps,
    startedAt: call.startedAt.toISOString(),
    verification: call.verification,
    verificationMethod: call.verificationMethod,
    verifiedAt: call.verifiedAt?.toISOString() ?? null,
    attemptsLeft: Math.max(0, CALL_VERIFY_ATTEMPTS - call.failedAttempts),
    codeExpiresAt: call.codeHash && call.codeExpiresAt ? call.codeExpiresAt.toISOString() : null,
    customer: customer
      ? {
          customerNumber: customer.customerNumber,
          name: customer.name,
          surname: customer.surname,
          maskedIdentityNumber: maskIdentityNumber(customer.identificationNumber),
          maskedPhone: maskPhone(customer.phone),
          questions: await questionsFor(db, customer),
        }
      : null,
  };
};

const loadCall = async (db: Db, callId: string): Promise<CallRow> => {
  const call = await callById(db, callId);
  if (!call || call.endedAt) throw new BusinessError([MessageCode.AgentTokenInvalid]);
  return call;
};

/** Records what the telephony link said about the call (the entry's query). */
export const recordCallLink = async (
  db: Db,
  callId: string,
  link: { workgroup?: string; ivrErrorCode?: string; Nps?: string },
): Promise<CallRow> => {
  const [row] = await db
    .update(ccCalls)
    .set({ workgroup: link.workgroup ?? null, ivrErrorCode: link.ivrErrorCode ?? null, nps: link.Nps ?? null })
    .where(and(eq(ccCalls.id, callId), isNull(ccCalls.endedAt)))
    .returning();
  if (!row) throw new BusinessError([MessageCode.AgentTokenInvalid]);
  return row;
};

/** Finds the caller; an unverified call may change its customer (its attempts are kept). */
export const findCallCustomer = async (db: Db, callId: string, find: FindCustomer): Promise<CallRow> => {
  const call = await loadCall(db, callId);
  if (call.verification === 'verified') throw new BusinessError([MessageCode.CcAlreadyVerified]);
  const customer = await findBy(db, find);
  if (!customer) throw new BusinessError([MessageCode.CcCustomerNotFound]);
  const [row] = await db
    .update(ccCalls)
    .set({ customerId: customer.id, codeHash: null, codeExpiresAt: null })
    .where(eq(ccCalls.id, callId))
    .returning();
  return row!;
};

const SMS_TEXT: Record<Language, string> = {
  tur: 'Emanet çağrı merkezi doğrulama kodunuz: {code}. Kodu yalnızca sizi arayan değil, sizin aradığınız temsilciye söyleyin.',
  eng: 'Your Emanet call center verification code: {code}. Tell it only to the agent on the call you made.',
};

const usable = (call: CallRow): CallRow & { customerId: string } => {
  if (call.verification === 'verified') throw new BusinessError([MessageCode.CcAlreadyVerified]);
  if (!call.customerId) throw new BusinessError([MessageCode.CcNoCustomer]);
  if (call.failedAttempts >= CALL_VERIFY_ATTEMPTS) throw new BusinessError([MessageCode.CcVerifyLocked]);
  return call as CallRow & { customerId: string };
};

/** Sends a fresh 6-digit code to the customer's registered phone (the sandbox outbox); the earlier one stops working. */
export const sendCallCode = async (db: Db, callId: string, language: Language, now: Date): Promise<CallRow> => {
  const call = usable(await loadCall(db, callId));
  const [customer] = await db.select().from(customers).where(eq(customers.id, call.customerId));
  const code = randomOtpCode();
  const expiresAt = new Date(now.getTime() + CALL_CODE_TTL_SECONDS * 1000);
  return db.transaction(async (tx) => {
    await sendMessage(tx, {
      channel: 'sms',
      recipient: customer!.phone,
      text: SMS_TEXT[language].replace('{code}', code),
      code,
      referenceKey: `cc:${call.id}`,
      now,
    });
    const [row] = await tx
      .update(ccCalls)
      .set({ codeHash: sha256(`${call.id}:${code}`), codeExpiresAt: expiresAt })
      .where(eq(ccCalls.id, call.id))
      .returning();
    return row!;
  });
};

const answersMatch = async (db: Db, customerId: string, answers: VerifyCallInformation): Promise<boolean> => {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (answers.method === 'questions') {
    if (!customer?.birthDate) throw new BusinessError([MessageCode.CcQuestionsUnavailable]);
    const endings = await cardEndings(db, customerId);
    if (endings.length === 0) throw new BusinessError([MessageCode.CcQuestionsUnavailable]);
    return customer.birthDate === answers.birthDate && endings.includes(answers.cardLastDigits);
  }
  return true;
};

/**
 * `/Customer/VerifyCallInformation`: right answers or the right code verify the call and open its CC
 * session; a wrong one counts (the code dies with the attempt that locks the call).
 */
export const verifyCall = async (
  db: Db,
  callId: string,
  answers: VerifyCallInformation,
  now: Date,
): Promise<{ call: CallRow; ok: boolean }> => {
  const call = usable(await loadCall(db, callId));
  let ok: boolean;
  if (answers.method === 'sms') {
    if (!call.codeHash || !call.codeExpiresAt || call.codeExpiresAt <= now)
      throw new BusinessError([MessageCode.CcCodeMissing]);
    ok = sameHash(call.codeHash, sha256(`${call.id}:${answers.code}`));
  } else ok = await answersMatch(db, call.customerId, answers);
  if (!ok) {
    const [row] = await db
      .update(ccCalls)
      .set({ failedAttempts: sql`${ccCalls.failedAttempts} + 1` })
      .where(eq(ccCalls.id, call.id))
      .returning();
    return { call: row!, ok: false };
  }
  const row = await db.transaction(async (tx) => {
    const { session } = await createSession(tx, {
      customerId: call.customerId,
      stage: 'active',
      channel: 'CC',
      now,
    });
    const [updated] = await tx
      .update(ccCalls)
      .set({
        verification: 'verified',
        verificationMethod: answers.method,
        verifiedAt: now,
        sessionId: session.id,
        codeHash: null,
        codeExpiresAt: null,
      })
      .where(and(eq(ccCalls.id, call.id), eq(ccCalls.verification, 'none')))
      .returning();
    if (!updated) throw new BusinessError([MessageCode.CcAlreadyVerified]);
    return updated;
  });
  return { call: row, ok: true };
};
