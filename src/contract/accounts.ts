import * as v from 'valibot';
import { CURRENCIES } from './money';

export const ACCOUNT_KINDS = ['Current', 'Participation', 'Gold'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** One account of `GET /Deposit/GetAccounts/{IsClosedIncluded}`. Amounts are decimal strings. */
export const AccountSchema = v.object({
  accountNumber: v.string(),
  iban: v.string(),
  name: v.string(),
  kind: v.picklist(ACCOUNT_KINDS),
  currency: v.picklist(CURRENCIES),
  balance: v.string(),
  availableBalance: v.string(),
  branchName: v.string(),
  openedAt: v.string(),
  isClosed: v.boolean(),
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const AccountListSchema = v.object({ accounts: v.array(AccountSchema) });
export type AccountList = v.InferOutput<typeof AccountListSchema>;

/** Account lists are held this long (spec section 9). */
export const ACCOUNT_LIST_CACHE_MS = 360_000;
