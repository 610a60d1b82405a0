import * as v from 'valibot';

/** One group of `GET /External/GetNetWorth`: amounts are TRY decimal strings, texts in the caller's language. */
export const NetWorthGroupSchema = v.object({
  groupingKey: v.string(),
  amount: v.string(),
  amountFormatted: v.string(),
  percentage: v.string(),
  percentageFormatted: v.string(),
});
export type NetWorthGroup = v.InferOutput<typeof NetWorthGroupSchema>;

/** Asset groups: current and participation accounts (any currency, valued in TRY), gold, and the balances read at other banks under a consent. */
export const ASSET_GROUPS = ['Deposit', 'Gold', 'OtherBanks'] as const;
/** Debt groups: financing and credit cards. */
export const DEBT_GROUPS = ['Financing', 'CreditCard'] as const;

export const NetWorthSchema = v.object({
  netWorth: v.string(),
  netWorthFormatted: v.string(),
  totalAsset: v.string(),
  totalDebt: v.string(),
  totalAssetFormatted: v.string(),
  totalDebtFormatted: v.string(),
  totalAssetPercentage: v.string(),
  totalDebtPercentage: v.string(),
  totalAssetPercentageFormatted: v.string(),
  totalDebtPercentageFormatted: v.string(),
  assets: v.array(NetWorthGroupSchema),
  debts: v.array(NetWorthGroupSchema),
  /** Foreign currency and gold are valued at the bank's indicative rates of this moment. */
  ratesAreIndicative: v.boolean(),
});
export type NetWorth = v.InferOutput<typeof NetWorthSchema>;
