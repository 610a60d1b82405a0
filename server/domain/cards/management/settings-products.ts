/**
 * The card changes that keep the card in use: its PIN, permissions, linked account, daily limits,
 * name, notifications, and the customer's temporary freeze and unfreeze. Each works on an Active
 * or Frozen card (a frozen card can be prepared before it is opened again); a Blocked, Cancelled
 * or Closed card takes none of them.
 */
import { and, eq } from 'drizzle-orm';
import { ActionCode } from '../../../../src/contract/action-codes';
import type {
  CardChangeRequest,
  ChangePinRequest,
  SetAccountRequest,
  SetLimitsRequest,
  SetNicknameRequest,
  SetNotificationsRequest,
  SetPermissionsRequest,
} from '../../../../src/contract/cards-management';
import { MessageCode } from '../../../../src/contract/message-codes';
import { parseAmount } from '../../../../src/contract/money';
import { accounts } from '../../../db/schema/accounts';
import { customers } from '../../../db/schema/auth';
import { BusinessError } from '../../common/refusal';
import { cardChangeProduct } from './change';
import { hashPin, pinMatches, pinRefusal } from './pin-rules';

const LIVE = ['Active', 'Frozen'] as const;

const refuse = (code: string): never => {
  throw new BusinessError([code]);
};

/** The PIN rules (pin-rules.ts) with the holder's birth date, and not the current PIN; stored as scrypt. */
export const changePinProduct = cardChangeProduct<
  ChangePinRequest,
  { birthDate: string | null; sameAsCurrent: boolean }
>({
  change: 'ChangePin',
  from: LIVE,
  actionCode: ActionCode.CardPinChanged,
  loadExtra: async (ctx, request, facts) => {
    const [customer] = await ctx.deps.db
      .select({ birthDate: customers.birthDate })
      .from(customers)
      .where(eq(customers.id, ctx.decider.customerId));
    // The current PIN is compared here: the decision row keeps the answer, never the hash.
    const sameAsCurrent = /^\d{4}$/.test(request.pin) && pinMatches(request.pin, facts.card.pinHash);
    return { birthDate: customer?.birthDate ?? null, sameAsCurrent };
  },
  plan: (_ctx, request, { extra }) => {
    const code = pinRefusal(request.pin, request.pinRepeat, extra.birthDate);
    if (code) refuse(code);
    if (extra.sameAsCurrent) refuse(MessageCode.CardPinSameAsCurrent);
    return (now) => ({ set: { pinHash: hashPin(request.pin), pinChangedAt: now } });
  },
});

/** ATM abroad needs abroad: refused when asked without it (a card closed abroad is closed at ATMs abroad). */
export const setPermissionsProduct = cardChangeProduct<SetPermissionsRequest>({
  change: 'SetPermissions',
  from: LIVE,
  actionCode: ActionCode.CardPermissionsUpdated,
  plan: (_ctx, request) => {
    if (request.atmAbroad && !request.abroad) refuse(MessageCode.CardAtmAbroadNeedsAbroad);
    return () => ({
      set: {
        onlineEnabled: request.online,
        contactlessEnabled: request.contactless,
        abroadEnabled: request.abroad,
        atmAbroadEnabled: request.atmAbroad,
      },
    });
  },
});

type AccountRow = typeof accounts.$inferSelect;

/** A debit card's account, a credit card's automatic payment account: an open TRY current account of the customer. */
export const setAccountProduct = cardChangeProduct<SetAccountRequest, AccountRow | null>({
  change: 'SetAccount',
  from: LIVE,
  actionCode: ActionCode.CardAccountUpdated,
  loadExtra: async (ctx, request) => {
    const [account] = await ctx.deps.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.accountNumber, request.accountNumber), eq(accounts.customerId, ctx.decider.customerId)));
    return account ?? null;
  },
  plan: (_ctx, _request, { card, extra: account }) => {
    if (!account || account.isInternal || account.closedAt || account.currency !== 'TRY' || account.kind !== 'Current')
      return refuse(MessageCode.CardAccountInvalid);
    if (account.id === card.card.accountId) refuse(MessageCode.CardAccountUnchanged);
    return () => ({ set: { accountId: account.id }, accountNumber: account.accountNumber });
  },
});

const LIMIT_REFUSALS = {
  atm: MessageCode.CardAtmLimitAboveMaximum,
  pos: MessageCode.CardPosLimitAboveMaximum,
  online: MessageCode.CardOnlineLimitAboveMaximum,
} as const;

/** Each daily limit above zero and at most the bank's maximum for the card's kind (config.cards). */
export const setLimitsProduct = cardChangeProduct<SetLimitsRequest>({
  change: 'SetLimits',
  from: LIVE,
  actionCode: ActionCode.CardLimitsUpdated,
  plan: (ctx, request, { card }) => {
    const settings = ctx.deps.config.cards;
    const maxima = card.card.kind === 'Debit' ? settings.debitMaxima : settings.creditMaxima;
    const amounts = { atm: 0n, pos: 0n, online: 0n };
    const codes: string[] = [];
    for (const channel of ['atm', 'pos', 'online'] as const) {
      const amount = parseAmount(request[channel], 'TRY');
      if (amount === undefined || amount <= 0n) return refuse(MessageCode.CardLimitInvalid);
      if (amount > parseAmount(maxima[channel], 'TRY')!) codes.push(LIMIT_REFUSALS[channel]);
      amounts[channel] = amount;
    }
    if (codes.length > 0) throw new BusinessError(codes);
    return () => ({
      set: { dailyAtmLimit: amounts.atm, dailyPosLimit: amounts.pos, dailyOnlineLimit: amounts.online },
    });
  },
});

/** The card's own name (safe text, at most 30 characters); empty or null clears it. */
export const setNicknameProduct = cardChangeProduct<SetNicknameRequest>({
  change: 'SetNickname',
  from: LIVE,
  actionCode: ActionCode.CardUpdated,
  plan: (_ctx, request) => () => ({ set: { nickname: request.nickname ? request.nickname : null }, sms: false }),
});

export const setNotificationsProduct = cardChangeProduct<SetNotificationsRequest>({
  change: 'SetNotifications',
  from: LIVE,
  actionCode: ActionCode.CardUpdated,
  plan: (_ctx, request) => () => ({ set: { notificationsEnabled: request.enabled }, sms: false }),
});

/** The customer's temporary freeze: Active → Frozen (reason Customer); every transaction is declined until unfrozen. */
export const freezeProduct = cardChangeProduct<CardChangeRequest>({
  change: 'Freeze',
  from: ['Active'],
  refuseState: (status) => (status === 'Frozen' ? MessageCode.CardAlreadyFrozen : undefined),
  actionCode: ActionCode.CardFrozen,
  plan: () => () => ({ set: { status: 'Frozen', statusReason: 'Customer' } }),
});

/** Frozen → Active; a Blocked card (lost, stolen, the bank's) is never opened again. */
export const unfreezeProduct = cardChangeProduct<CardChangeRequest>({
  change: 'Unfreeze',
  from: ['Frozen'],
  refuseState: (status) => (status === 'Active' ? MessageCode.CardNotFrozen : undefined),
  actionCode: ActionCode.CardUnfrozen,
  plan: () => () => ({ set: { status: 'Active', statusReason: null } }),
});
