/**
 * The retail demo customer's own money movement at first start, so last transactions has a real
 * one to show: a remittance to Ali Çelik, planned and committed through the transfer product's rules
 * (the same plan and commit a confirmed decision runs), days before the seed time. (No account
 * opening: a new account would change every demo account list the other areas show and test.) Seeded statement history has no customer (it is the bank's own record
 * of what others sent and spent) and stays out of last transactions.
 */
import { eq } from 'drizzle-orm';
import type { TransferRequest } from '../../src/contract/transfers';
import { customers } from '../db/schema/auth';
import type { DomainDeps } from '../domain/common/deps';
import type { DecisionProduct, ProductContext } from '../domain/decisions/product';
import { applyCommit } from '../domain/ledger/post';
import { transferProduct } from '../domain/transfers/product';
import { demoIdentity } from './demo-identities';

const DAY = 86_400_000;

/** README's demo movements of Ayşe Yılmaz (retail): what, how long before the seed time. */
export const DEMO_MOVEMENTS = {
  remittance: {
    daysAgo: 3,
    request: {
      sourceAccountNumber: '1000146-1',
      target: { mode: 'Account', accountNumber: '1111111-1', receiverName: 'Ali Çelik' },
      amount: '750.00',
      description: 'Kira payı',
      acceptNextWindow: false,
    } satisfies TransferRequest,
  },
} as const;

const commitOf = async <Req, Facts>(product: DecisionProduct<Req, Facts>, ctx: ProductContext, request: Req) => {
  const plan = product.plan(ctx, request, await product.load(ctx, request));
  await applyCommit(ctx.deps.db, plan.commit().commit);
};

/** Run once, right after the first seed (app-server.ts). */
export const seedDemoMovements = async (deps: DomainDeps): Promise<void> => {
  const identity = demoIdentity('retail');
  const [row] = await deps.db.select().from(customers).where(eq(customers.customerNumber, identity.customerNumber));
  if (!row) return;
  const decider = {
    sessionId: 'seed',
    customerId: row.id,
    customerNumber: row.customerNumber,
    name: row.name,
    surname: row.surname,
    phone: row.phone,
    email: row.email,
    loginMethod: row.loginMethod,
    customerType: row.customerType,
  };
  const at = (daysAgo: number): ProductContext => ({
    deps,
    decider,
    now: new Date(deps.now().getTime() - daysAgo * DAY),
    language: 'tur',
  });
  const { remittance } = DEMO_MOVEMENTS;
  await commitOf(transferProduct, at(remittance.daysAgo), remittance.request);
};
