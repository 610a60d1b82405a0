/**
 * My documents (issue 15), ensured at every start (app-server.ts, under the exclusive lock, after
 * the cards): every customer account and card (debit, credit) that has no contract gets the one its
 * opening would have made, dated at its opening (the seeded ones, and any opened before the
 * documents area existed); Ayşe gets two bank notices and one document the bank still needs from her
 * (proof of address), once. README lists them.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatAmount } from '../../src/contract/money';
import { formatMoneyText } from '../../src/contract/money-text';
import { maskCard } from '../../src/contract/masking';
import type { DbOrTx } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { customers } from '../db/schema/auth';
import { cards } from '../db/schema/cards';
import { documentRequests, documents } from '../db/schema/documents';
import { creditCards } from '../db/schema/payments';
import type { DocumentFacts } from '../domain/documents/contract-pdf';
import { accountContract, cardContract, recordDocument } from '../domain/documents/record';
import { istanbulDate } from '../domain/transfers/calendar';

const DAY = 86_400_000;

/** The customer whose notices and missing document the demo shows (Ayşe). */
export const DEMO_DOCUMENTS_CUSTOMER = '1000146';

const NOTICES: { daysAgo: number; title: DocumentFacts['title']; clauses: DocumentFacts['clauses'] }[] = [
  {
    daysAgo: 40,
    title: { tur: 'Ücret Tarifesi Değişikliği Bildirimi', eng: 'Notice of a Change to the Fee Tariff' },
    clauses: {
      tur: [
        'Bankamızın ücret tarifesi 1 ay sonra güncellenecektir. Hesap işletim ücreti alınmamaya devam edecektir.',
        'Yeni tarife şubelerimizde ve internet şubesinde yayımlanmıştır. Değişikliği kabul etmezseniz sözleşmenizi ücretsiz feshedebilirsiniz.',
      ],
      eng: [
        'The Bank’s fee tariff will be updated in one month. No account maintenance fee will be charged, as before.',
        'The new tariff is published in our branches and on internet banking. If you do not accept the change you may end your agreement free of charge.',
      ],
    },
  },
  {
    daysAgo: 12,
    title: { tur: 'Kâr Payı Dağıtım Bildirimi', eng: 'Notice of Profit Share Distribution' },
    clauses: {
      tur: [
        'Katılma hesabınızın bağlı olduğu fon havuzunun dönem kârı, sözleşmenizdeki kâr paylaşım oranına göre hesabınıza yansıtılmıştır.',
        'Dağıtılan tutar hesap hareketlerinizde ve hesap özetinizde yer alır. Geçmiş dönem getirileri gelecek dönemler için taahhüt değildir.',
      ],
      eng: [
        'The period’s profit of the fund pool your participation account belongs to has been credited at the profit share ratio of your agreement.',
        'The amount is shown in your account transactions and statement. Past returns are no promise for future terms.',
      ],
    },
  },
];

export const ensureDocuments = async (db: DbOrTx, { now }: { now: Date }): Promise<void> => {
  const owners = new Map(
    (await db.select().from(customers)).map((c) => [
      c.id,
      { customerId: c.id, customerName: `${c.name} ${c.surname}`, customerNumber: c.customerNumber },
    ]),
  );
  const withContract = sql`exists (select 1 from documents d where d.kind = 'Contract' and d.product_id = `;
  const bareAccounts = await db
    .select()
    .from(accounts)
    .where(
      and(isNotNull(accounts.customerId), eq(accounts.isInternal, false), sql`not ${withContract}${accounts.id})`),
    );
  const rows = bareAccounts.flatMap((a) => {
    const holder = owners.get(a.customerId!);
    return holder ? [accountContract(holder, a, a.openedAt)] : [];
  });
  const bareCards = await db
    .select({ card: cards, limit: creditCards.limit })
    .from(cards)
    .leftJoin(creditCards, eq(creditCards.id, cards.creditCardId))
    .where(and(inArray(cards.kind, ['Debit', 'Credit']), sql`not ${withContract}${cards.id})`));
  for (const { card, limit } of bareCards) {
    const holder = owners.get(card.customerId);
    if (!holder) continue;
    const credit = card.kind === 'Credit';
    const amount = formatAmount(limit ?? 0n, 'TRY');
    rows.push(
      cardContract(
        holder,
        {
          id: card.id,
          kind: credit ? 'Credit' : 'Debit',
          productName: card.productName,
          maskedNumber: maskCard(card.cardNumber),
          limit: credit
            ? {
                tur: formatMoneyText(amount, 'TRY', 'tur', { fixed: true }),
                eng: formatMoneyText(amount, 'TRY', 'eng', { fixed: true }),
              }
            : null,
        },
        card.openedAt,
      ),
    );
  }
  for (const row of rows)
    if (!('columns' in row) && row.table === 'documents')
      await db.insert(documents).values(row.row).onConflictDoNothing();

  const ayse = [...owners.values()].find((o) => o.customerNumber === DEMO_DOCUMENTS_CUSTOMER);
  if (!ayse) return;
  const [notice] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.customerId, ayse.customerId), eq(documents.kind, 'Notice')))
    .limit(1);
  if (!notice) {
    for (const n of NOTICES) {
      const at = new Date(now.getTime() - n.daysAgo * DAY);
      const row = recordDocument({
        customerId: ayse.customerId,
        kind: 'Notice',
        product: null,
        productId: null,
        at,
        facts: { ...ayse, title: n.title, rows: [], clauses: n.clauses, date: istanbulDate(at) },
      });
      if (!('columns' in row) && row.table === 'documents') await db.insert(documents).values(row.row);
    }
  }
  const [asked] = await db
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .where(eq(documentRequests.customerId, ayse.customerId))
    .limit(1);
  if (!asked)
    await db.insert(documentRequests).values({
      customerId: ayse.customerId,
      requirement: 'ProofOfAddress',
      requestedAt: new Date(now.getTime() - 5 * DAY),
    });
};
