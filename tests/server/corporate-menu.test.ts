/**
 * The menu by the session's roles (issue 17, docs/corporate-access.md "The menu and roles"): the bank
 * serves GetMenuTree filtered for the session's role set, read on the request. An individual keeps
 * the one bare updateTime and every non-corporate item; a viewer sees no money-moving page and no
 * admin panel; an administrator sees the panel; and after an administrator makes the viewer a maker,
 * the viewer's stored updateTime answers a changed tree holding the transfers.
 */
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_UPDATE_TIME } from '../../server/domain/client-data/menu-tree';
import { demoIdentity, type DemoIdentity } from '../../server/seed/demo-identities';
import type { CompanyUserList } from '../../src/contract/corporate-admin';
import { serviceEnvelopeSchema } from '../../src/contract/envelope';
import { Header } from '../../src/contract/headers';
import { MenuTreeSchema, type MenuItem } from '../../src/contract/menu';
import { call, credentialsFrom, signIn, type Credentials } from './support/http-client';
import { signInActive } from './support/login-steps';
import { startTestServer, type TestServer } from './support/test-server';
import { codeFor, type Party } from './support/transfer-steps';

let server: TestServer;
let base: string;

const signInTo = async (identity: DemoIdentity): Promise<Party> => {
  const { credentials, reply } = await signIn(base, identity);
  const groups = (reply.body.data as { workgroups: { id: string; name: string }[] }).workgroups;
  const chosen = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: groups.find((g) => g.name === 'Demir Tekstil A.Ş.')!.id },
    credentials,
  });
  return { base, credentials: credentialsFrom(chosen, credentials), recipient: identity.email };
};

const menu = async (credentials: Credentials, updateTime?: string) => {
  const query = updateTime ? `?updateTime=${encodeURIComponent(updateTime)}` : '';
  const reply = await call(base, `/api/TenantSettings/GetMenuTree${query}`, {
    credentials,
    headers: { [Header.Language]: 'eng' },
  });
  expect(reply.status).toBe(200);
  return v.parse(serviceEnvelopeSchema(MenuTreeSchema), reply.body).data!;
};

const paths = (items: readonly MenuItem[]): string[] => items.flatMap((item) => [item.path, ...paths(item.children)]);
/** The pages the menu links (an area with pages heads its group; its own path is its first page's). */
const pages = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => (item.children.length > 0 ? paths(item.children) : [item.path]));

const MONEY_MOVING = [
  '/dashboard/to-iban',
  '/dashboard/between-my-accounts',
  '/dashboard/bill-payment',
  '/dashboard/pay-another-card-debt',
  '/dashboard/debt_payment',
  '/dashboard/currency-and-precious-metals/buy',
];
const ADMIN = ['/dashboard/admin/user-role-change', '/dashboard/admin/approval-group-creation-management'];

let mehmet: Party;
let can: Party;

beforeAll(async () => {
  server = await startTestServer('corporate_menu', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
  mehmet = await signInTo(demoIdentity('corporate'));
  can = await signInTo(demoIdentity('corporateViewer'));
}, 120_000);
afterAll(() => server?.stop());

describe('GetMenuTree by the session’s roles', () => {
  it('an individual keeps the bare updateTime and every non-corporate item, the money-moving ones too', async () => {
    const ayse = (await signInActive(base, demoIdentity('retail'))).credentials;
    const tree = await menu(ayse);
    expect(tree.updateTime).toBe(MENU_UPDATE_TIME);
    const seen = pages(tree.children);
    for (const path of MONEY_MOVING) expect(seen).toContain(path);
    for (const path of ADMIN) expect(seen).not.toContain(path);
    expect(tree.children.find((item) => item.path === '/dashboard/registered-transactions')?.roles).toEqual([
      'Individual',
      'maker',
    ]);
    expect(await menu(ayse, MENU_UPDATE_TIME)).toEqual({
      children: [],
      updateTime: MENU_UPDATE_TIME,
      isChanged: false,
    });
  });

  it('the administrator sees the admin panel and the money-moving pages', async () => {
    const tree = await menu(mehmet.credentials);
    expect(tree.updateTime).toBe(`${MENU_UPDATE_TIME}+mpa`);
    const seen = pages(tree.children);
    for (const path of [...MONEY_MOVING, ...ADMIN]) expect(seen).toContain(path);
  });

  it('a viewer sees neither; made a maker, their stored updateTime answers the changed tree', async () => {
    const before = await menu(can.credentials);
    expect(before.updateTime).toBe(`${MENU_UPDATE_TIME}+v`);
    const seen = pages(before.children);
    for (const path of [...MONEY_MOVING, ...ADMIN]) expect(seen).not.toContain(path);
    expect(seen).toEqual(expect.arrayContaining(['/dashboard/my-accounts', '/dashboard/last-transactions']));
    expect(seen).not.toContain('/dashboard/registered-transactions');
    expect((await menu(can.credentials, before.updateTime)).isChanged).toBe(false);

    const users = (
      await call<{ data: CompanyUserList }>(base, '/api/CorporateAdmin/Users', { credentials: mehmet.credentials })
    ).body.data.users;
    const canId = users.find((u) => u.name === 'Can')!.userId;
    const key = randomUUID();
    const send = (json: object) =>
      call<{ status: string; actionCode: number; data: { otpReferenceKey?: string } }>(
        base,
        '/api/CorporateAdmin/ChangeUserRoles',
        { json, credentials: mehmet.credentials, headers: { 'Idempotency-Key': key } },
      );
    const body = { userId: canId, roles: ['maker'] };
    const first = await send(body);
    expect(first.body.actionCode).toBe(203);
    const otpReferenceKey = first.body.data.otpReferenceKey!;
    const done = await send({ ...body, otpReferenceKey, otpCode: await codeFor(mehmet, otpReferenceKey) });
    expect(done.body.status).toBe('success');

    const after = await menu(can.credentials, before.updateTime);
    expect(after.isChanged).toBe(true);
    expect(after.updateTime).toBe(`${MENU_UPDATE_TIME}+m`);
    const now = pages(after.children);
    for (const path of MONEY_MOVING) expect(now).toContain(path);
    for (const path of ADMIN) expect(now).not.toContain(path);
  });
});
