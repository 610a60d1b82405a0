/**
 * The seeded companies' approval groups and rules (docs/corporate-access.md, README "Corporate
 * administration"). The groups and their members are DEMO_APPROVAL_GROUPS (Demir Tekstil: Finans = Kerem
 * Aksu, Yönetim = Ece Tunç and Mehmet Demir; Demir Lojistik: Yönetim = Mehmet). Demir Tekstil works
 * maker-checker: every operation kind in TRY, USD and EUR (and trades in every market instrument: also
 * GBP, XAU, XAG, XPT) has three bands: small ones need no approval, middle ones one Finans and one
 * Yönetim approver, large ones two Yönetim approvers. Demir Lojistik's rules need no approval, so Mehmet acts there alone as before. Run in the
 * seed's transaction after the users and workgroups exist.
 */
import { eq, inArray } from 'drizzle-orm';
import { OPERATION_KINDS, type OperationKind } from '../../src/contract/corporate-roles';
import type { Tx } from '../db/client';
import { customers } from '../db/schema/auth';
import { approvalGroupMembers, approvalGroups } from '../db/schema/corporate-approvals';
import { DEFAULT_EXPIRY_HOURS, insertRule } from '../domain/corporate/approval-rules';
import { DEMO_APPROVAL_GROUPS, demoCompany, demoIdentity, type DemoCompany } from './demo-identities';

/** Band edges in minor units: below `small` none, [small, large) 1 Finans + 1 Yönetim, from `large` 2 Yönetim. */
export const TEKSTIL_BANDS: Record<
  'TRY' | 'USD' | 'EUR' | 'GBP' | 'XAU' | 'XAG' | 'XPT',
  { small: bigint; large: bigint }
> = {
  TRY: { small: 10_000_00n, large: 250_000_00n },
  USD: { small: 1_000_00n, large: 25_000_00n },
  EUR: { small: 1_000_00n, large: 25_000_00n },
  GBP: { small: 1_000_00n, large: 25_000_00n },
  // Grams with 4 digits: gold and platinum 100 g and 1 kg, silver 1 kg and 10 kg.
  XAU: { small: 100_0000n, large: 1_000_0000n },
  XAG: { small: 1_000_0000n, large: 10_000_0000n },
  XPT: { small: 100_0000n, large: 1_000_0000n },
};

/** Every market instrument for trades (the rule reads the instrument's amount), TRY, USD and EUR otherwise. */
const currenciesOf = (kind: OperationKind): (keyof typeof TEKSTIL_BANDS)[] =>
  kind === 'trade' ? ['TRY', 'USD', 'EUR', 'GBP', 'XAU', 'XAG', 'XPT'] : ['TRY', 'USD', 'EUR'];

const idOf = async (tx: Tx, customerNumber: string): Promise<string> => {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  if (!row) throw new Error(`seed: no customer ${customerNumber}`);
  return row.id;
};

/** The company's seeded groups, by name. */
const seedGroups = async (tx: Tx, company: DemoCompany['key'], companyId: string, now: Date) => {
  const ids = new Map<string, string>();
  for (const group of DEMO_APPROVAL_GROUPS.filter((g) => g.company === company)) {
    const [row] = await tx
      .insert(approvalGroups)
      .values({ companyId, name: group.name, createdAt: now })
      .returning({ id: approvalGroups.id });
    ids.set(group.name, row!.id);
    const members = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        inArray(
          customers.identificationNumber,
          group.members.map((key) => demoIdentity(key).identificationNumber),
        ),
      );
    await tx
      .insert(approvalGroupMembers)
      .values(members.map((m) => ({ groupId: row!.id, userId: m.id, addedAt: now })));
  }
  return ids;
};

export const seedApprovals = async (tx: Tx, now: Date): Promise<void> => {
  const tekstil = await idOf(tx, demoCompany('demirTekstil').customerNumber);
  const groups = await seedGroups(tx, 'demirTekstil', tekstil, now);
  const finans = groups.get('Finans')!;
  const yonetim = groups.get('Yönetim')!;
  const lojistik = await idOf(tx, demoCompany('demirLojistik').customerNumber);
  await seedGroups(tx, 'demirLojistik', lojistik, now);
  const rule =
    (companyId: string, kind: OperationKind, currency: keyof typeof TEKSTIL_BANDS) =>
    (amountFrom: bigint, amountTo: bigint | null, needs: { groupId: string; count: number }[]) =>
      insertRule(
        tx,
        companyId,
        { kind, currency, amountFrom, amountTo, needs, expiresInHours: DEFAULT_EXPIRY_HOURS },
        null,
        now,
      );
  for (const kind of OPERATION_KINDS)
    for (const currency of currenciesOf(kind)) {
      const { small, large } = TEKSTIL_BANDS[currency];
      const band = rule(tekstil, kind, currency);
      await band(0n, small, []);
      await band(small, large, [
        { groupId: finans, count: 1 },
        { groupId: yonetim, count: 1 },
      ]);
      await band(large, null, [{ groupId: yonetim, count: 2 }]);
      await rule(lojistik, kind, currency)(0n, null, []);
    }
};
