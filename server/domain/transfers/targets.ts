/**
 * Where the money goes, per target mode: this bank's account (remittance, virement), another
 * bank's (FAST or EFT through the clearing house), or the escrow (secure payment). Checks the
 * IBAN (mod 97), the card (Luhn, BIN), the alias, and the holder's name against what was typed.
 */
import { normaliseEasyAddress } from '../../../src/contract/easy-address-value';
import { isValidIban, normaliseIban } from '../../../src/contract/iban';
import { isValidTckn, isValidVkn } from '../../../src/contract/identity-number';
import { MessageCode } from '../../../src/contract/message-codes';
import { maskEasyAddress } from '../../../src/contract/easy-addresses';
import type { TargetKind, TransferParty, TransferTarget } from '../../../src/contract/transfers';
import type { Db } from '../../db/client';
import { BusinessError } from '../common/refusal';
import {
  OWN_BANK_NAME,
  cardOf,
  externalByAccount,
  externalByAlias,
  externalByIban,
  internalByAlias,
  internalByIban,
  internalByNumber,
  walletAccountOf,
  walletOf,
  type AccountRow,
  type InternalAccount,
} from '../directory/directory';
import { isLuhnValid } from '../../../src/contract/card-number';
import { maskCard, maskName } from '../../../src/contract/masking';
import { sameName } from '../directory/names';

/** internal: this bank; fastOrEft: FAST up to its limit, else EFT; fast: FAST only; eft: EFT only; escrow: held. */
export type Rail = 'internal' | 'virement' | 'fastOrEft' | 'fast' | 'eft' | 'escrow';

export interface Destination {
  targetKind: TargetKind;
  rail: Rail;
  receiver: TransferParty;
  /** The holder's full name (the sender's statement line). */
  holderName: string;
  /** This bank's account that receives (remittance, virement; a secure payment's seller when ours). */
  internal?: AccountRow;
  /** Secure payment: how the release will travel. */
  releaseRail?: 'internal' | 'fastOrEft';
}

const fail = (code: string): never => {
  throw new BusinessError([code]);
};

const checkName = (typed: string, holder: string) => {
  if (!sameName(typed, holder)) fail(MessageCode.TransferReceiverNameMismatch);
};

const party = (holderName: string, bankCode: string, bankName: string, extra: Partial<TransferParty> = {}) => ({
  maskedName: maskName(holderName),
  bankCode,
  bankName,
  ...extra,
});

/** How a receiver of this bank is looked up: by account number, by IBAN, or by easy address (`type:value`). */
export interface InternalKey {
  by: 'number' | 'iban' | 'alias';
  key: string;
}

/** A receiver of this bank already read (with the source, in one query: facts.ts), and what it was read by. */
export interface PreloadedReceiver extends InternalKey {
  found: InternalAccount | undefined;
}

interface Context {
  bankCode: string;
  customerId: string;
  source: AccountRow;
  preloaded?: PreloadedReceiver;
}

/** The key a target's receiver of this bank is found by, when the target can be one of this bank's accounts. */
export const internalKeyOf = (target: TransferTarget, bankCode: string): InternalKey | undefined => {
  switch (target.mode) {
    case 'Account':
    case 'AccountsBetween':
      return { by: 'number', key: target.accountNumber };
    case 'IBAN':
    case 'SecurePayment': {
      const iban = normaliseIban(target.iban);
      return iban.slice(4, 9) === bankCode ? { by: 'iban', key: iban } : undefined;
    }
    case 'KOLAS': {
      const value = normaliseEasyAddress(target.type, target.value);
      return value ? { by: 'alias', key: `${target.type}:${value}` } : undefined;
    }
    default:
      return undefined;
  }
};

/** The receiver of this bank by its key: the one read with the source when it was, else a query. */
const internal = (ctx: Context, wanted: InternalKey, query: () => Promise<InternalAccount | undefined>) =>
  ctx.preloaded && ctx.preloaded.by === wanted.by && ctx.preloaded.key === wanted.key
    ? Promise.resolve(ctx.preloaded.found)
    : query();

const toInternal = (ctx: Context, found: InternalAccount | undefined): InternalAccount => {
  if (!found) return fail(MessageCode.TransferReceiverNotFound);
  if (found.account.id === ctx.source.id) fail(MessageCode.TransferSameAccount);
  return found;
};

/** An IBAN of this bank or of the directory (IBAN mode and a secure payment's seller). */
const byIban = async (db: Db, ctx: Context, raw: string, receiverName: string | undefined) => {
  const iban = normaliseIban(raw);
  if (!iban.startsWith('TR') || !isValidIban(iban)) fail(MessageCode.TransferIbanInvalid);
  if (iban.slice(4, 9) === ctx.bankCode) {
    const found = toInternal(ctx, await internal(ctx, { by: 'iban', key: iban }, () => internalByIban(db, iban)));
    if (receiverName !== undefined) checkName(receiverName, found.holderName);
    return {
      internal: found.account,
      holderName: found.holderName,
      receiver: party(found.holderName, ctx.bankCode, OWN_BANK_NAME, { iban }),
    };
  }
  const external = await externalByIban(db, iban);
  if (!external) return fail(MessageCode.TransferReceiverNotFound);
  if (receiverName !== undefined) checkName(receiverName, external.holderName);
  return {
    internal: undefined,
    holderName: external.holderName,
    receiver: party(external.holderName, external.bankCode, external.bankName, { iban }),
  };
};

export const resolveTarget = async (db: Db, ctx: Context, target: TransferTarget): Promise<Destination> => {
  switch (target.mode) {
    case 'IBAN': {
      const found = await byIban(db, ctx, target.iban, target.receiverName);
      return { targetKind: 'IBAN', rail: found.internal ? 'internal' : 'fastOrEft', ...found };
    }
    case 'Account': {
      const byNumber = { by: 'number' as const, key: target.accountNumber };
      const found = toInternal(ctx, await internal(ctx, byNumber, () => internalByNumber(db, target.accountNumber)));
      checkName(target.receiverName, found.holderName);
      const receiver = party(found.holderName, ctx.bankCode, OWN_BANK_NAME, {
        accountNumber: found.account.accountNumber,
      });
      return {
        targetKind: 'ACCOUNT',
        rail: 'internal',
        receiver,
        holderName: found.holderName,
        internal: found.account,
      };
    }
    case 'AccountEft': {
      if (target.bankCode === ctx.bankCode) fail(MessageCode.TransferReceiverNotFound);
      const found = await externalByAccount(db, target.bankCode, target.branchCode, target.accountNumber);
      if (!found) return fail(MessageCode.TransferReceiverNotFound);
      checkName(target.receiverName, found.holderName);
      const receiver = party(found.holderName, found.bankCode, found.bankName, { accountNumber: target.accountNumber });
      return { targetKind: 'ACCOUNT', rail: 'eft', receiver, holderName: found.holderName };
    }
    case 'Card': {
      if (!isLuhnValid(target.cardNumber)) fail(MessageCode.TransferCardInvalid);
      const card = await cardOf(db, target.cardNumber);
      if (!card) return fail(MessageCode.TransferCardInvalid);
      if (!card.holderName) return fail(MessageCode.TransferReceiverNotFound);
      checkName(target.receiverName, card.holderName);
      const receiver = party(card.holderName, card.bankCode, card.bankName, {
        maskedCardNumber: maskCard(target.cardNumber),
      });
      return { targetKind: 'CARD', rail: 'eft', receiver, holderName: card.holderName };
    }
    case 'KOLAS': {
      const value = normaliseEasyAddress(target.type, target.value);
      if (!value) return fail(MessageCode.EasyAddressInvalid);
      const easyAddress = { type: target.type, maskedValue: maskEasyAddress(target.type, value) };
      const byAlias = { by: 'alias' as const, key: `${target.type}:${value}` };
      const ours = await internal(ctx, byAlias, () => internalByAlias(db, target.type, value));
      if (ours) {
        const found = toInternal(ctx, ours);
        const receiver = party(found.holderName, ctx.bankCode, OWN_BANK_NAME, { easyAddress });
        return {
          targetKind: 'KOLAS',
          rail: 'internal',
          receiver,
          holderName: found.holderName,
          internal: found.account,
        };
      }
      const external = await externalByAlias(db, target.type, value);
      if (!external) return fail(MessageCode.TransferReceiverNotFound);
      const receiver = party(external.holderName, external.bankCode, external.bankName, { easyAddress });
      return { targetKind: 'KOLAS', rail: 'fast', receiver, holderName: external.holderName };
    }
    case 'AccountsBetween': {
      const byNumber = { by: 'number' as const, key: target.accountNumber };
      const found = await internal(ctx, byNumber, () => internalByNumber(db, target.accountNumber));
      if (!found || found.account.customerId !== ctx.customerId) return fail(MessageCode.TransferOwnAccountExpected);
      if (found.account.id === ctx.source.id) fail(MessageCode.TransferSameAccount);
      const receiver = party(found.holderName, ctx.bankCode, OWN_BANK_NAME, {
        accountNumber: found.account.accountNumber,
        ...(found.account.iban ? { iban: found.account.iban } : {}),
      });
      return {
        targetKind: 'ACCOUNT',
        rail: 'virement',
        receiver,
        holderName: found.holderName,
        internal: found.account,
      };
    }
    case 'Wallet': {
      const wallet = await walletOf(db, target.walletCode);
      if (!wallet) return fail(MessageCode.TransferWalletUnknown);
      const holder = await walletAccountOf(db, target.walletCode, target.walletNumber);
      if (!holder) return fail(MessageCode.TransferReceiverNotFound);
      checkName(target.receiverName, holder.holderName);
      const receiver = party(holder.holderName, wallet.code, wallet.name, {
        accountNumber: target.walletNumber,
        walletName: wallet.name,
      });
      return { targetKind: 'ACCOUNT', rail: 'fast', receiver, holderName: holder.holderName };
    }
    case 'SecurePayment': {
      const id = target.sellerIdentityNumber;
      if (!(id.length === 11 ? isValidTckn(id) : isValidVkn(id))) fail(MessageCode.TransferSellerIdentityInvalid);
      const found = await byIban(db, ctx, target.iban, target.receiverName);
      return {
        targetKind: 'IBAN',
        rail: 'escrow',
        releaseRail: found.internal ? 'internal' : 'fastOrEft',
        ...found,
      };
    }
  }
};
