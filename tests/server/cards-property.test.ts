/**
 * Property: whatever purchases arrive on one credit card (several at once, some beyond what is
 * left), whatever payments of its debt and statement runs happen between or at the same time, after
 * every step the card's available limit (GET /Card/GetCard) is its limit less what it owes (its debt
 * account's negative balance), purchases never take the debt above the limit (only the statement's
 * charges may), and the ledger nets to zero with every balance equal to its entries. Runs on PGlite
 * (one connection: the steps interleave but never run truly at once) and on PostgreSQL
 * (DATABASE_URL), where the purchases, payments and the statement run of a step are concurrent.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../server/config';
import { customers } from '../../server/db/schema/auth';
import { cardStatements } from '../../server/db/schema/cards';
import { creditCards } from '../../server/db/schema/payments';
import { loadCardDebtFacts, planCardDebt } from '../../server/domain/card-debt/product';
import type { DomainDeps } from '../../server/domain/common/deps';
import type { ProductContext } from '../../server/domain/decisions/product';
import { applyCommit } from '../../server/domain/ledger/post';
import { runCardStatements } from '../../server/domain/cards/statements/statement-run';
import { DEMO_CREDIT_CARDS } from '../../server/seed/seed-credit-cards';
import type { CardDetail } from '../../src/contract/cards';
import { formatAmount } from '../../src/contract/money';
import { cardByNumber, fundingBalance, purchase, setCard } from './support/card-network-steps';
import { BusinessError } from '../../server/domain/common/refusal';
import { LedgerError } from '../../server/domain/ledger/journal';
import type { TestServer } from './support/test-server';
import { AYSE_TRY, startTransferServer } from './support/transfer-server';
import { get, ledgerIsConsistent, settableClock, transferTestConfig, type Party } from './support/transfer-steps';

const DAY = 86_400_000;
const DEMO = DEMO_CREDIT_CARDS[0];
const clock = settableClock('2026-11-18T09:00:00Z');
let server: TestServer;
let ayse: Party;
let cardId: string;
let deps: DomainDeps;
let ctx: () => ProductContext;
/** What the runs did, so the property is known to have exercised every leg. */
const seen = { approved: 0, declined: 0, payments: 0, statements: 0 };

beforeAll(async () => {
  ({ server, ayse } = await startTransferServer('cards_property', clock, {
    ...transferTestConfig(),
    // The statement steps move the bank's clock by up to 35 days each, so by up to 175 days a run (14 years
    // over 30 runs, the PostgreSQL setting): the session (60 years, below the int4 seconds the database keeps)
    // and the card (2099) outlive any run count in use.
    sessionTimeout: 60 * 365 * 86_400,
    sessionMaxTimeoutInSeconds: 60 * 365 * 86_400,
  }));
  const card = await cardByNumber(server.db, DEMO.cardNumber);
  cardId = card.id;
  // A daily POS limit far above the card's, and an expiry no run reaches: the credit limit is what this
  // property is about.
  await setCard(server.db, cardId, { dailyPosLimit: 10n ** 12n, expiryYear: 2099 });
  deps = {
    db: server.db,
    config: { ...DEFAULT_CONFIG, ...transferTestConfig() } as DomainDeps['config'],
    logger: pino({ level: 'silent' }),
    now: clock.now,
  };
  const [row] = await server.db.select().from(customers).where(eq(customers.customerNumber, DEMO.customerNumber));
  ctx = () => ({
    deps,
    decider: {
      sessionId: 'property',
      customerId: row!.id,
      customerNumber: row!.customerNumber,
      name: row!.name,
      surname: row!.surname,
      phone: row!.phone,
      email: row!.email,
      loginMethod: row!.loginMethod,
      customerType: row!.customerType,
    },
    now: clock.now(),
    language: 'tur',
  });
}, 120_000);
afterAll(() => server?.stop());

/** Pays `amount` of the card's debt from Ayşe's TRY account through the card-debt product (refusals are answers too). */
const pay = async (amount: bigint): Promise<void> => {
  const request = {
    cardNumber: DEMO.cardNumber,
    amount: formatAmount(amount, 'TRY'),
    sourceAccountNumber: AYSE_TRY,
    acceptNextWindow: false,
  };
  try {
    const c = ctx();
    const plan = planCardDebt(c, request, await loadCardDebtFacts(c, request));
    await applyCommit(server.db, plan.commit().commit);
    seen.payments++;
  } catch (error) {
    // A refusal (nothing left to pay, the account short, a payment at once took it) is an answer too.
    if (!(error instanceof BusinessError) && !(error instanceof LedgerError)) throw error;
  }
};

const statementCharges = async (): Promise<bigint> => {
  const [row] = await server.db
    .select({ total: sql<string>`coalesce(sum(${cardStatements.lateCharge}), 0)::text` })
    .from(cardStatements)
    .innerJoin(creditCards, eq(creditCards.id, cardStatements.creditCardId))
    .where(and(eq(creditCards.cardNumber, DEMO.cardNumber)));
  return BigInt(row!.total);
};

/** The property's checks after a step. */
const check = async (chargesBefore: bigint, outstandingBefore: bigint) => {
  const balance = await fundingBalance(server.db, cardId);
  const outstanding = balance < 0n ? -balance : 0n;
  const detail = await get<CardDetail>(ayse, `/api/Card/GetCard/${cardId}`);
  if (!detail.body.data) throw new Error(JSON.stringify(detail.body));
  const left = DEMO.limit - outstanding;
  expect(detail.body.data.availableLimit).toBe(formatAmount(left < 0n ? 0n : left, 'TRY'));
  // Purchases never pass the limit: anything above it is the statement's charges (or was there before).
  const charges = (await statementCharges()) - chargesBefore;
  expect(outstanding).toBeLessThanOrEqual((outstandingBefore > DEMO.limit ? outstandingBefore : DEMO.limit) + charges);
  expect(await ledgerIsConsistent(server.db)).toEqual({ unbalanced: 0, drift: 0 });
};

type Op =
  | { kind: 'purchase'; amount: number; installments: number }
  | { kind: 'pay'; share: number }
  | { kind: 'statement'; days: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      amount: fc.integer({ min: 100, max: 2_500_000 }),
      installments: fc.integer({ min: 1, max: 12 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0.05, max: 1, noNaN: true }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('statement' as const), days: fc.integer({ min: 1, max: 35 }) }),
  },
);

const runOp = async (op: Op): Promise<void> => {
  if (op.kind === 'purchase') {
    const reply = await purchase(server.url, {
      cardId,
      merchant: 'PROPERTY MARKET',
      amount: formatAmount(BigInt(op.amount), 'TRY'),
      installments: op.installments,
      networkReference: randomUUID(),
    });
    expect(reply.body.status).toBe('success');
    if (reply.body.data.status === 'Declined') expect(reply.body.data.reasonCode).toBe('cardNetwork.creditLimit');
    seen[reply.body.data.status === 'Approved' ? 'approved' : 'declined']++;
    return;
  }
  if (op.kind === 'pay') {
    const balance = await fundingBalance(server.db, cardId);
    const debt = balance < 0n ? -balance : 0n;
    const amount = BigInt(Math.floor(Number(debt) * op.share));
    if (amount > 0n) await pay(amount);
    return;
  }
  seen.statements += await runCardStatements(deps);
};

describe('cards property', () => {
  it('available limit = limit − outstanding after every step of concurrent purchases, payments and statement runs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 5 }), { minLength: 2, maxLength: 5 }),
        async (steps) => {
          for (const step of steps) {
            const chargesBefore = await statementCharges();
            const balance = await fundingBalance(server.db, cardId);
            const outstandingBefore = balance < 0n ? -balance : 0n;
            // A statement step moves the bank's clock forward first (a cut-off may fall due), then runs with the rest.
            const days = step.reduce((d, op) => (op.kind === 'statement' ? Math.max(d, op.days) : d), 0);
            if (days) clock.set(new Date(clock.now().getTime() + days * DAY).toISOString());
            await Promise.all(step.map(runOp));
            await check(chargesBefore, outstandingBefore);
          }
        },
      ),
      { numRuns: Number(process.env.CARDS_PROPERTY_RUNS ?? 8) },
    );
    expect(seen.approved).toBeGreaterThan(0);
    expect(seen.payments).toBeGreaterThan(0);
    expect(seen.statements).toBeGreaterThan(0);
  }, 300_000);
});
