/**
 * The bank's own statement lines in Turkish and English. The ledger stores a line's Turkish text
 * (entries are never rewritten); the history, the statements and the dashboard answer in the
 * caller's language by reading that text back through these templates. `{x}` stands for what
 * varies and may itself be a bank line (a fee's base, a merchant), `{y}` for a reference kept as
 * it is; a line the bank did not write (the description a customer typed) matches no template
 * and stays as typed.
 */
import type { Language } from '../../../src/contract/headers';
import type { TransferType } from '../../../src/contract/transfers';

type Texts = Record<Language, string>;

/** Lines every product writes, by code (the writers take `.tur` from here). */
export const TRANSACTION_TEXT = {
  remittance: { tur: 'Havale', eng: 'Money transfer' },
  virement: { tur: 'Virman', eng: 'Virement' },
  eft: { tur: 'EFT', eng: 'EFT' },
  fast: { tur: 'FAST', eng: 'FAST' },
  securePayment: { tur: 'Güvenli ödeme', eng: 'Secure payment' },
  securePaymentRef: { tur: 'Güvenli ödeme {x}', eng: 'Secure payment {x}' },
  securePaymentRefund: { tur: 'Güvenli ödeme iadesi {x}', eng: 'Secure payment refund {x}' },
  fee: { tur: '{x} ücreti', eng: '{x} fee' },
  clearing: { tur: '{x} takas {y}', eng: '{x} clearing {y}' },
  accountOpening: { tur: 'Hesap açılışı', eng: 'Account opening' },
  accountOpeningFx: { tur: 'Hesap açılışı (döviz)', eng: 'Account opening (currency exchange)' },
  accountOpeningOf: { tur: 'Hesap açılışı {x}', eng: 'Account opening {x}' },
  cardSpending: { tur: 'Kart harcaması {x}', eng: 'Card spending {x}' },
  cardRefund: { tur: 'Kart iadesi {x}', eng: 'Card refund {x}' },
  cardCashAdvance: { tur: 'Nakit avans {x}', eng: 'Cash advance {x}' },
  cardWithdrawal: { tur: 'ATM para çekme {x}', eng: 'ATM withdrawal {x}' },
  /** A credit card's debt paid: the card, masked. */
  cardDebtPayment: { tur: 'Kredi kartı borç ödemesi {x}', eng: 'Credit card debt payment {x}' },
  incomingEft: { tur: 'Gelen EFT', eng: 'Incoming EFT' },
  incomingFast: { tur: 'Gelen FAST', eng: 'Incoming FAST' },
  incomingFx: { tur: 'Gelen döviz transferi', eng: 'Incoming currency transfer' },
  closingVirement: { tur: 'Hesap kapama virmanı', eng: 'Account closing virement' },
  participationDeposit: { tur: 'Katılma hesabına yatırılan', eng: 'Deposit to participation account' },
  participationVirement: { tur: 'Katılma hesabına virman', eng: 'Virement to participation account' },
  profitShare: { tur: 'Kâr payı (vade sonu)', eng: 'Profit share (maturity)' },
  salary: { tur: 'Maaş ödemesi', eng: 'Salary payment' },
  rent: { tur: 'Kira ödemesi', eng: 'Rent payment' },
  gasBill: { tur: 'Doğalgaz faturası', eng: 'Natural gas bill' },
  electricityBill: { tur: 'Elektrik faturası', eng: 'Electricity bill' },
  mobileBill: { tur: 'GSM faturası', eng: 'Mobile phone bill' },
  /** A bill paid to an institution: its name and the bill's period (YYYY-MM). */
  billPayment: { tur: '{x} fatura ödemesi {y}', eng: '{x} bill payment {y}' },
  fxBuy: { tur: 'Döviz alış {x}', eng: 'Currency purchase {x}' },
  goldBuy: { tur: 'Altın alış', eng: 'Gold purchase' },
  /** Currency and precious metals (issue 15): the instrument's code. */
  marketBuy: { tur: 'Döviz/kıymetli maden alış {x}', eng: 'Currency/precious metal purchase {x}' },
  marketSell: { tur: 'Döviz/kıymetli maden satış {x}', eng: 'Currency/precious metal sale {x}' },
  marketTax: { tur: 'BSMV (kambiyo vergisi) {x}', eng: 'BSMV (foreign exchange tax) {x}' },
  /** Financing (issue 15): the contract's reference. */
  financingInstallment: { tur: 'Finansman taksit ödemesi {y}', eng: 'Financing installment payment {y}' },
  financingTaxes: { tur: 'Finansman KKDF ve BSMV {y}', eng: 'Financing KKDF and BSMV {y}' },
  financingLateCharge: { tur: 'Finansman gecikme cezası {y}', eng: 'Financing late charge {y}' },
  financingPayoff: { tur: 'Finansman erken kapama {y}', eng: 'Financing early payoff {y}' },
  financingPayoffFee: { tur: 'Erken ödeme ücreti {y}', eng: 'Early repayment fee {y}' },
  financingDisbursement: { tur: 'Finansman kullandırımı {y}', eng: 'Financing disbursement {y}' },
  exportProceeds: { tur: 'İhracat bedeli', eng: 'Export proceeds' },
  invoiceCollection: { tur: 'Fatura tahsilatı', eng: 'Invoice collection' },
  supplierPayment: { tur: 'Tedarikçi ödemesi', eng: 'Supplier payment' },
} as const satisfies Record<string, Texts>;

export type TransactionTextCode = keyof typeof TRANSACTION_TEXT;

/** The line of each transfer type: a transfer's statement line when the customer typed none, its type on the receipt. */
export const TRANSFER_TYPE_TEXT: Record<TransferType, TransactionTextCode> = {
  Remittance: 'remittance',
  Virement: 'virement',
  EFT: 'eft',
  FAST: 'fast',
};

/** A line's Turkish text as the ledger stores it: `transactionText('fee', 'Virman')` is "Virman ücreti". */
export const transactionText = (code: TransactionTextCode, x = '', y = ''): string =>
  TRANSACTION_TEXT[code].tur.replace('{x}', x).replace('{y}', y);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fixedLength = (text: string) => text.replace(/\{[xy]\}/g, '').length;

/** The templates as patterns, the most specific first ("Güvenli ödeme iadesi {x}" before "Güvenli ödeme {x}"). */
const TEMPLATES = Object.values(TRANSACTION_TEXT as Record<string, Texts>)
  .map((texts) => ({
    texts,
    pattern: new RegExp(`^${escape(texts.tur).replace('\\{x\\}', '(?<x>.+?)').replace('\\{y\\}', '(?<y>\\S+)')}$`),
  }))
  .sort((a, b) => fixedLength(b.texts.tur) - fixedLength(a.texts.tur));

/** A stored line in a language: the bank's own lines translated (a fee's line by its base), the rest as typed. */
export const describeTransaction = (stored: string, language: Language): string => {
  if (language === 'tur') return stored;
  for (const { texts, pattern } of TEMPLATES) {
    const match = pattern.exec(stored);
    if (match)
      return texts[language]
        .replace('{x}', describeTransaction(match.groups?.x ?? '', language))
        .replace('{y}', match.groups?.y ?? '');
  }
  return stored;
};

/**
 * What to look for in the stored (Turkish) lines when someone searches in a language: the text
 * itself, and the fixed Turkish words of every bank line whose text in that language contains it
 * ("salary" also finds "Maaş ödemesi").
 */
export const storedSearchTexts = (query: string, language: Language): string[] => {
  if (language === 'tur') return [query];
  const needle = query.toLocaleLowerCase('en');
  const words = TEMPLATES.filter(({ texts }) => texts[language].toLocaleLowerCase('en').includes(needle))
    .map(({ texts }) =>
      texts.tur
        .split(/\{[xy]\}/)
        .sort((a, b) => b.length - a.length)[0]!
        .trim(),
    )
    .filter((word) => word.length > 0);
  return [query, ...new Set(words)];
};
