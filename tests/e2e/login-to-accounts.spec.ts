import { and, eq, isNull } from 'drizzle-orm';
import { accounts } from '../../server/db/schema/accounts';
import { customers } from '../../server/db/schema/auth';
import { demoIdentity } from '../../server/seed/demo-identities';
import { formatAmount } from '../../src/contract/money';
import { expect, openMyAccounts, signInWithSms, test } from './support/bank';

const retail = demoIdentity('retail');

test('a retail customer logs in with an SMS code and sees exactly their open accounts', async ({
  page,
  bank,
  request,
}) => {
  await signInWithSms(page, request, bank, retail);
  await expect(page).toHaveURL(/\/dashboard/);
  const rows = await openMyAccounts(page);

  const onScreen = await rows.evaluateAll((elements) =>
    elements.map((row) => ({
      iban: row.querySelector('[data-testid="account-iban"]')?.getAttribute('data-iban') ?? '',
      name: row.querySelector('[data-testid="account-name"]')?.textContent?.trim() ?? '',
      currency: row.querySelector('[data-testid="account-currency"]')?.textContent?.trim() ?? '',
      balance: row.querySelector('[data-testid="account-balance"]')?.getAttribute('data-balance') ?? '',
    })),
  );

  const [customer] = await bank.db
    .select()
    .from(customers)
    .where(eq(customers.identificationNumber, retail.identificationNumber));
  const inDatabase = await bank.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.customerId, customer!.id), isNull(accounts.closedAt)));

  const expected = inDatabase.map((a) => ({
    iban: a.iban ?? '',
    name: a.name,
    currency: a.currency,
    balance: formatAmount(a.balance, a.currency),
  }));
  const byIban = (x: { iban: string }, y: { iban: string }) => x.iban.localeCompare(y.iban);
  expect(inDatabase.length).toBeGreaterThan(3);
  expect([...onScreen].sort(byIban)).toEqual([...expected].sort(byIban));
});

test('a signed endpoint answers 401 to an anonymous call', async ({ request, bank }) => {
  const response = await request.get(`${bank.url}/api/Deposit/GetAccounts/false`);
  expect(response.status()).toBe(401);
  const body = (await response.json()) as { status: string; messages: Array<{ code: string }> };
  expect(body.status).toBe('error');
});
