/** Texts of CallCenter transfers (issue 18): refusals (spread into common/texts.ts) and the customer's messages. */
import type { Language } from '../../../src/contract/headers';
import { MessageCode } from '../../../src/contract/message-codes';

type Texts = Record<Language, string>;

export const CC_TRANSFER_TEXTS: Record<string, Texts> = {
  [MessageCode.CcTransferNotFound]: {
    tur: 'Çağrı merkezi transferi bulunamadı.',
    eng: 'The call center transfer was not found.',
  },
  [MessageCode.CcTransferNotWaiting]: {
    tur: 'Bu transfer artık onay beklemiyor (onaylanmış, reddedilmiş ya da süresi dolmuş).',
    eng: 'This transfer is no longer awaiting confirmation (it was confirmed, declined or has expired).',
  },
  [MessageCode.CcTransferTargetInvalid]: {
    tur: 'Alıcı, müşterinin kendi açık hesaplarından ya da kayıtlı alıcılarından biri olmalıdır.',
    eng: "The receiver must be one of the customer's own open accounts or registered recipients.",
  },
};

/** What the customer's phone receives: the agent's transfer, and how to answer it. */
export const confirmationText = (
  language: Language,
  input: { amount: string; currency: string; target: string; reference: string; minutes: number },
): string =>
  language === 'tur'
    ? `Çağrı merkezi temsilcimiz ${input.target} alıcısına ${input.amount} ${input.currency} transfer talebinizi oluşturdu. ` +
      `Onaylamak ya da reddetmek için referans: ${input.reference} (${input.minutes} dakika geçerli). Bu talebi siz vermediyseniz reddedin.`
    : `Our call center agent set up your transfer of ${input.amount} ${input.currency} to ${input.target}. ` +
      `To confirm or decline, reference: ${input.reference} (valid for ${input.minutes} minutes). If you did not ask for it, decline it.`;

/** The journal's description of a transfer the customer confirmed after the call center set it up. */
export const CC_CHANNEL_NOTE: Texts = { tur: 'Çağrı merkezi', eng: 'Call center' };
