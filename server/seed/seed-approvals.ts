/**
 * The seeded companies' approval groups and rules (docs/corporate-access.md, README "Corporate
 * administration"). Demir Tekstil A.Ş. works maker-checker: groups "Finans" (Ali Çelik) and "Yönetim"
 * (Elif Şahin, Mehmet Demir); every operation kind in TRY, USD and EUR (and gold trades in XAU) has
 * three bands: small ones need no approval, middle ones one Finans and one Yönetim approver, large
 * ones two Yönetim approvers. Demir Lojistik Ltd. Şti. has rules needing no approval, so Mehmet acts
 * there alone as before. Run in the seed's transaction after the users and workgroups exist.
 */
import { eq, inArray } from 'drizzle-orm';
import { OPERATION_KINDS, type OperationKind } from '../../src/contract/corporate-roles';
import type { Currency } from '../../src/contract/money';
import type { Tx } from '../db/client';
import { customers, workgroups } from '../db/schema/auth';
import { approvalGroupMembers, approvalGroups } from '../db/schema/corporate-approvals';
import { DEFAULT_EXPIRY_HOURS, insertRule } from '../domain/corporate/approval-rules';

export const TEKSTIL = 'Demir Tekstil A.Ş.';
export const LOJISTIK = 'Demir Lojistik Ltd. Şti.';

/** The seeded groups of Demir Tekstil and their members' identity numbers. */
export const TEKSTIL_GROUPS = [
  { name: 'Finans', members: ['17291716206'] },
  { name: 'Yönetim', members: ['17291716374', '17291716060'] },
] as const;

/** Band edges in minor units: below `small` none, [small, large) 1 Finans + 1 Yönetim, from `large` 2 Yönetim. */
export const TEKSTIL_BANDS: Record<'TRY' | 'USD' | 'EUR' | 'XAU', { small: bigint; large: bigint }> = {
  TRY: { small: 10_000_00n, large: 250_000_00n },
  USD: { small: 1_000_00n, large: 25_000_00n },
  EUR: { small: 1_000_00n, large: 25_000_00n },
  // Grams with 4 digits: 100 g and 1 kg.
  XAU: { small: 100_0000n, large: 1_000_0000n },
};

const currenciesOf = (kind: OperationKind): (keyof typeof TEKSTIL_BANDS)[] =>
  kind === 'trade' ? ['TRY', 'USD', 'EUR', 'XAU'] : ['TRY', 'USD', 'EUR'];

/** The company (the workgroups' owner) named `name`, if the seed made it. */
const companyNamed = async (tx: Tx, name: string): Promise<string | undefined> =>
  (await tx.select({ id: workgroups.customerId }).from(workgroups).where(eq(workgroups.name, name)).limit(1))[0]?.id;

export const seedApprovals = async (tx: Tx, now: Date): Promise<void> => {
  const tekstil = await companyNamed(tx, TEKSTIL);
  const lojistik = await companyNamed(tx, LOJISTIK);
  if (tekstil) await seedTekstil(tx, tekstil, now);
  if (lojistik)
    for (const kind of OPERATION_KINDS)
      for (const currency of currenciesOf(kind))
        await insertRule(
          tx,
          lojistik,
          { kind, currency, amountFrom: 0n, amountTo: null, needs: [], expiresInHours: DEFAULT_EXPIRY_HOURS },
          null,
          now,
        );
};

const seedTekstil = async (tx: Tx, companyId: string, now: Date) => {
  const ids = new Map<string, string>();
  for (const group of TEKSTIL_GROUPS) {
    const [row] = await tx
      .insert(approvalGroups)
      .values({ companyId, name: group.name, createdAt: now })
      .returning({ id: approvalGroups.id });
    ids.set(group.name, row!.id);
    const users = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.identificationNumber, [...group.members]));
    if (users.length > 0)
      await tx
        .insert(approvalGroupMembers)
        .values(users.map((u) => ({ groupId: row!.id, userId: u.id, addedAt: now })));
  }
  const finans = ids.get('Finans')!;
  const yonetim = ids.get('Yönetim')!;
  for (const kind of OPERATION_KINDS)
    for (const currency of currenciesOf(kind)) {
      const { small, large } = TEKSTIL_BANDS[currency];
      const bands: { from: bigint; to: bigint | null; needs: { groupId: string; count: number }[] }[] = [
        { from: 0n, to: small, needs: [] },
        {
          from: small,
          to: large,
          needs: [
            { groupId: finans, count: 1 },
            { groupId: yonetim, count: 1 },
          ],
        },
        { from: large, to: null, needs: [{ groupId: yonetim, count: 2 }] },
      ];
      for (const band of bands)
        await insertRule(
          tx,
          companyId,
          {
            kind,
            currency: currency as Currency,
            amountFrom: band.from,
            amountTo: band.to,
            needs: band.needs,
            expiresInHours: DEFAULT_EXPIRY_HOURS,
          },
          null,
          now,
        );
    }
};
