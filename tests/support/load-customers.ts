/**
 * Extra retail customers for load tests and the transfer benchmark: each signs in with SMS
 * (its own phone, so its codes are its own in the sandbox outbox) and holds one TRY current
 * account funded from a bank GL account by a balanced ledger transfer. Written straight into
 * the server's database (same schema, same ledger), before or while the server runs.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { accountNumberFor, ibanFor } from '../../server/domain/accounts/account-numbers';
import { glNumber } from '../../server/domain/ledger/chart';
import { fund } from './ledger-fixtures';
import { hashPassword } from '../../server/domain/auth/passwords';
import type { DemoIdentity } from '../../server/seed/demo-identities';

export const LOAD_PASSWORD = 'Yuk12345';

/** A valid TCKN from nine digits (first not 0). */
const tckn = (nine: string): string => {
  const d = Array.from(nine, Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
};

export interface LoadCustomer {
  identity: Pick<DemoIdentity, 'identificationNumber' | 'password' | 'phone'>;
  customerId: string;
  accountNumber: string;
  iban: string;
  name: string;
}

/**
 * Adds `count` customers numbered from `first` (so separate calls don't collide), each with
 * `balance` TRY minor units. Idempotent per number: an existing one is returned as it is.
 */
export const addLoadCustomers = async (
  db: Db,
  options: { count: number; first?: number; balance: bigint; bankCode?: string; now?: Date },
): Promise<LoadCustomer[]> => {
  const { count, first = 1, balance, bankCode = '00899', now = new Date() } = options;
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const [funding] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountNumber, glNumber('fxPosition', 'TRY')));
  if (!funding) throw new Error('the database is not seeded');
  const created: LoadCustomer[] = [];
  for (let n = first; n < first + count; n++) {
    const customerNumber = String(7_000_000 + n);
    const identificationNumber = tckn(`7${String(n).padStart(8, '0')}`);
    const phone = `+90539${String(n).padStart(7, '0')}`;
    const name = `Yük Testi ${n}`;
    const accountNumber = accountNumberFor(customerNumber, 1);
    const iban = ibanFor(bankCode, customerNumber, 1);
    const [existing] = await db
      .select()
      .from(customers)
      .where(eq(customers.identificationNumber, identificationNumber));
    let customerId = existing?.id;
    if (!customerId) {
      customerId = await db.transaction(async (tx) => {
        const [customer] = await tx
          .insert(customers)
          .values({
            customerNumber,
            identificationNumber,
            passwordHash,
            name: 'Yük Testi',
            surname: String(n),
            customerType: 'Individual',
            phone,
            loginMethod: 'sms',
            createdAt: now,
          })
          .returning({ id: customers.id });
        await tx.insert(accounts).values({
          customerId: customer!.id,
          accountNumber,
          iban,
          name: 'Özel Cari Hesap',
          kind: 'Current',
          currency: 'TRY',
          branchName: 'Kadıköy Şubesi',
          openedAt: now,
        });
        return customer!.id;
      });
      await fund(db, accountNumber, balance, {
        from: glNumber('fxPosition', 'TRY'),
        at: now,
        text: 'Yük testi açılış bakiyesi',
      });
    }
    created.push({
      identity: { identificationNumber, password: LOAD_PASSWORD, phone },
      customerId,
      accountNumber,
      iban,
      name,
    });
  }
  return created;
};
