/**
 * Settings (issue 16, part A): a changed password ends every other session of the customer (this one
 * stays), a wrong current password is refused and counted; devices are recognised by their cookie, a
 * new one is announced, a removed one's session is refused; the login history is only the caller's
 * own, filtered and paged; a new phone is verified by the code sent to it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, loginAttempts, loginGuards } from '../../server/db/schema/auth';
import { devices } from '../../server/db/schema/settings';
import { demoIdentity } from '../../server/seed/demo-identities';
import { verifyPassword } from '../../server/domain/auth/passwords';
import type { ContactCodeSent, DeviceList, LoginHistory, PasswordChanged, Profile } from '../../src/contract/settings';
import { call, credentialsFrom } from './support/http-client';
import { startTestServer, type TestServer } from './support/test-server';
import { codeFor, get, post, type Party } from './support/transfer-steps';

let server: TestServer;
let base: string;
const ayse = demoIdentity('retail');

beforeAll(async () => {
  server = await startTestServer('settings', { config: { rateLimitPerIp: 1000, rateLimitPerIdentity: 1000 } });
  base = server.url;
});
afterAll(() => server?.stop());

/** A full sign-in from a device (its cookie, when the browser has one): the active party. */
const signInFrom = async (identity = ayse, device?: string, password = identity.password): Promise<Party> => {
  const start = await call(base, '/api/Auth/InitialLogin', {
    json: { identificationNumber: identity.identificationNumber, password },
    credentials: device ? { device } : {},
  });
  const credentials = credentialsFrom(start, device ? { device } : {});
  const referenceKey = (start.body.data as { otpReferenceKey: string }).otpReferenceKey;
  const party: Party = { base, credentials, recipient: identity.phone };
  const otpCode = await codeFor(party, referenceKey);
  const reply = await call(base, '/api/auth/sessionInitiate', {
    json: { otpCode, otpReferenceKey: referenceKey },
    credentials,
  });
  party.credentials = credentialsFrom(reply, credentials);
  return party;
};

const alive = async (party: Party) =>
  (await call(base, '/api/Customer/Profile', { credentials: party.credentials })).status === 200;

/** A change under its code (the first call, the code from the outbox, the same call with it). */
const withCode = async <T>(party: Party, route: string, body: object) => {
  const key = randomUUID();
  const first = await post<{ otpReferenceKey: string }>(party, route, body, key);
  if (first.body.actionCode !== 201) return first as unknown as typeof second;
  const { otpReferenceKey } = first.body.data;
  const otpCode = await codeFor(party, otpReferenceKey);
  const second = await post<T>(party, route, { ...body, otpReferenceKey, otpCode }, key);
  return second;
};
const codes = (body: { messages: { code: string }[] }) => body.messages.map((m) => m.code);
const customerRow = async (identificationNumber: string) =>
  (await server.db.select().from(customers).where(eq(customers.identificationNumber, identificationNumber)))[0]!;

describe('devices', () => {
  it('keeps one device per cookie, announces a new one, and a removed device’s session is refused', async () => {
    const laptop = await signInFrom();
    expect(laptop.credentials.device).toBeTruthy();
    const again = await signInFrom(ayse, laptop.credentials.device);
    expect(again.credentials.device).toBe(laptop.credentials.device);
    const before = (await get<DeviceList>(again, '/api/Devices/deviceList')).body.data.devices;
    const phone = await signInFrom();
    expect(phone.credentials.device).not.toBe(laptop.credentials.device);
    const outbox = await call<{ data: { items: { text: string }[] } }>(
      base,
      `/api/Sandbox/Outbox?recipient=${encodeURIComponent(ayse.phone)}`,
    );
    expect(outbox.body.data.items.some((i) => i.text.includes('yeni bir cihazdan'))).toBe(true);
    const list = (await get<DeviceList>(phone, '/api/Devices/deviceList')).body.data.devices;
    expect(list).toHaveLength(before.length + 1);
    const current = list.find((d) => d.current)!;
    const other = list.find((d) => !d.current && before.some((b) => b.id === d.id && b.current))!;
    expect(other).toBeTruthy();

    const renamed = await post<DeviceList>(
      phone,
      '/api/Devices/RenameDevice',
      { deviceId: current.id, name: 'Telefonum' },
      randomUUID(),
    );
    expect(renamed.body.data.devices.find((d) => d.id === current.id)!.name).toBe('Telefonum');

    expect(await alive(laptop)).toBe(true);
    const removed = await post<{ sessionsEnded: number }>(
      phone,
      '/api/Devices/RemoveDevice',
      { deviceId: other.id },
      randomUUID(),
    );
    expect(removed.body.status).toBe('success');
    expect(removed.body.data.sessionsEnded).toBe(2);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(again)).toBe(false);
    expect(await alive(phone)).toBe(true);
  });

  it('never shows or removes another customer’s device', async () => {
    const party = await signInFrom();
    const corporateId = (await customerRow(demoIdentity('corporate').identificationNumber)).id;
    const [theirs] = await server.db
      .insert(devices)
      .values({ customerId: corporateId, keyHash: 'x', firstUsedAt: new Date(), lastUsedAt: new Date() })
      .returning();
    const mine = (await get<DeviceList>(party, '/api/Devices/deviceList')).body.data.devices;
    expect(mine.some((d) => d.id === theirs!.id)).toBe(false);
    const refused = await post(party, '/api/Devices/RemoveDevice', { deviceId: theirs!.id }, randomUUID());
    expect(codes(refused.body)).toEqual(['settings.deviceNotFound']);
    const renamed = await post(party, '/api/Devices/RenameDevice', { deviceId: theirs!.id, name: 'x' }, randomUUID());
    expect(codes(renamed.body)).toEqual(['settings.deviceNotFound']);
  });
});

describe('login history', () => {
  it('lists only the caller’s own attempts, completed and failed, filtered and paged', async () => {
    const party = await signInFrom();
    await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: ayse.identificationNumber, password: 'Wrong999' },
    });
    const corporate = demoIdentity('corporate');
    await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: corporate.identificationNumber, password: 'Wrong999' },
    });
    const all = (await get<LoginHistory>(party, '/api/ChannelManagement/GetLoginHistory')).body.data;
    const ayseId = (await customerRow(ayse.identificationNumber)).id;
    const own = await server.db.select().from(loginAttempts).where(eq(loginAttempts.customerId, ayseId));
    const shownIds = new Set(all.attempts.map((a) => a.id));
    for (const id of shownIds) expect(own.some((o) => String(o.id) === id)).toBe(true);
    expect(all.attempts.some((a) => !a.success && a.step === 'password')).toBe(true);
    expect(all.attempts.some((a) => a.success && a.step === 'otp')).toBe(true);
    expect(all.attempts.some((a) => a.success && a.step === 'password')).toBe(false);

    const failed = (await get<LoginHistory>(party, '/api/ChannelManagement/GetLoginHistory?result=failed')).body.data;
    expect(failed.attempts.every((a) => !a.success)).toBe(true);
    const future = (
      await get<LoginHistory>(party, '/api/ChannelManagement/GetLoginHistory?from=2099-01-01&to=2099-01-02')
    ).body.data;
    expect(future.attempts).toEqual([]);
    const reversed = await get(party, '/api/ChannelManagement/GetLoginHistory?from=2026-02-01&to=2026-01-01');
    expect(reversed.status).toBe(400);

    // Paging: enough attempts for two pages, none twice.
    for (let i = 0; i < 21; i += 1)
      await server.db.insert(loginAttempts).values({
        customerId: ayseId,
        step: 'otp',
        at: new Date(Date.now() - (i + 1) * 60_000),
        ip: '192.0.2.1',
        device: 'test',
        channel: 'Internet',
        success: true,
      });
    const first = (await get<LoginHistory>(party, '/api/ChannelManagement/GetLoginHistory')).body.data;
    expect(first.attempts).toHaveLength(20);
    expect(first.nextCursor).toBeTruthy();
    const next = (await get<LoginHistory>(party, `/api/ChannelManagement/GetLoginHistory?cursor=${first.nextCursor}`))
      .body.data;
    const ids = [...first.attempts, ...next.attempts].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('profile and contact change', () => {
  it('answers the profile with the identity number masked', async () => {
    const party = await signInFrom();
    const profile = (await get<Profile>(party, '/api/Customer/Profile')).body.data;
    expect(profile.customerNumber).toBe(ayse.customerNumber);
    expect(profile.identityNumber).not.toContain(ayse.identificationNumber);
    expect(profile.phone).toBe(ayse.phone);
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const identity = ayse;
    const party = await signInFrom(identity);
    const newPhone = '+905329998877';
    const sent = await post<ContactCodeSent>(party, '/api/Customer/StartContactChange', {
      kind: 'phone',
      value: newPhone,
    });
    expect(sent.body.actionCode).toBe(923);
    const { otpReferenceKey } = sent.body.data;
    // The code went to the new number, not the old one.
    const code = await codeFor({ ...party, recipient: newPhone }, otpReferenceKey);
    await expect(codeFor(party, otpReferenceKey)).rejects.toThrow();
    const wrong = await post(
      party,
      '/api/Customer/ConfirmContactChange',
      { otpReferenceKey, otpCode: code === '000000' ? '111111' : '000000' },
      randomUUID(),
    );
    expect(codes(wrong.body)).toEqual(['otp.invalid']);
    expect((await customerRow(identity.identificationNumber)).phone).toBe(identity.phone);
    const key = randomUUID();
    const done = await post<Profile>(
      party,
      '/api/Customer/ConfirmContactChange',
      { otpReferenceKey, otpCode: code },
      key,
    );
    expect(done.body.status).toBe('success');
    expect(done.body.data.phone).toBe(newPhone);
    expect((await customerRow(identity.identificationNumber)).phone).toBe(newPhone);
    const replay = await post<Profile>(
      party,
      '/api/Customer/ConfirmContactChange',
      { otpReferenceKey, otpCode: code },
      key,
    );
    expect(replay.body.data.phone).toBe(newPhone);
    await server.db
      .update(customers)
      .set({ phone: identity.phone })
      .where(eq(customers.identificationNumber, identity.identificationNumber));
  });
});

describe('change password', () => {
  it('refuses a wrong current password and counts it like a failed sign-in', async () => {
    const party = await signInFrom();
    const reply = await withCode<PasswordChanged>(party, '/api/Auth/ChangePassword', {
      currentPassword: 'Wrong999',
      newPassword: 'Yeni98765',
      newPasswordRepeat: 'Yeni98765',
    });
    expect(codes(reply.body)).toEqual(['settings.currentPasswordWrong']);
    const [guard] = await server.db
      .select()
      .from(loginGuards)
      .where(eq(loginGuards.identificationNumber, ayse.identificationNumber));
    expect(guard?.failures).toBeGreaterThan(0);
    const rules = await withCode<PasswordChanged>(party, '/api/Auth/ChangePassword', {
      currentPassword: ayse.password,
      newPassword: 'short',
      newPasswordRepeat: 'short',
    });
    expect(codes(rules.body)).toEqual(['password.rulesNotMet']);
  });

  it('ends every other session of the customer; this one stays', async () => {
    const other = await signInFrom();
    const party = await signInFrom();
    const reply = await withCode<PasswordChanged>(party, '/api/Auth/ChangePassword', {
      currentPassword: ayse.password,
      newPassword: 'Yeni98765',
      newPasswordRepeat: 'Yeni98765',
    });
    expect(reply.body.status).toBe('success');
    expect(reply.body.actionCode).toBe(920);
    expect(await alive(other)).toBe(false);
    expect(await alive(party)).toBe(true);
    expect(await verifyPassword((await customerRow(ayse.identificationNumber)).passwordHash, 'Yeni98765')).toBe(true);
    const old = await call(base, '/api/Auth/InitialLogin', {
      json: { identificationNumber: ayse.identificationNumber, password: ayse.password },
    });
    expect(old.body.result).toBe(false);
    const fresh = await signInFrom(ayse, undefined, 'Yeni98765');
    expect(await alive(fresh)).toBe(true);
  });
});

describe('security image and key', () => {
  it('change under the code', async () => {
    const party = await signInFrom(ayse, undefined, 'Yeni98765');
    const image = await withCode(party, '/api/Customer/ChangeSecurityImage', { imageCode: 'boat' });
    expect(image.body).toMatchObject({ status: 'success', actionCode: 925 });
    expect((await customerRow(ayse.identificationNumber)).securityImageCode).toBe('boat');
    const key = await withCode(party, '/api/Customer/ChangeSecurityKey', {
      securityKey: 'Yeni2025',
      securityKeyRepeat: 'Yeni2025',
    });
    expect(key.body).toMatchObject({ status: 'success', actionCode: 926 });
    expect(await verifyPassword((await customerRow(ayse.identificationNumber)).securityKeyHash!, 'Yeni2025')).toBe(
      true,
    );
  });
});
