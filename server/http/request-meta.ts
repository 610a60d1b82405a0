/** Who is calling, for the login history: channel, client address and a short device description. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Channel, DEVICE_HEADER_MAX, Header } from '../../src/contract/headers';
import { isSafeText } from '../../src/contract/safe-text';
import type { RequestMeta } from '../domain/auth/auth';
import type { AppEnv } from './context';

const clientIp = (c: Context<AppEnv>): string | null => {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request() in tests has no socket
  }
};

export const requestMeta = (c: Context<AppEnv>): RequestMeta => {
  // A header with control characters (Latin-1 bytes 0x80-0x9F read as C1 controls) is left out, not stored.
  const device = [Header.Os, Header.DeviceBrand, Header.DeviceModel]
    .map((name) => c.req.header(name)?.slice(0, DEVICE_HEADER_MAX))
    .filter((value): value is string => value !== undefined && value !== '' && isSafeText(value))
    .join(' / ');
  return {
    channel: c.req.header(Header.Channel) === Channel.CallCenter ? Channel.CallCenter : Channel.Internet,
    ip: clientIp(c),
    device: device || null,
    language: c.var.language,
  };
};
