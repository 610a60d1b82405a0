/**
 * Corporate administration (issue 17, docs/corporate-access.md): Mehmet Demir, administrator of Demir
 * Tekstil, lists the users and changes Can Aydın from viewer to maker with a code, recorded with who,
 * when, before and after; Can's session then starts the transfer it was refused before. The last
 * administrator is kept, an approver a rule still needs is kept, another company's user is not found,
 * a viewer and an individual are refused (403); groups and rules are managed over the API (a rule edit
 * is a new version the preview follows, a retired rule covers nothing).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import type {
  ApprovalGroupList,
  ApprovalPreview,
  ApprovalRuleList,
  CompanyUserList,
  RoleChangeList,
} from '../../src/contract/corporate-admin';
import { MessageCode } from '../../src/contract/message-codes';
import { call, credentialsFrom, signIn } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { codeFor, type Party } from './support/transfer-steps';

let server: TestServer;
let base: string;
let mehmet: Party;
let can: Party;
const TEKSTIL = 'Demir Tekstil A.Ş.';

interface Envelope<T> {
  status: string;
  actionCode: number;
  data: T;
  messages: { code: string }[];
}

/** Signs in and chooses the named company's workgroup. */
const signInTo = async (identity: DemoIdentity, company = TEKSTIL): Promise<Party> => {
  const { credentials, reply } = await signIn(base, identity);
  const groups = (reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
  const chosen = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: groups.find((g) => g.name === company)!.id },
    credentials,
  });
  return { base, credentials: credentialsFrom(chosen, credentials), recipient: identity.email };
};

const get = async <T>(party: Party, route: string) =>
  call<Envelope<T>>(base, `/api/CorporateAdmin/${route}`, { credentials: party.credentials });

/** A change under one key: the code step when the bank asks for it. */
const change = async <T>(party: Party, route: string, body: object) => {
  const key = randomUUID();
  const send = (json: object) =>
    call<Envelope<T & { otpReferenceKey?: string }>>(base, `/api/CorporateAdmin/${route}`, {
      json,
      credentials: party.credentials,
      headers: { 'Idempotency-Key': key },
    });
  const first = await send(body);
  if (![201, 202, 203].includes(first.body.actionCode)) return first.body;
  const otpReferenceKey = first.body.data.otpReferenceKey!;
  return (await send({ ...body, otpReferenceKey, otpCode: await codeFor(party, otpReferenceKey) })).body;
};
const codes = (body: { messages: { code: string }[] }) => body.messages.map((m) => m.code);

/** A change stopped at its code step: `finish()` answers the code later (what the plan saw then stands). */
const started = async (party: Party, route: string, body: object) => {
  const key = randomUUID();
  const send = (json: object) =>
    call<Envelope<{ otpReferenceKey?: string }>>(base, `/api/CorporateAdmin/${route}`, {
      json,
      credentials: party.credentials,
      headers: { 'Idempotency-Key': key },
    });
  const first = await send(body);
  expect(first.body.actionCode).toBe(203);
  const otpReferenceKey = first.body.data.otpReferenceKey!;
  return {
    finish: async () => (await send({ ...body, otpReferenceKey, otpCode: await codeFor(party, otpReferenceKey) })).body,
  };
};

let users: CompanyUserList['users'];
const idOf = (name: string) => users.find((u) => `${u.name} ${u.surname}` === name)!.userId;

beforeAll(async () => {
  server = await startTestServer('corporate_admin', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  mehmet = await signInTo(demoIdentity('corporate'));
  can = await signInTo(demoIdentity('corporateViewer'));
  users = (await get<CompanyUserList>(mehmet, 'Users')).body.data.users;
}, 120_000);
afterAll(() => server?.stop());

describe('corporate administration', () => {
  it('lists the company’s users with their roles and groups', () => {
    const view = users.map((u) => [`${u.name} ${u.surname}`, u.roles, u.groups, u.isSelf]);
    expect(view).toEqual([
      ['Can Aydın', ['viewer'], [], false],
      ['Ece Tunç', ['approver'], ['Yönetim'], false],
      ['Kerem Aksu', ['approver'], ['Finans'], false],
      ['Mehmet Demir', ['maker', 'approver', 'admin'], ['Yönetim'], true],
      ['Selin Korkmaz', ['maker'], [], false],
    ]);
  });

  it('refuses a viewer and an individual (403 corporate.roleRefused)', async () => {
    const viewer = await get(can, 'Users');
    expect(viewer.status).toBe(403);
    expect(codes(viewer.body)).toEqual([MessageCode.CorporateRoleRefused]);
    const ayse = (await signInActive(base, demoIdentity('retail'))).credentials;
    const individual = await call<Envelope<unknown>>(base, '/api/CorporateAdmin/ApprovalRules', { credentials: ayse });
    expect(individual.status).toBe(403);
    const preview = await call<Envelope<unknown>>(base, '/api/CorporateAdmin/PreviewApprovals', {
      json: { kind: 'transfer', currency: 'TRY', amount: '1.00' },
      credentials: can.credentials,
    });
    expect(preview.status).toBe(403);
  });

  it('changes a role with a code, records it, and the user’s next call has the new role', async () => {
    const canId = idOf('Can Aydın');
    // A small transfer (no approval needed): refused to the viewer, asked for its code once he is a maker.
    const startTransfer = () =>
      call<Envelope<unknown>>(base, '/api/Transfer/Execute', {
        json: {
          sourceAccountNumber: '1729171-1',
          target: { mode: 'Account', accountNumber: '1111111-1', receiverName: 'Ali Çelik' },
          amount: '10.00',
        },
        credentials: can.credentials,
        headers: { 'Idempotency-Key': randomUUID() },
      });
    const refused = await startTransfer();
    expect(refused.status).toBe(403);
    expect(codes(refused.body)).toEqual([MessageCode.CorporateRoleRefused]);
    const done = await change<{ user: CompanyUserList['users'][number] }>(mehmet, 'ChangeUserRoles', {
      userId: canId,
      roles: ['maker'],
    });
    expect(done.status).toBe('success');
    expect(done.data.user).toMatchObject({ userId: canId, roles: ['maker'] });
    const changes = (await get<RoleChangeList>(mehmet, 'RoleChanges')).body.data.changes;
    expect(changes[0]).toMatchObject({
      userId: canId,
      userName: 'Can Aydın',
      changedByName: 'Mehmet Demir',
      before: ['viewer'],
      after: ['maker'],
    });
    expect(Math.abs(Date.parse(changes[0]!.changedAt) - server.clock.now().getTime())).toBeLessThan(60_000);
    const after = (await get<CompanyUserList>(mehmet, 'Users')).body.data.users;
    expect(after.find((u) => u.userId === canId)!.roles).toEqual(['maker']);
    // Can is still not an administrator, and his session now starts transfers (the code step comes next).
    expect((await get(can, 'RoleChanges')).status).toBe(403);
    const started = await startTransfer();
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ status: 'success', actionCode: 203 });
  });

  it('keeps the last administrator, an approver a rule needs, and refuses what is not a change', async () => {
    const self = await change(mehmet, 'ChangeUserRoles', {
      userId: idOf('Mehmet Demir'),
      roles: ['maker', 'approver'],
    });
    expect(codes(self)).toEqual([MessageCode.CorporateAdminLastAdmin]);
    const kerem = await change(mehmet, 'ChangeUserRoles', { userId: idOf('Kerem Aksu'), roles: ['viewer'] });
    expect(codes(kerem)).toEqual([MessageCode.CorporateAdminGroupTooSmall]);
    const same = await change(mehmet, 'ChangeUserRoles', { userId: idOf('Selin Korkmaz'), roles: ['maker'] });
    expect(codes(same)).toEqual([MessageCode.CorporateAdminRolesUnchanged]);
    const users = (await get<CompanyUserList>(mehmet, 'Users')).body.data.users;
    expect(users.filter((u) => u.roles.includes('admin')).map((u) => u.name)).toEqual(['Mehmet']);
    expect((await get<RoleChangeList>(mehmet, 'RoleChanges')).body.data.changes).toHaveLength(1);
  });

  it('the commit checks again what the plan saw: roles changed meanwhile, the last administrator', async () => {
    const selin = idOf('Selin Korkmaz');
    const mehmetId = idOf('Mehmet Demir');
    // Two changes of Selin planned on [maker]: the second to commit finds her roles changed.
    const first = await started(mehmet, 'ChangeUserRoles', { userId: selin, roles: ['maker', 'admin'] });
    const second = await started(mehmet, 'ChangeUserRoles', { userId: selin, roles: ['viewer'] });
    expect((await first.finish()).status).toBe('success');
    expect(codes(await second.finish())).toEqual([MessageCode.CorporateAdminRolesChangedMeanwhile]);
    // Two administrators now; each removal planned while the other still was one: the second is refused.
    const dropMehmet = await started(mehmet, 'ChangeUserRoles', { userId: mehmetId, roles: ['maker', 'approver'] });
    const dropSelin = await started(mehmet, 'ChangeUserRoles', { userId: selin, roles: ['maker'] });
    expect((await dropSelin.finish()).status).toBe('success');
    expect(codes(await dropMehmet.finish())).toEqual([MessageCode.CorporateAdminLastAdmin]);
    const now = (await get<CompanyUserList>(mehmet, 'Users')).body.data.users;
    expect(now.filter((u) => u.roles.includes('admin')).map((u) => u.name)).toEqual(['Mehmet']);
    expect(now.find((u) => u.userId === selin)!.roles).toEqual(['maker']);
  });

  it('does not find another company’s user, group or rule', async () => {
    const lojistik = await signInTo(demoIdentity('corporate'), 'Demir Lojistik Ltd. Şti.');
    const lojistikUsers = (await get<CompanyUserList>(lojistik, 'Users')).body.data.users;
    expect(lojistikUsers.map((u) => u.name)).toEqual(['Mehmet']);
    // From Lojistik, Tekstil's Can is nobody.
    const other = await change(lojistik, 'ChangeUserRoles', { userId: idOf('Can Aydın'), roles: ['viewer'] });
    expect(codes(other)).toEqual([MessageCode.CorporateAdminUserNotFound]);
    const tekstilGroups = (await get<ApprovalGroupList>(mehmet, 'ApprovalGroups')).body.data.groups;
    const retired = await change(lojistik, 'RetireApprovalGroup', { id: tekstilGroups[0]!.id });
    expect(codes(retired)).toEqual([MessageCode.CorporateAdminGroupNotFound]);
    const tekstilRules = (await get<ApprovalRuleList>(mehmet, 'ApprovalRules')).body.data.rules;
    const rule = await change(lojistik, 'RetireApprovalRule', { id: tekstilRules[0]!.id });
    expect(codes(rule)).toEqual([MessageCode.CorporateAdminRuleNotFound]);
  });

  it('manages groups and rules; the preview follows the rule version in force', async () => {
    const preview = async (amount: string) =>
      (
        await call<Envelope<ApprovalPreview>>(base, '/api/CorporateAdmin/PreviewApprovals', {
          json: { kind: 'transfer', currency: 'TRY', amount },
          credentials: mehmet.credentials,
        })
      ).body.data;
    expect((await preview('9999.99')).needs).toEqual([]);
    const middle = await preview('50000.00');
    expect(middle.needs.map((n) => [n.groupName, n.count])).toEqual([
      ['Finans', 1],
      ['Yönetim', 1],
    ]);
    expect((await preview('250000.00')).needs.map((n) => [n.groupName, n.count])).toEqual([['Yönetim', 2]]);

    const notApprover = await change(mehmet, 'CreateApprovalGroup', {
      name: 'Denetim',
      memberIds: [idOf('Selin Korkmaz')],
    });
    expect(codes(notApprover)).toEqual([MessageCode.CorporateAdminMemberNotApprover]);
    const created = await change<ApprovalGroupList>(mehmet, 'CreateApprovalGroup', {
      name: 'Denetim',
      memberIds: [idOf('Ece Tunç'), idOf('Kerem Aksu')],
    });
    expect(created.status).toBe('success');
    const denetim = created.data.groups.find((g) => g.name === 'Denetim')!;
    expect(denetim.members.map((m) => m.name)).toEqual(['Ece Tunç', 'Kerem Aksu']);
    const taken = await change(mehmet, 'UpdateApprovalGroup', { id: denetim.id, name: 'Finans', memberIds: [] });
    expect(codes(taken)).toEqual([MessageCode.CorporateAdminGroupNameTaken]);

    const rules = (await get<ApprovalRuleList>(mehmet, 'ApprovalRules')).body.data.rules;
    const rule = rules.find((r) => r.current.id === middle.ruleVersion!.id)!;
    const overlap = await change(mehmet, 'CreateApprovalRule', {
      kind: 'transfer',
      currency: 'TRY',
      amountFrom: '200000.00',
      amountTo: '300000.00',
      needs: [],
      expiresInHours: 48,
    });
    expect(codes(overlap)).toEqual([MessageCode.CorporateAdminRuleOverlap]);
    const edited = await change<ApprovalRuleList>(mehmet, 'UpdateApprovalRule', {
      id: rule.id,
      kind: 'transfer',
      currency: 'TRY',
      amountFrom: '10000.00',
      amountTo: '250000.00',
      needs: [{ groupId: denetim.id, count: 2 }],
      expiresInHours: 24,
    });
    expect(edited.status).toBe('success');
    const now = edited.data.rules.find((r) => r.id === rule.id)!;
    expect(now.current).toMatchObject({ version: 2, expiresInHours: 24, needs: [{ groupName: 'Denetim', count: 2 }] });
    expect(now.history.map((v) => v.version)).toEqual([1]);
    const again = await preview('50000.00');
    expect(again).toMatchObject({ ruleFound: true, expiresInHours: 24, needs: [{ groupName: 'Denetim', count: 2 }] });
    expect(again.ruleVersion!.id).not.toBe(middle.ruleVersion!.id);

    // A group a live rule needs is kept; once the rule is retired it can go.
    expect(codes(await change(mehmet, 'RetireApprovalGroup', { id: denetim.id }))).toEqual([
      MessageCode.CorporateAdminGroupInUse,
    ]);
    expect((await change(mehmet, 'RetireApprovalRule', { id: rule.id })).status).toBe('success');
    expect(await preview('50000.00')).toMatchObject({ ruleFound: false, ruleVersion: null, needs: [] });
    const retired = await change<ApprovalGroupList>(mehmet, 'RetireApprovalGroup', { id: denetim.id });
    expect(retired.data.groups.find((g) => g.id === denetim.id)!.retiredAt).not.toBeNull();
  });
});
