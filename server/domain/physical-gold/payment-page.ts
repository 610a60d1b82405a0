/**
 * The sandbox's payment page of a gold offer (shown in the app's iframe): found by its one-time
 * address together with the cookie secret GoldSaleStartIframe gave the customer's browser. The customer chooses one of their
 * open TRY current accounts and confirms (the offer becomes Authorized, the account noted) or
 * cancels (Cancelled). Neither moves money nor takes stock: FinishGoldSaleTransaction does both.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { MessageCode } from '../../../src/contract/message-codes';
import { accounts } from '../../db/schema/accounts';
import { goldOffers } from '../../db/schema/physical-gold';
import type { DbOrTx } from '../../db/client';
import { allProducts, type GoldProductRow } from './catalogue';
import { offerRefusal, paymentPageHash, type GoldOfferRow } from './offers';

export interface PayingAccount {
  id: string;
  accountNumber: string;
  balance: bigint;
}

export type PaymentPage =
  | { ok: true; offer: GoldOfferRow; accounts: PayingAccount[]; products: GoldProductRow[] }
  | { ok: false; reason: string };

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The customer's open TRY current accounts, with balances. */
export const payingAccounts = (db: DbOrTx, customerId: string): Promise<PayingAccount[]> =>
  db
    .select({ id: accounts.id, accountNumber: accounts.accountNumber, balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        eq(accounts.customerId, customerId),
        eq(accounts.currency, 'TRY'),
        eq(accounts.kind, 'Current'),
        isNull(accounts.closedAt),
      ),
    )
    .orderBy(asc(accounts.accountNumber));

/** The offer of a page address and its cookie secret (either wrong or missing: not found). */
export const paymentPageOf = async (
  db: DbOrTx,
  token: string,
  secret: string | undefined,
  now: Date,
): Promise<PaymentPage> => {
  if (!TOKEN_PATTERN.test(token) || !secret || !TOKEN_PATTERN.test(secret))
    return { ok: false, reason: MessageCode.GoldOfferNotFound };
  const [offer] = await db
    .select()
    .from(goldOffers)
    .where(eq(goldOffers.paymentTokenHash, paymentPageHash(token, secret)));
  if (!offer) return { ok: false, reason: MessageCode.GoldOfferNotFound };
  const refusal = offerRefusal(offer, now);
  if (refusal) return { ok: false, reason: refusal };
  return {
    ok: true,
    offer,
    accounts: await payingAccounts(db, offer.customerId),
    products: await allProducts(db),
  };
};

export type PaymentChoice = { action: 'confirm'; accountNumber: string } | { action: 'cancel' };

/** The page's answer: Authorized with the chosen account, or Cancelled; a refusal's code otherwise. */
export const answerPaymentPage = async (
  db: DbOrTx,
  token: string,
  secret: string | undefined,
  now: Date,
  choice: PaymentChoice,
): Promise<{ ok: true; outcome: 'Authorized' | 'Cancelled'; offerId: string } | { ok: false; reason: string }> => {
  const page = await paymentPageOf(db, token, secret, now);
  if (!page.ok) return page;
  let set: Partial<GoldOfferRow>;
  if (choice.action === 'confirm') {
    const account = page.accounts.find((a) => a.accountNumber === choice.accountNumber);
    if (!account) return { ok: false, reason: MessageCode.GoldAccountInvalid };
    if (account.balance < page.offer.total) return { ok: false, reason: MessageCode.GoldInsufficientFunds };
    set = { status: 'Authorized', tryAccountId: account.id, updatedAt: now };
  } else {
    set = { status: 'Cancelled', tryAccountId: null, paymentTokenHash: null, updatedAt: now };
  }
  const [moved] = await db
    .update(goldOffers)
    .set(set)
    .where(and(eq(goldOffers.id, page.offer.id), eq(goldOffers.status, 'Priced')))
    .returning({ id: goldOffers.id });
  if (!moved) return { ok: false, reason: MessageCode.GoldOfferCompleted };
  return { ok: true, outcome: choice.action === 'confirm' ? 'Authorized' : 'Cancelled', offerId: page.offer.id };
};
