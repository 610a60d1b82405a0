/**
 * The devices a customer signed in from. A browser is known by a random key in an HttpOnly cookie
 * the bank sets when a second factor completes (stored only as its sha256); the device row keeps
 * the X-OS / X-Device-* description, first and last use. A sign-in from a device the customer had
 * not used before (while other devices are known) is announced by SMS and e-mail. Removing a device
 * ends its sessions at once: their tokens are refused from the next call on.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Device } from '../../../src/contract/settings';
import { MessageCode } from '../../../src/contract/message-codes';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema/auth';
import { devices } from '../../db/schema/settings';
import type { RequestMeta } from '../auth/auth';
import type { Customer } from '../auth/customer-profile';
import type { Session } from '../auth/sessions';
import { randomToken, sha256 } from '../auth/tokens';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { sendMessage } from '../outbox/outbox';
import { newDeviceNotice } from './settings-texts';

/** The device key as the cookie holds it: 43 base64url characters (randomToken). */
export const DEVICE_KEY_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * Binds a session that just passed its second factor to its device: the known one (last use
 * updated) or a new one (announced when the customer has others). Answers the key the cookie
 * must hold (a new one when the browser had none).
 */
export const recognizeDevice = async (
  deps: DomainDeps,
  input: { session: Session; customer: Customer; meta: RequestMeta; deviceKey: string | undefined },
): Promise<string> => {
  const { session, customer, meta } = input;
  const now = deps.now();
  const key = input.deviceKey && DEVICE_KEY_PATTERN.test(input.deviceKey) ? input.deviceKey : randomToken();
  const keyHash = sha256(key);
  const mine = await deps.db
    .select({ id: devices.id, keyHash: devices.keyHash })
    .from(devices)
    .where(eq(devices.customerId, customer.id));
  const known = mine.find((d) => d.keyHash === keyHash);
  let deviceId: string;
  if (known) {
    deviceId = known.id;
    await deps.db.update(devices).set({ lastUsedAt: now, lastIp: meta.ip }).where(eq(devices.id, known.id));
  } else {
    const [row] = await deps.db
      .insert(devices)
      .values({
        customerId: customer.id,
        keyHash,
        description: meta.device,
        firstUsedAt: now,
        lastUsedAt: now,
        lastIp: meta.ip,
      })
      .returning({ id: devices.id });
    deviceId = row!.id;
    if (mine.length > 0) {
      const text = newDeviceNotice(meta.language, meta.device, now);
      await sendMessage(deps.db, { channel: 'sms', recipient: customer.phone, text, now });
      if (customer.email) await sendMessage(deps.db, { channel: 'email', recipient: customer.email, text, now });
    }
  }
  await deps.db.update(sessions).set({ deviceId }).where(eq(sessions.id, session.id));
  return key;
};

/** The customer's devices, last used first; `current` marks the asking session's. */
export const listDevices = async (
  db: DbOrTx,
  customerId: string,
  currentDeviceId: string | null,
): Promise<Device[]> => {
  const rows = await db
    .select()
    .from(devices)
    .where(eq(devices.customerId, customerId))
    .orderBy(asc(devices.firstUsedAt));
  return rows
    .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime())
    .map((r) => ({
      id: r.id,
      name: r.name,
      description: r.description,
      firstUsedAt: r.firstUsedAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
      lastIp: r.lastIp,
      current: r.id === currentDeviceId,
    }));
};

/** The device of a session (null for a session from before devices were kept). */
export const deviceOfSession = async (db: DbOrTx, sessionId: string): Promise<string | null> =>
  (await db.select({ deviceId: sessions.deviceId }).from(sessions).where(eq(sessions.id, sessionId)))[0]?.deviceId ??
  null;

export const renameDevice = async (db: DbOrTx, customerId: string, deviceId: string, name: string): Promise<void> => {
  const renamed = await db
    .update(devices)
    .set({ name })
    .where(and(eq(devices.id, deviceId), eq(devices.customerId, customerId)))
    .returning({ id: devices.id });
  if (renamed.length === 0) throw new BusinessError([MessageCode.DeviceNotFound]);
};

/** Forgets the device and ends its live sessions (the asking one too, when it is this device). */
export const removeDevice = async (db: DbOrTx, customerId: string, deviceId: string, now: Date): Promise<number> => {
  const removed = await db
    .delete(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.customerId, customerId)))
    .returning({ id: devices.id });
  if (removed.length === 0) throw new BusinessError([MessageCode.DeviceNotFound]);
  const ended = await db
    .update(sessions)
    .set({ stage: 'ended', endedAt: now, endReason: 'device-removed', deviceId: null })
    .where(and(eq(sessions.deviceId, deviceId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  await db.update(sessions).set({ deviceId: null }).where(eq(sessions.deviceId, deviceId));
  return ended.length;
};
