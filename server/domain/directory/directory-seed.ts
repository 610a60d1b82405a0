/**
 * Makes sure the transfer directory exists: run at every start, after the seed, under the
 * database's exclusive lock (app-server.ts, Database.exclusive). It fills the directory only while
 * it holds no bank, so it also completes a database seeded before migration 0005 and leaves a
 * filled one as it is. The demo customers' easy addresses are added only that first time, so one a
 * customer deleted does not come back at the next start.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import {
  banks,
  cardBins,
  externalAccounts,
  externalCards,
  externalEasyAddresses,
  paymentWallets,
  walletAccounts,
} from '../../db/schema/directory';
import { easyAddresses } from '../../db/schema/easy-addresses';
import {
  BANKS,
  CARD_BINS,
  DEMO_EASY_ADDRESSES,
  EXTERNAL_ACCOUNTS,
  EXTERNAL_ALIASES,
  EXTERNAL_CARDS,
  PAYMENT_WALLETS,
  WALLET_ACCOUNTS,
  externalIban,
} from './directory-data';

export const ensureTransferDirectory = async (db: Db, options: { now: Date }): Promise<void> => {
  await db.transaction(async (tx) => {
    const fresh = (await tx.select({ code: banks.code }).from(banks).limit(1)).length === 0;
    if (!fresh) return;
    await tx.insert(banks).values([...BANKS]);
    const rows = await tx
      .insert(externalAccounts)
      .values(
        EXTERNAL_ACCOUNTS.map(({ key: _k, ...a }) => ({
          ...a,
          iban: externalIban(a.bankCode, a.branchCode, a.accountNumber),
        })),
      )
      .returning({ id: externalAccounts.id, iban: externalAccounts.iban });
    const idOf = (key: string) => {
      const a = EXTERNAL_ACCOUNTS.find((x) => x.key === key)!;
      return rows.find((r) => r.iban === externalIban(a.bankCode, a.branchCode, a.accountNumber))!.id;
    };
    await tx
      .insert(externalEasyAddresses)
      .values(EXTERNAL_ALIASES.map((a) => ({ type: a.type, value: a.value, externalAccountId: idOf(a.account) })));
    await tx.insert(cardBins).values([...CARD_BINS]);
    await tx.insert(externalCards).values(EXTERNAL_CARDS);
    await tx.insert(paymentWallets).values([...PAYMENT_WALLETS]);
    await tx.insert(walletAccounts).values([...WALLET_ACCOUNTS]);
    const owned = await tx
      .select({ id: accounts.id, customerId: accounts.customerId, number: accounts.accountNumber })
      .from(accounts)
      .where(inArray(accounts.accountNumber, [...new Set(DEMO_EASY_ADDRESSES.map((e) => e.accountNumber))]));
    for (const alias of DEMO_EASY_ADDRESSES) {
      const account = owned.find((a) => a.number === alias.accountNumber);
      if (!account?.customerId) continue;
      await tx
        .insert(easyAddresses)
        .values({
          customerId: account.customerId,
          accountId: account.id,
          type: alias.type,
          value: alias.value,
          createdAt: options.now,
        })
        .onConflictDoNothing();
    }
  });
};
