/**
 * The sandbox's other banks and the accounts they hold for demo customers, by identity number
 * (README "Other banks"). Ensured at every start, idempotent. This bank only reads them: they are
 * not its ledger and nothing here posts.
 */
import { buildTrIban } from '../../../src/contract/iban';
import type { Currency } from '../../../src/contract/money';
import type { DbOrTx } from '../../db/client';
import { sandboxOtherBankAccounts, sandboxOtherBanks, sandboxOtherBankTransactions } from '../../db/schema/other-banks';

export const SANDBOX_OTHER_BANKS = [
  { code: '00901', name: 'Örnek Bankası' },
  { code: '00902', name: 'Deneme Katılım Bankası' },
] as const;

interface SeedAccount {
  bankCode: string;
  identityNumber: string;
  accountPart: string;
  name: string;
  currency: Currency;
  /** Minor units. */
  balance: bigint;
  transactions: [daysAgo: number, amount: bigint, description: string][];
}

/** Ayşe Yılmaz (10000000146): two TRY and a USD account at Örnek Bankası, one TRY account at Deneme Katılım Bankası. Mehmet Demir (17291716060): one at each. */
export const SANDBOX_OTHER_ACCOUNTS: SeedAccount[] = [
  {
    bankCode: '00901',
    identityNumber: '10000000146',
    accountPart: '0000100001460001',
    name: 'Vadesiz TL Hesabı',
    currency: 'TRY',
    balance: 1_254_075n,
    transactions: [
      [2, -45_000n, 'Market alışverişi'],
      [5, 2_500_000n, 'Maaş ödemesi'],
      [9, -120_000n, 'Elektrik faturası'],
    ],
  },
  {
    bankCode: '00901',
    identityNumber: '10000000146',
    accountPart: '0000100001460002',
    name: 'Birikim TL Hesabı',
    currency: 'TRY',
    balance: 5_000_000n,
    transactions: [[30, 5_000_000n, 'Gelen havale']],
  },
  {
    bankCode: '00901',
    identityNumber: '10000000146',
    accountPart: '0000100001460003',
    name: 'Vadesiz USD Hesabı',
    currency: 'USD',
    balance: 125_000n,
    transactions: [[12, 125_000n, 'Döviz alışı']],
  },
  {
    bankCode: '00902',
    identityNumber: '10000000146',
    accountPart: '0000100001460001',
    name: 'Cari Hesap TL',
    currency: 'TRY',
    balance: 340_050n,
    transactions: [
      [1, -15_000n, 'Kart ödemesi'],
      [20, 355_050n, 'Gelen FAST'],
    ],
  },
  {
    bankCode: '00901',
    identityNumber: '17291716060',
    accountPart: '0000172917160001',
    name: 'Vadesiz TL Hesabı',
    currency: 'TRY',
    balance: 780_000n,
    transactions: [[3, 780_000n, 'Gelen havale']],
  },
  {
    bankCode: '00902',
    identityNumber: '17291716060',
    accountPart: '0000172917160001',
    name: 'Cari Hesap EUR',
    currency: 'EUR',
    balance: 42_000n,
    transactions: [[7, 42_000n, 'Döviz alışı']],
  },
];

export const sandboxIban = (bankCode: string, accountPart: string) => buildTrIban(bankCode, accountPart);

export const ensureOtherBanks = async (db: DbOrTx, now: Date): Promise<void> => {
  await db
    .insert(sandboxOtherBanks)
    .values([...SANDBOX_OTHER_BANKS])
    .onConflictDoNothing();
  for (const account of SANDBOX_OTHER_ACCOUNTS) {
    const [row] = await db
      .insert(sandboxOtherBankAccounts)
      .values({
        bankCode: account.bankCode,
        identityNumber: account.identityNumber,
        iban: sandboxIban(account.bankCode, account.accountPart),
        name: account.name,
        currency: account.currency,
        balance: account.balance,
      })
      .onConflictDoNothing()
      .returning({ id: sandboxOtherBankAccounts.id });
    if (!row) continue;
    await db.insert(sandboxOtherBankTransactions).values(
      account.transactions.map(([daysAgo, amount, description]) => ({
        accountId: row.id,
        bookedAt: new Date(now.getTime() - daysAgo * 86_400_000),
        amount,
        description,
      })),
    );
  }
};
