/**
 * Product and branch names in the caller's language. An account row stores its product by kind,
 * currency and term (its `name` is the Turkish product name it was opened with, kept for the
 * record), so the name is derived per language here; a customer's alias is the customer's own
 * text and is never translated. Place names stay as they are ("Kadıköy Branch").
 */
import type { AccountKind } from '../../../src/contract/accounts';
import type { Language } from '../../../src/contract/headers';
import type { Currency } from '../../../src/contract/money';

type Names = Record<Language, string>;

export interface ProductFacts {
  kind: AccountKind;
  currency: Currency;
  termMonths: number | null;
  /** The name the account was opened with (Turkish; older rows say "Döviz Cari Hesap USD"). */
  name: string;
}

/** TRY current accounts by segment; the first is the retail product every customer can open. */
const TRY_CURRENT: readonly Names[] = [
  { tur: 'Özel Cari Hesap', eng: 'Private Current Account' },
  { tur: 'Ticari Cari Hesap', eng: 'Business Current Account' },
  { tur: 'Eski Cari Hesap', eng: 'Former Current Account' },
];

const GOLD: Names = { tur: 'Altın Hesabı', eng: 'Gold Account' };
const METAL_ACCOUNTS: Partial<Record<Currency, Names>> = {
  XAG: { tur: 'Gümüş Hesabı', eng: 'Silver Account' },
  XPT: { tur: 'Platin Hesabı', eng: 'Platinum Account' },
};

const currentName = (currency: Currency): Names => ({
  tur: `${currency} Cari Hesap`,
  eng: `${currency} Current Account`,
});

const participationName = (term: number, currency: Currency): Names => {
  const suffix = currency === 'TRY' ? '' : ` ${currency}`;
  return { tur: `Katılma Hesabı ${term} Ay${suffix}`, eng: `${term}-Month Participation Account${suffix}` };
};

/** Both names of a product: USD and EUR current accounts are named for their currency. */
export const productNames = (product: ProductFacts): Names => {
  if (product.kind === 'Participation' && product.termMonths)
    return participationName(product.termMonths, product.currency);
  const metal = METAL_ACCOUNTS[product.currency];
  if (metal) return metal;
  if (product.kind === 'Gold' || product.currency === 'XAU') return GOLD;
  if (product.currency !== 'TRY') return currentName(product.currency);
  return TRY_CURRENT.find((n) => n.tur === product.name || n.eng === product.name) ?? TRY_CURRENT[0]!;
};

/** The product's name in a language. */
export const productName = (product: ProductFacts, language: Language): string => productNames(product)[language];

/** What the customer sees for an account: their alias as typed, else the product's name in their language. */
export const accountName = (row: ProductFacts & { alias: string | null }, language: Language): string =>
  row.alias ?? productName(row, language);

/** The bank's branches; the Turkish name is what an account row stores. */
const BRANCHES: readonly Names[] = [
  { tur: 'Kadıköy Şubesi', eng: 'Kadıköy Branch' },
  { tur: 'Levent Ticari Şubesi', eng: 'Levent Commercial Branch' },
  { tur: 'Ankara Kızılay Şubesi', eng: 'Ankara Kızılay Branch' },
];

/** A branch in a language: a known branch by the table, any other "X Şubesi" as "X Branch". */
export const branchName = (stored: string, language: Language): string => {
  const known = BRANCHES.find((b) => b.tur === stored || b.eng === stored);
  if (known) return known[language];
  if (language === 'tur') return stored;
  return stored.replace(/ Ticari Şubesi$/, ' Commercial Branch').replace(/ Şubesi$/, ' Branch');
};
