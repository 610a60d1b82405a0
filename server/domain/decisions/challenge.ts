/**
 * The second factor of a decision: an SMS code (201) for retail customers, an e-mail code (203)
 * for corporate ones, a push approval (202) for those who sign in by push. The challenge lives on
 * the decision row, bound to the session, the key and the request's digest, so a code confirms
 * that one decision only. The message names what it confirms (the amount and the masked payee).
 */
import { randomUUID } from 'node:crypto';
import { ActionCode } from '../../../src/contract/action-codes';
import type { Language } from '../../../src/contract/headers';
import type { ApproverInfo } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import { randomOtpCode } from '../auth/tokens';
import { codeHash } from '../challenges/otp';
import type { Decider } from './decider';
import { maskEmail, maskPhone } from '../../../src/contract/masking';

export type Channel = 'sms' | 'email' | 'push';

export const channelOf = (decider: Decider): Channel =>
  decider.loginMethod === 'push' ? 'push' : decider.customerType === 'Corporate' && decider.email ? 'email' : 'sms';

export const ACTION_OF: Record<Channel, number> = {
  sms: ActionCode.TransactionOtp,
  push: ActionCode.TransactionPush,
  email: ActionCode.TransactionEmail,
};

type Texts = Record<Language, string>;

/** What a code confirms, in the customer's words: the operation, and for money its amount and payee. */
export interface ChallengeMessage {
  operation: Texts;
  amount?: string;
  payee?: string;
}

/** Where the code went, masked (shown in the code dialog). */
export const targetInfo = (channel: Channel, decider: Decider, language: Language): string => {
  if (channel === 'email') return maskEmail(decider.email!);
  if (channel === 'sms') return maskPhone(decider.phone);
  return language === 'tur' ? 'Kayıtlı mobil cihazınız' : 'Your registered mobile device';
};

/** "Emanet: 1.250,00 TL tutarındaki Ay*** Yıl*** alıcılı havale için doğrulama kodunuz 123456 …" */
export const challengeText = (language: Language, message: ChallengeMessage, code: string | null): string => {
  const word = message.operation[language];
  const what =
    message.amount && message.payee
      ? language === 'tur'
        ? `${message.amount} tutarındaki ${message.payee} alıcılı ${word}`
        : `the ${word} of ${message.amount} to ${message.payee}`
      : language === 'tur'
        ? word
        : `the ${word}`;
  if (code === null)
    return language === 'tur'
      ? `Emanet: ${what} işlemini onaylıyor musunuz? Siz değilseniz onaylamayın.`
      : `Emanet: do you approve ${what}? If it was not you, do not approve.`;
  return language === 'tur'
    ? `Emanet: ${what} için doğrulama kodunuz ${code}. Kimseyle paylaşmayın.`
    : `Emanet: your code for ${what} is ${code}. Never share it.`;
};

export interface IssuedChallenge {
  channel: Channel;
  reference: string;
  /** Null for push. */
  code: string | null;
  /** sha256(reference:code), what the decision row keeps; null for push. */
  codeHash: string | null;
  expiresAt: Date;
  info: ApproverInfo;
  message: { channel: Channel; recipient: string; text: string; code: string | null };
}

/** A new challenge for a decider (nothing stored yet: decision_challenge stores it with the message). */
export const newChallenge = (input: {
  decider: Decider;
  config: ServerConfig;
  now: Date;
  language: Language;
  message: ChallengeMessage;
}): IssuedChallenge => {
  const { decider, config, now, language } = input;
  const channel = channelOf(decider);
  const timeout = channel === 'push' ? config.mobileApproveTimeout : config.otpTimeout;
  const reference = randomUUID();
  const code = channel === 'push' ? null : randomOtpCode();
  return {
    channel,
    reference,
    code,
    codeHash: code === null ? null : codeHash(reference, code),
    expiresAt: new Date(now.getTime() + timeout * 1000),
    info: {
      otpReferenceKey: reference,
      approverTargetInfo: targetInfo(channel, decider, language),
      otpTimeout: timeout,
    },
    message: {
      channel,
      recipient: channel === 'email' ? decider.email! : decider.phone,
      text: challengeText(language, input.message, code),
      code,
    },
  };
};
