/**
 * Posting recipes: the few shapes every product's money movement is made of. Each returns
 * postings (debit, credit, amount, currency, why); a product combines them into one journal.
 */
import type { Currency } from '../../../src/contract/money';
import type { Chart } from './chart';
import type { Posting } from './journal';

/** What the statement lines say: one text, and on each side the other party's name where there is one. */
export interface Lines {
  text: string;
  /** The receiver's line when it reads otherwise than `text` (an opening names the other account on each side). */
  creditText?: string;
  /** Shown on the payer's line (who received). */
  payee?: string | null;
  /** Shown on the payee's line (who paid). */
  payer?: string | null;
}

const lines = (l: Lines) => ({
  debitText: l.text,
  creditText: l.creditText ?? l.text,
  debitParty: l.payee ?? null,
  creditParty: l.payer ?? null,
});

/** Money from one account to another in one currency. */
export const payment = (from: string, to: string, amount: bigint, currency: Currency, l: Lines): Posting => ({
  debit: from,
  credit: to,
  amount,
  currency,
  code: 'payment',
  ...lines(l),
});

/** A fee in TL to the bank's fee income. */
export const fee = (chart: Chart, from: string, amount: bigint, text: string): Posting => ({
  debit: from,
  credit: chart.id('feeIncome', 'TRY'),
  amount,
  currency: 'TRY',
  code: 'fee',
  debitText: text,
  creditText: text,
});

export interface Conversion {
  from: string;
  fromCurrency: Currency;
  fromAmount: bigint;
  to: string;
  toCurrency: Currency;
  toAmount: bigint;
}

/**
 * A conversion at a quoted rate: the payer's currency into its FX position, the other currency out
 * of its position to the receiver. Each currency nets to zero; the positions carry the bank's side.
 */
export const fxLegs = (chart: Chart, c: Conversion, l: Lines): [Posting, Posting] => [
  {
    debit: c.from,
    credit: chart.id('fxPosition', c.fromCurrency),
    amount: c.fromAmount,
    currency: c.fromCurrency,
    code: 'fx_leg',
    debitText: l.text,
    creditText: l.text,
    debitParty: l.payee ?? null,
  },
  {
    debit: chart.id('fxPosition', c.toCurrency),
    credit: c.to,
    amount: c.toAmount,
    currency: c.toCurrency,
    code: 'fx_leg',
    debitText: l.text,
    creditText: l.creditText ?? l.text,
    creditParty: l.payer ?? null,
  },
];

export type Rail = 'FAST' | 'EFT';

/** The clearing GL account of a rail. */
export const clearingAccount = (chart: Chart, rail: Rail): string =>
  rail === 'FAST' ? chart.id('fastClearing', 'TRY') : chart.id('eftClearing', 'TRY');

/** Money leaving for another bank: it waits in the rail's clearing account until the network settles it. */
export const clearing = (chart: Chart, from: string, rail: Rail, amount: bigint, l: Lines): Posting => ({
  debit: from,
  credit: clearingAccount(chart, rail),
  amount,
  currency: 'TRY',
  code: 'clearing',
  ...lines(l),
});

/** The network settled: the clearing account pays out of the bank's central-bank account. */
export const settlement = (chart: Chart, rail: Rail, amount: bigint, text: string): Posting => ({
  debit: clearingAccount(chart, rail),
  credit: chart.id('centralBank', 'TRY'),
  amount,
  currency: 'TRY',
  code: 'settlement',
  debitText: text,
  creditText: text,
});

/** Money held by the bank for a buyer until it is released or returned (a secure payment). */
export const escrowHold = (chart: Chart, from: string, amount: bigint, l: Lines): Posting => ({
  debit: from,
  credit: chart.id('escrow', 'TRY'),
  amount,
  currency: 'TRY',
  code: 'escrow_hold',
  ...lines(l),
});

/** Held money leaves the escrow: to the seller (or the seller's clearing), or back to the buyer. */
export const escrowRelease = (chart: Chart, to: string, amount: bigint, l: Lines): Posting => ({
  debit: chart.id('escrow', 'TRY'),
  credit: to,
  amount,
  currency: 'TRY',
  code: 'escrow_release',
  ...lines(l),
});

/** Undoes postings: each one back the other way, under a reversal code (a new journal, never an update). */
export const reversal = (postings: readonly Posting[], text: string): Posting[] =>
  postings.map((p) => ({
    debit: p.credit,
    credit: p.debit,
    amount: p.amount,
    currency: p.currency,
    code: 'reversal',
    debitText: text,
    creditText: text,
    debitParty: p.creditParty ?? null,
    creditParty: p.debitParty ?? null,
  }));
