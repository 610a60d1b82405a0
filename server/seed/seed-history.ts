/**
 * The demo customers' history, as balanced ledger transfers in date order: salary by
 * EFT, card spending, bills, FAST in and out, profit-share credits, FX and gold buys.
 * Deterministic for a given seed time (seeded PRNG, dates relative to `now`).
 */
import type { JournalKind } from '../../src/contract/ledger';
import type { Currency } from '../../src/contract/money';
import { transactionText as T } from '../domain/accounts/transaction-texts';
import { glNumber as gl } from '../domain/ledger/chart';
import { createPrng, type Prng } from './prng';

export interface SeedEntry {
  ref: string;
  amount: bigint;
  description: string;
  counterpartyName?: string;
}
export interface SeedEvent {
  at: Date;
  kind: JournalKind;
  description: string;
  entries: SeedEntry[];
}

const DAY = 86_400_000;
const MERCHANTS = [
  'Migros',
  'A101',
  'BİM',
  'Shell',
  'Opet',
  'Trendyol',
  'Getir',
  'Kahve Dünyası',
  'LC Waikiki',
  'Hepsiburada',
];
const BILLS = [
  { day: 18, name: 'İGDAŞ', text: T('gasBill'), min: 40_000, max: 180_000 },
  { day: 20, name: 'CK Boğaziçi Elektrik', text: T('electricityBill'), min: 45_000, max: 120_000 },
  { day: 25, name: 'Turkcell', text: T('mobileBill'), min: 29_900, max: 45_000 },
];

export const buildHistory = (now: Date, seed = 146): SeedEvent[] => {
  const rng: Prng = createPrng(seed);
  const events: SeedEvent[] = [];
  const at = (daysAgo: number, hour = rng.int(9, 20)): Date =>
    new Date(now.getTime() - daysAgo * DAY - (24 - hour) * 3_600_000 + rng.int(0, 59) * 60_000);
  /** The counterparty shows on the customer's side only. */
  const leg = (ref: string, amount: bigint, text: string, party?: string): SeedEntry =>
    party && !ref.startsWith('GL-')
      ? { ref, amount, description: text, counterpartyName: party }
      : { ref, amount, description: text };
  /** Two legs in one currency: `fromRef` pays `toRef`. */
  const pay = (
    when: Date,
    kind: JournalKind,
    text: string,
    fromRef: string,
    toRef: string,
    amount: bigint,
    party?: string,
  ) =>
    events.push({
      at: when,
      kind,
      description: text,
      entries: [leg(fromRef, -amount, text, party), leg(toRef, amount, text, party)],
    });
  /** A virement across currencies through the FX position accounts. */
  const exchange = (when: Date, text: string, from: [string, Currency, bigint], to: [string, Currency, bigint]) =>
    events.push({
      at: when,
      kind: 'Virement',
      description: text,
      entries: [
        leg(from[0], -from[2], text),
        leg(gl('fxPosition', from[1]), from[2], text),
        leg(gl('fxPosition', to[1]), -to[2], text),
        leg(to[0], to[2], text),
      ],
    });

  // Ayşe Yılmaz (retail)
  pay(at(600), 'EFT', T('incomingEft'), gl('eftClearing', 'TRY'), 'retail:6', 500_000n, 'Ayşe Yılmaz');
  pay(at(385), 'Virement', T('closingVirement'), 'retail:6', 'retail:1', 500_000n);
  pay(at(300), 'EFT', T('incomingFx'), gl('eftClearing', 'USD'), 'retail:3', 250_000n, 'Ayşe Yılmaz');
  pay(at(250), 'EFT', T('incomingFx'), gl('eftClearing', 'EUR'), 'retail:4', 120_000n, 'Ayşe Yılmaz');
  pay(at(200), 'EFT', T('participationDeposit'), gl('eftClearing', 'TRY'), 'retail:2', 10_000_000n, 'Ayşe Yılmaz');
  pay(at(126), 'EFT', T('incomingEft'), gl('eftClearing', 'TRY'), 'retail:1', 2_345_000n, 'Ayşe Yılmaz');
  for (const daysAgo of [109, 18]) {
    pay(
      at(daysAgo, 6),
      'ProfitShare',
      T('profitShare'),
      gl('profitSharePool', 'TRY'),
      'retail:2',
      BigInt(rng.int(300_000, 380_000)),
    );
  }
  for (let month = 4; month >= 0; month--) {
    const inWindow = (d: number) => d >= 1 && d <= 125;
    const salaryDay = month * 30 + 10;
    if (inWindow(salaryDay)) {
      pay(at(salaryDay, 9), 'EFT', T('salary'), gl('eftClearing', 'TRY'), 'retail:1', 4_275_000n, 'ACME Yazılım A.Ş.');
      if (inWindow(salaryDay - 2))
        pay(at(salaryDay - 2), 'FAST', T('rent'), 'retail:1', gl('fastClearing', 'TRY'), 1_750_000n, 'Hasan Öztürk');
    }
    for (const bill of BILLS) {
      const day = month * 30 + bill.day;
      if (inWindow(day))
        pay(
          at(day),
          'BillPayment',
          bill.text,
          'retail:1',
          gl('billCollection', 'TRY'),
          BigInt(rng.int(bill.min, bill.max)),
          bill.name,
        );
    }
    const spends = rng.int(6, 9);
    for (let i = 0; i < spends; i++) {
      const day = month * 30 + rng.int(1, 29);
      const merchant = rng.pick(MERCHANTS);
      if (inWindow(day))
        pay(
          at(day),
          'CardSpending',
          T('cardSpending', merchant),
          'retail:1',
          gl('cardSettlement', 'TRY'),
          BigInt(rng.int(4_500, 180_000)),
          merchant,
        );
    }
    const fastIn = month * 30 + rng.int(3, 27);
    if (inWindow(fastIn))
      pay(
        at(fastIn),
        'FAST',
        T('incomingFast'),
        gl('fastClearing', 'TRY'),
        'retail:1',
        BigInt(rng.int(50_000, 300_000)),
        'Elif Yılmaz',
      );
  }
  exchange(at(65), T('fxBuy', 'USD'), ['retail:1', 'TRY', 1_675_000n], ['retail:3', 'USD', 50_000n]);
  exchange(at(69), T('goldBuy'), ['retail:1', 'TRY', 3_125_000n], ['retail:5', 'XAU', 100_000n]);
  exchange(at(9), T('goldBuy'), ['retail:1', 'TRY', 845_000n], ['retail:5', 'XAU', 25_000n]);

  // Mehmet Demir (corporate)
  pay(at(600), 'EFT', T('exportProceeds'), gl('eftClearing', 'USD'), 'corporate:2', 4_000_000n, 'Global Textiles GmbH');
  pay(at(175), 'EFT', T('incomingEft'), gl('eftClearing', 'TRY'), 'corporate:1', 85_000_000n, 'Demir Tekstil A.Ş.');
  pay(at(170), 'Virement', T('participationVirement'), 'corporate:1', 'corporate:3', 25_000_000n);
  pay(
    at(79, 6),
    'ProfitShare',
    T('profitShare'),
    gl('profitSharePool', 'TRY'),
    'corporate:3',
    BigInt(rng.int(800_000, 950_000)),
  );
  for (let month = 3; month >= 0; month--) {
    const day = month * 30 + rng.int(2, 25);
    pay(
      at(day),
      'EFT',
      T('invoiceCollection'),
      gl('eftClearing', 'TRY'),
      'corporate:1',
      BigInt(rng.int(5_000_000, 15_000_000)),
      'Kuzey Lojistik A.Ş.',
    );
    pay(
      at(day - 1),
      'EFT',
      T('supplierPayment'),
      'corporate:1',
      gl('eftClearing', 'TRY'),
      BigInt(rng.int(2_000_000, 6_000_000)),
      'Ege İplik San. Tic. Ltd. Şti.',
    );
  }

  // Demir Lojistik Ltd. Şti. (fixed amounts: the random draws of the others stay as they were)
  pay(at(380), 'EFT', T('incomingEft'), gl('eftClearing', 'TRY'), 'demirLojistik:1', 42_500_000n, 'Demir Tekstil A.Ş.');
  pay(
    at(40),
    'EFT',
    T('invoiceCollection'),
    gl('eftClearing', 'TRY'),
    'demirLojistik:1',
    12_750_000n,
    'Kuzey Lojistik A.Ş.',
  );

  // Zeynep Kaya (first login) and Ali Çelik (push)
  pay(at(15), 'FAST', T('incomingFast'), gl('fastClearing', 'TRY'), 'firstLogin:1', 250_000n, 'Ahmet Kaya');
  pay(at(90), 'EFT', T('incomingEft'), gl('eftClearing', 'TRY'), 'push:1', 1_200_000n, 'Ali Çelik');
  pay(at(400), 'EFT', T('incomingFx'), gl('eftClearing', 'EUR'), 'push:2', 30_000n, 'Ali Çelik');
  for (const day of [80, 55, 31, 12, 4]) {
    const merchant = rng.pick(MERCHANTS);
    pay(
      at(day),
      'CardSpending',
      T('cardSpending', merchant),
      'push:1',
      gl('cardSettlement', 'TRY'),
      BigInt(rng.int(4_500, 90_000)),
      merchant,
    );
  }

  return events.filter((e) => e.at.getTime() < now.getTime()).sort((a, b) => a.at.getTime() - b.at.getTime());
};
