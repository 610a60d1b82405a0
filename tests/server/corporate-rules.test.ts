/**
 * Corporate approval rules and groups (issue 17, docs/corporate-access.md), in the domain on a fresh
 * database: the band [from, to) and the currency pick the rule, no rule answers null, an edit makes a
 * new version while the old one still reads as written, a retired rule matches nothing, overlaps and
 * unmeetable needs are refused, a retired group approves nothing and a group a live rule needs is kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { customers } from '../../server/db/schema/auth';
import { BusinessError } from '../../server/domain/common/refusal';
import { createGroup, retireGroup, updateGroup, listGroups } from '../../server/domain/corporate/approval-groups';
import { createRule, editRule, listRules, retireRule } from '../../server/domain/corporate/approval-rules';
import { approverGroupIds, neededApprovals, ruleVersion } from '../../server/domain/corporate/rules';
import { MessageCode } from '../../src/contract/message-codes';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database';

let fresh: FreshDatabase;
let database: Database;
const now = new Date('2026-11-25T10:00:00Z');
const ids: Record<'company' | 'other' | 'ali' | 'elif' | 'mehmet' | 'zeynep', string> = {
  company: '',
  other: '',
  ali: '',
  elif: '',
  mehmet: '',
  zeynep: '',
};
let finans = '';
let yonetim = '';

const refusal = async (work: Promise<unknown>): Promise<readonly string[]> => {
  try {
    await work;
  } catch (error) {
    if (error instanceof BusinessError) return error.codes;
    throw error;
  }
  throw new Error('not refused');
};

beforeAll(async () => {
  fresh = await freshDatabase('corporate_rules');
  database = await openDatabase({ databaseUrl: fresh.databaseUrl, dataDir: 'memory://', onIdleError: () => undefined });
  await runMigrations(database);
  for (const [i, key] of (Object.keys(ids) as (keyof typeof ids)[]).entries()) {
    const [row] = await database.db
      .insert(customers)
      .values({
        customerNumber: `99000${i}`,
        identificationNumber: `9900000000${i}`,
        passwordHash: 'x',
        name: key,
        surname: 'Test',
        customerType: key === 'company' || key === 'other' ? 'Corporate' : 'Individual',
        phone: `+90532000000${i}`,
        loginMethod: 'sms',
      })
      .returning({ id: customers.id });
    ids[key] = row!.id;
  }
  const approvers = new Set([ids.ali, ids.elif, ids.mehmet]);
  await database.db.transaction(async (tx) => {
    finans = await createGroup(tx, ids.company, { name: 'Finans', memberIds: [ids.ali] }, approvers, now);
    yonetim = await createGroup(
      tx,
      ids.company,
      { name: 'Yönetim', memberIds: [ids.elif, ids.mehmet] },
      approvers,
      now,
    );
    const rule = (amountFrom: bigint, amountTo: bigint | null, needs: { groupId: string; count: number }[]) =>
      createRule(
        tx,
        ids.company,
        { kind: 'transfer', currency: 'TRY', amountFrom, amountTo, needs, expiresInHours: 48 },
        ids.mehmet,
        now,
      );
    await rule(0n, 10_000_00n, []);
    await rule(10_000_00n, 250_000_00n, [
      { groupId: finans, count: 1 },
      { groupId: yonetim, count: 1 },
    ]);
    await rule(250_000_00n, null, [{ groupId: yonetim, count: 2 }]);
    await createRule(
      tx,
      ids.company,
      {
        kind: 'transfer',
        currency: 'USD',
        amountFrom: 0n,
        amountTo: null,
        needs: [{ groupId: finans, count: 1 }],
        expiresInHours: 24,
      },
      ids.mehmet,
      now,
    );
  });
}, 120_000);
afterAll(async () => {
  await database?.close();
  await fresh?.drop();
});

const need = (amountMinor: bigint, currency: 'TRY' | 'USD' | 'EUR' = 'TRY', companyId = ids.company) =>
  neededApprovals(database.db, { companyId, kind: 'transfer', currency, amountMinor });

describe('corporate approval rules', () => {
  it('picks the band [from, to) and the currency; no rule answers null', async () => {
    expect((await need(0n))!.needs).toEqual([]);
    expect((await need(9_999_99n))!.needs).toEqual([]);
    expect((await need(10_000_00n))!.needs).toEqual([
      { groupId: finans, groupName: 'Finans', count: 1 },
      { groupId: yonetim, groupName: 'Yönetim', count: 1 },
    ]);
    expect((await need(249_999_99n))!.needs).toHaveLength(2);
    expect((await need(250_000_00n))!.needs).toEqual([{ groupId: yonetim, groupName: 'Yönetim', count: 2 }]);
    expect((await need(10n ** 15n))!.needs).toEqual([{ groupId: yonetim, groupName: 'Yönetim', count: 2 }]);
    const usd = await need(5n, 'USD');
    expect(usd).toMatchObject({ expiresInHours: 24, needs: [{ groupId: finans, count: 1 }] });
    expect(await need(5n, 'EUR')).toBeNull();
    expect(await need(5n, 'TRY', ids.other)).toBeNull();
    expect(
      await neededApprovals(database.db, {
        companyId: ids.company,
        kind: 'billPayment',
        currency: 'TRY',
        amountMinor: 1n,
      }),
    ).toBeNull();
  });

  it('knows the groups a user approves for, only live ones of that company', async () => {
    expect(await approverGroupIds(database.db, ids.company, ids.ali)).toEqual([finans]);
    expect((await approverGroupIds(database.db, ids.company, ids.mehmet)).sort()).toEqual([yonetim].sort());
    expect(await approverGroupIds(database.db, ids.company, ids.zeynep)).toEqual([]);
    expect(await approverGroupIds(database.db, ids.other, ids.mehmet)).toEqual([]);
  });

  it('refuses an overlapping band, a reversed band, an unknown or too small group and another company’s group', async () => {
    const input = { kind: 'transfer' as const, currency: 'TRY' as const, needs: [], expiresInHours: 48 };
    await database.db.transaction(async (tx) => {
      expect(
        await refusal(createRule(tx, ids.company, { ...input, amountFrom: 5n, amountTo: 20_000_00n }, ids.mehmet, now)),
      ).toEqual([MessageCode.CorporateAdminRuleOverlap]);
      expect(
        await refusal(createRule(tx, ids.company, { ...input, amountFrom: 9n, amountTo: 9n }, ids.mehmet, now)),
      ).toEqual([MessageCode.CorporateAdminBandInvalid]);
      const eur = { ...input, currency: 'EUR' as const, amountFrom: 0n, amountTo: null };
      expect(
        await refusal(createRule(tx, ids.company, { ...eur, needs: [{ groupId: finans, count: 2 }] }, ids.mehmet, now)),
      ).toEqual([MessageCode.CorporateAdminGroupTooSmall]);
      expect(
        await refusal(createRule(tx, ids.other, { ...eur, needs: [{ groupId: finans, count: 1 }] }, ids.mehmet, now)),
      ).toEqual([MessageCode.CorporateAdminNeedsInvalid]);
      expect(await refusal(createRule(tx, ids.company, { ...eur, expiresInHours: 0 }, ids.mehmet, now))).toEqual([
        MessageCode.CorporateAdminExpiryInvalid,
      ]);
    });
  });

  it('an edit makes a new version; the old version still reads as written; a retired rule matches nothing', async () => {
    const before = (await need(50_000_00n))!;
    const rules = await listRules(database.db, ids.company);
    const middle = rules.find((r) => r.current.id === before.ruleVersionId)!;
    const versionId = await database.db.transaction((tx) =>
      editRule(
        tx,
        ids.company,
        middle.id,
        {
          kind: 'transfer',
          currency: 'TRY',
          amountFrom: 10_000_00n,
          amountTo: 250_000_00n,
          needs: [{ groupId: finans, count: 1 }],
          expiresInHours: 12,
        },
        ids.mehmet,
        now,
      ),
    );
    const after = (await need(50_000_00n))!;
    expect(after).toEqual({
      ruleVersionId: versionId,
      needs: [{ groupId: finans, groupName: 'Finans', count: 1 }],
      expiresInHours: 12,
    });
    const old = (await ruleVersion(database.db, before.ruleVersionId))!;
    expect(old).toMatchObject({ version: 1, expiresInHours: 48, amountFrom: 10_000_00n, amountTo: 250_000_00n });
    expect(old.needs.map((n) => n.groupName)).toEqual(['Finans', 'Yönetim']);
    expect((await ruleVersion(database.db, versionId))!.version).toBe(2);
    const listed = (await listRules(database.db, ids.company)).find((r) => r.id === middle.id)!;
    expect(listed.versions.map((v) => v.version)).toEqual([2, 1]);

    await database.db.transaction((tx) => retireRule(tx, ids.company, middle.id, now));
    expect(await need(50_000_00n)).toBeNull();
    expect(await refusal(database.db.transaction((tx) => retireRule(tx, ids.company, middle.id, now)))).toEqual([
      MessageCode.CorporateAdminRuleRetired,
    ]);
    expect(await refusal(database.db.transaction((tx) => retireRule(tx, ids.other, middle.id, now)))).toEqual([
      MessageCode.CorporateAdminRuleNotFound,
    ]);
    // The retired band is free again.
    await database.db.transaction((tx) =>
      createRule(
        tx,
        ids.company,
        {
          kind: 'transfer',
          currency: 'TRY',
          amountFrom: 10_000_00n,
          amountTo: 250_000_00n,
          needs: [],
          expiresInHours: 48,
        },
        ids.mehmet,
        now,
      ),
    );
    expect((await need(50_000_00n))!.needs).toEqual([]);
  });

  it('groups: a name is unique among live ones, members are approvers, a needed group is kept, a retired one approves nothing', async () => {
    const approvers = new Set([ids.ali, ids.elif, ids.mehmet]);
    const tx = database.db;
    expect(
      await refusal(
        tx.transaction((t) => createGroup(t, ids.company, { name: 'Finans', memberIds: [] }, approvers, now)),
      ),
    ).toEqual([MessageCode.CorporateAdminGroupNameTaken]);
    expect(
      await refusal(
        tx.transaction((t) => createGroup(t, ids.company, { name: 'Ek', memberIds: [ids.zeynep] }, approvers, now)),
      ),
    ).toEqual([MessageCode.CorporateAdminMemberNotApprover]);
    // Yönetim is needed twice by the large band: it keeps two members and is not retired.
    expect(
      await refusal(
        tx.transaction((t) =>
          updateGroup(t, ids.company, yonetim, { name: 'Yönetim', memberIds: [ids.elif] }, approvers, now),
        ),
      ),
    ).toEqual([MessageCode.CorporateAdminGroupTooSmall]);
    expect(await refusal(tx.transaction((t) => retireGroup(t, ids.company, yonetim, now)))).toEqual([
      MessageCode.CorporateAdminGroupInUse,
    ]);
    const extra = await tx.transaction((t) =>
      createGroup(t, ids.company, { name: 'Ek', memberIds: [ids.ali, ids.elif] }, approvers, now),
    );
    await tx.transaction((t) =>
      updateGroup(t, ids.company, extra, { name: 'Ek onay', memberIds: [ids.ali] }, approvers, now),
    );
    expect((await listGroups(tx, ids.company)).find((g) => g.id === extra)).toMatchObject({
      name: 'Ek onay',
      memberIds: [ids.ali],
    });
    expect((await approverGroupIds(tx, ids.company, ids.ali)).sort()).toEqual([finans, extra].sort());
    await tx.transaction((t) => retireGroup(t, ids.company, extra, now));
    expect(await approverGroupIds(tx, ids.company, ids.ali)).toEqual([finans]);
    expect(
      await refusal(
        tx.transaction((t) => updateGroup(t, ids.company, extra, { name: 'X', memberIds: [] }, approvers, now)),
      ),
    ).toEqual([MessageCode.CorporateAdminGroupRetired]);
    // Its name is free again.
    await tx.transaction((t) => createGroup(t, ids.company, { name: 'Ek onay', memberIds: [] }, approvers, now));
  });
});
