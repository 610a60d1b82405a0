/**
 * The second factor of a transfer: a challenge bound to the session, the Idempotency-Key and
 * the request's digest (its purpose), so a code authorises that one transfer only. SMS code
 * (201) for retail customers, e-mail code (203) for corporate ones, push (202) for customers
 * who sign in by push. The message names the amount and the (masked) payee.
 */
import { createHash } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import type { Language } from '../../../src/contract/headers';
import type { ApproverInfo } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { customers } from '../../db/schema';
import { issueChallenge, takeApprovedPush, verifyOtp, type OtpOutcome } from '../otp';
import { sendMessage } from '../outbox';
import { verificationText } from './transfer-texts';

type Customer = typeof customers.$inferSelect;
export type Channel = 'sms' | 'email' | 'push';

export const channelOf = (customer: Customer): Channel =>
  customer.loginMethod === 'push' ? 'push' : customer.customerType === 'Corporate' && customer.email ? 'email' : 'sms';

export const ACTION_OF: Record<Channel, number> = {
  sms: ActionCode.TransactionOtp,
  push: ActionCode.TransactionPush,
  email: ActionCode.TransactionEmail,
};

/** The challenge's purpose: one decision (key) with one body (digest). */
export const transferPurpose = (idempotencyKey: string, digest: string): string =>
  `transfer:${createHash('sha256').update(`${idempotencyKey}\n${digest}`).digest('hex').slice(0, 32)}`;

const maskPhone = (phone: string) => `${phone.slice(0, 3)} ${phone.slice(3, 6)} *** ** ${phone.slice(-2)}`;
const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

export const targetInfo = (channel: Channel, customer: Customer, language: Language): string => {
  if (channel === 'email') return maskEmail(customer.email!);
  if (channel === 'sms') return maskPhone(customer.phone);
  return language === 'tur' ? 'Kayıtlı mobil cihazınız' : 'Your registered mobile device';
};

export const issueTransferChallenge = async (
  db: DbOrTx,
  input: {
    customer: Customer;
    sessionId: string;
    purpose: string;
    config: ServerConfig;
    now: Date;
    language: Language;
    message: { amount: string; payee: string; kind: string };
  },
): Promise<{ actionCode: number; info: ApproverInfo }> => {
  const { customer, config, now, language } = input;
  const channel = channelOf(customer);
  const timeout = channel === 'push' ? config.mobileApproveTimeout : config.otpTimeout;
  const challenge = await issueChallenge(db, {
    sessionId: input.sessionId,
    purpose: input.purpose,
    withCode: channel !== 'push',
    now,
    timeoutSeconds: timeout,
  });
  await sendMessage(db, {
    channel,
    recipient: channel === 'email' ? customer.email! : customer.phone,
    text: verificationText(language, { ...input.message, code: challenge.code }),
    ...(challenge.code ? { code: challenge.code } : {}),
    referenceKey: challenge.referenceKey,
    now,
  });
  return {
    actionCode: ACTION_OF[channel],
    info: {
      otpReferenceKey: challenge.referenceKey,
      approverTargetInfo: targetInfo(channel, customer, language),
      otpTimeout: timeout,
    },
  };
};

/** Checks the answer: a code (SMS, e-mail) or the push approval. */
export const checkTransferAnswer = (
  db: DbOrTx,
  input: {
    customer: Customer;
    sessionId: string;
    purpose: string;
    referenceKey: string;
    code: string | undefined;
    config: ServerConfig;
    now: Date;
  },
): Promise<OtpOutcome | 'pending' | 'missing'> => {
  const { sessionId, purpose, referenceKey, now } = input;
  if (channelOf(input.customer) === 'push') return takeApprovedPush(db, { sessionId, referenceKey, now, purpose });
  if (!input.code) return Promise.resolve('missing');
  return verifyOtp(db, {
    sessionId,
    purpose,
    referenceKey,
    code: input.code,
    now,
    maxAttempts: input.config.otpMaxAttempts,
  });
};
