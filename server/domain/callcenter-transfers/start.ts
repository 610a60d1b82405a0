/**
 * The agent's side of a CallCenter transfer: plan it for the verified caller (the transfers domain's
 * own facts and plan, so every refusal a customer would hear is heard now) and store it Waiting with
 * the request the engine plans again when the customer confirms. The customer is asked on their own
 * phone: a push to the device for push customers (approved like the push login), else an SMS to the
 * registered phone. Both carry a one-time reference; only its hash is stored. Nothing posts here.
 */
import { and, eq } from 'drizzle-orm';
import {
  CC_TRANSFER_TTL_MINUTES,
  type CcConfirmChannel,
  type CcTransfer,
  type StartCcTransferRequest,
} from '../../../src/contract/callcenter-transfers';
import type { Language } from '../../../src/contract/headers';
import { maskPhone } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import { formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import type { TransferRequest, TransferTarget } from '../../../src/contract/transfers';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/auth';
import { ccTransfers } from '../../db/schema/callcenter-transfers';
import { registeredTransactions } from '../../db/schema/registered-transactions';
import { randomToken, sha256 } from '../auth/tokens';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { sessionlessDecider } from '../decisions/decider';
import type { ProductContext } from '../decisions/product';
import { sendMessage } from '../outbox/outbox';
import { loadTransferFacts } from '../transfers/facts';
import { planTransfer } from '../transfers/plan';
import { confirmationText } from './cc-transfer-texts';

/** Who acts: the agent, for the verified customer of the call. */
export interface CcActor {
  agentId: string;
  customerId: string;
  callId: string | null;
}

export type CcTransferRow = typeof ccTransfers.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

export const toCcTransfer = (row: CcTransferRow, phone: string, reference: string | null = null): CcTransfer => ({
  id: row.id,
  status: row.status,
  confirmChannel: row.confirmChannel,
  sentTo: maskPhone(phone),
  sourceAccountNumber: row.sourceAccountNumber,
  targetLabel: row.targetLabel,
  amount: formatAmount(row.amount, row.currency),
  currency: row.currency,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  transferId: row.transferId,
  reference,
  failureCode: row.failureCode,
});

/** The transfer target and the label the customer knows it by; only the customer's own open accounts or saved recipients. */
const resolveCcTarget = async (
  deps: DomainDeps,
  customerId: string,
  request: StartCcTransferRequest,
): Promise<{ target: TransferTarget; label: string }> => {
  const { db } = deps;
  if (request.target.mode === 'OwnAccount') {
    const [own] = await db
      .select({ number: accounts.accountNumber, closedAt: accounts.closedAt })
      .from(accounts)
      .where(
        and(
          eq(accounts.accountNumber, request.target.accountNumber),
          eq(accounts.customerId, customerId),
          eq(accounts.isInternal, false),
        ),
      )
      .limit(1);
    if (!own || own.closedAt) return fail(MessageCode.CcTransferTargetInvalid);
    return { target: { mode: 'AccountsBetween', accountNumber: own.number }, label: own.number };
  }
  const [saved] = await db
    .select()
    .from(registeredTransactions)
    .where(
      and(
        eq(registeredTransactions.id, request.target.registeredTransactionId),
        eq(registeredTransactions.customerId, customerId),
      ),
    )
    .limit(1);
  const target = (saved?.payload as { target?: TransferTarget } | undefined)?.target;
  if (!saved || !target || target.mode === 'SecurePayment') return fail(MessageCode.CcTransferTargetInvalid);
  return { target, label: saved.name };
};

export const customerOf = async (deps: DomainDeps, customerId: string): Promise<CustomerRow> => {
  const [customer] = await deps.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return fail(MessageCode.CcTransferNotFound);
  return customer;
};

export const contextFor = (deps: DomainDeps, customer: CustomerRow, now: Date, language: Language): ProductContext => ({
  deps: { ...deps, now: () => now },
  decider: sessionlessDecider(customer),
  now,
  language,
});

/** An agent's transfer planned and ready to store: what the row and the customer's message hold. */
export interface PlannedCcTransfer {
  actor: CcActor;
  phone: string;
  channel: CcConfirmChannel;
  transferRequest: TransferRequest;
  amount: bigint;
  currency: Currency;
  label: string;
  description: string;
  language: Language;
  now: Date;
}

/**
 * Plans the agent's transfer with the transfers domain's facts and plan: it refuses now what it would
 * refuse at posting (funds, limits, receiver, precision). Reads only; nothing is stored.
 */
export const planCcTransfer = async (
  deps: DomainDeps,
  actor: CcActor,
  request: StartCcTransferRequest,
  language: Language,
): Promise<PlannedCcTransfer> => {
  const now = deps.now();
  const customer = await customerOf(deps, actor.customerId);
  const { target, label } = await resolveCcTarget(deps, actor.customerId, request);
  const transferRequest: TransferRequest = {
    sourceAccountNumber: request.sourceAccountNumber,
    target,
    amount: request.amount,
    description: request.description,
    acceptNextWindow: true,
  };
  const ctx = contextFor(deps, customer, now, language);
  const facts = await loadTransferFacts(ctx, transferRequest, 'execute');
  planTransfer(ctx, transferRequest, facts);
  const currency = facts.source.currency as Currency;
  return {
    actor,
    phone: customer.phone,
    channel: customer.loginMethod === 'push' ? 'push' : 'sms',
    transferRequest,
    amount: parseAmount(request.amount, currency)!,
    currency,
    label,
    description: request.description,
    language,
    now,
  };
};

/** Stores the planned transfer Waiting (in `tx`, the key's change) and asks the customer on their phone. */
export const storeCcTransfer = async (tx: DbOrTx, planned: PlannedCcTransfer): Promise<CcTransfer> => {
  const { actor, phone, channel, amount, currency, now } = planned;
  const reference = randomToken().slice(0, 12);
  const text = confirmationText(planned.language, {
    amount: formatAmount(amount, currency),
    currency,
    target: planned.label,
    reference,
    minutes: CC_TRANSFER_TTL_MINUTES,
  });
  const pushOutboxId =
    channel === 'push'
      ? await sendMessage(tx, { channel: 'push', recipient: phone, text, referenceKey: reference, now })
      : null;
  if (channel === 'sms') await sendMessage(tx, { channel: 'sms', recipient: phone, text, code: reference, now });
  const [row] = await tx
    .insert(ccTransfers)
    .values({
      customerId: actor.customerId,
      agentId: actor.agentId,
      callId: actor.callId,
      status: 'Waiting',
      request: planned.transferRequest,
      amount,
      currency,
      sourceAccountNumber: planned.transferRequest.sourceAccountNumber,
      targetLabel: planned.label,
      description: planned.description,
      confirmChannel: channel,
      referenceHash: sha256(reference),
      pushOutboxId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CC_TRANSFER_TTL_MINUTES * 60_000),
      updatedAt: now,
    })
    .returning();
  return toCcTransfer(row!, phone);
};

/** Plans and stores in one go (what the route does around the key's change). */
export const startCcTransfer = async (
  deps: DomainDeps,
  actor: CcActor,
  request: StartCcTransferRequest,
  language: Language,
): Promise<CcTransfer> => {
  const planned = await planCcTransfer(deps, actor, request, language);
  return deps.db.transaction((tx) => storeCcTransfer(tx, planned));
};
