/**
 * Execute: inside runIdempotent's transaction. Without an answer it issues the challenge
 * (201/202/203); with one it verifies it and posts the transfer (401/402/403/404). A wrong code
 * answers an error envelope with the challenge's action code (the dialog stays; the failed try is
 * counted, because the transaction still commits), anything else refuses by BusinessError.
 */
import { eq } from 'drizzle-orm';
import { ActionCode } from '../../../src/contract/action-codes';
import type { ServiceEnvelope } from '../../../src/contract/envelope';
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Currency } from '../../../src/contract/money';
import type { ExecuteTransferRequest, TransferStatus } from '../../../src/contract/transfers';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { messagesFor } from '../../http/envelopes';
import { BusinessError } from '../../http/errors';
import { formatMoneyText } from '../display-format';
import { LedgerError } from '../ledger';
import { planTransfer } from './plan';
import { postPlan } from './posting';
import {
  ACTION_OF,
  channelOf,
  checkTransferAnswer,
  issueTransferChallenge,
  targetInfo,
  transferPurpose,
} from './verification';
import { parseAmount } from '../../../src/contract/money';

export const ACTION_OF_STATUS: Partial<Record<TransferStatus, number>> = {
  Completed: ActionCode.TransferCompleted,
  Pending: ActionCode.TransferPending,
  Scheduled: ActionCode.TransferScheduled,
  Held: ActionCode.TransferHeld,
};

export type StoredBody = ServiceEnvelope<unknown> & { actionCode: number } & Record<string, unknown>;

const envelope = (data: unknown, actionCode: number, messages: ServiceEnvelope<unknown>['messages'] = []) =>
  ({ status: 'success', data, messages, actionCode, isTransactionSigning: false }) as StoredBody;

export interface ExecuteContext {
  deps: AppDeps;
  sessionId: string;
  customerId: string;
  language: Language;
  idempotencyKey: string;
  digest: string;
}

export const executeTransfer = async (
  tx: Tx,
  ctx: ExecuteContext,
  request: ExecuteTransferRequest,
): Promise<StoredBody> => {
  const { deps, language } = ctx;
  const now = deps.now();
  // One customer's transfers run one at a time: the daily limit and the balance see each other.
  const [customer] = await tx.select().from(customers).where(eq(customers.id, ctx.customerId)).for('no key update');
  const plan = await planTransfer(
    { db: tx, config: deps.config, now, customerId: ctx.customerId, stage: 'execute' },
    request,
  );
  if (plan.status === 'Scheduled' && !request.acceptNextWindow)
    throw new BusinessError([MessageCode.TransferEftClosed]);
  const purpose = transferPurpose(ctx.idempotencyKey, ctx.digest);
  const channel = channelOf(customer!);

  if (!request.otpReferenceKey) {
    const amount = parseAmount(plan.summary.total, plan.source.currency as Currency)!;
    const challenge = await issueTransferChallenge(tx, {
      customer: customer!,
      sessionId: ctx.sessionId,
      purpose,
      config: deps.config,
      now,
      language,
      message: {
        amount: formatMoneyText(amount, plan.source.currency, language),
        payee: plan.summary.receiver.maskedName,
        kind: plan.status === 'Held' ? 'SecurePayment' : plan.transferType,
      },
    });
    return envelope(challenge.info, challenge.actionCode);
  }

  const outcome = await checkTransferAnswer(tx, {
    customer: customer!,
    sessionId: ctx.sessionId,
    purpose,
    referenceKey: request.otpReferenceKey,
    code: request.otpCode,
    config: deps.config,
    now,
  });
  const info = {
    otpReferenceKey: request.otpReferenceKey,
    approverTargetInfo: targetInfo(channel, customer!, language),
    otpTimeout: deps.config.mobileApproveTimeout,
  };
  if (outcome === 'pending')
    return envelope(info, ActionCode.TransactionPush, messagesFor([MessageCode.PushPending], language));
  if (outcome === 'missing') throw new BusinessError([MessageCode.OtpRequired], ACTION_OF[channel]);
  if (outcome === 'invalid')
    return { ...envelope(null, ACTION_OF[channel], messagesFor([MessageCode.OtpInvalid], language)), status: 'error' };
  if (outcome === 'expired')
    throw new BusinessError([channel === 'push' ? MessageCode.PushExpired : MessageCode.OtpExpired]);

  try {
    const receipt = await postPlan(tx, {
      plan,
      customerId: ctx.customerId,
      senderName: `${customer!.name} ${customer!.surname}`,
      now,
      idempotencyKey: ctx.idempotencyKey,
      target: request.target,
    });
    return envelope(receipt, ACTION_OF_STATUS[receipt.status]!);
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'ledger.insufficientFunds')
      throw new BusinessError([MessageCode.TransferInsufficientFunds]);
    throw error;
  }
};
