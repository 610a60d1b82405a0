/** Who is calling, for the login history: channel, client address and a short device description. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Channel, DEVICE_HEADER_MAX, Header } from '../../src/contract/headers';
import { ipAllowed, parseIp } from '../../src/contract/ip-cidr';
import { isSafeText } from '../../src/contract/safe-text';
import type { RequestMeta } from '../domain/auth/auth';
import type { AppEnv } from './context';

const socketIp = (c: Context<AppEnv>): string | null => {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null; // app.request() in tests has no socket
  }
};

/**
 * The client's address: the socket's, unless the socket is one of the configured proxies
 * (config.trustedProxies); then X-Forwarded-For read from the right, the first address that is not
 * a trusted proxy. Nobody else's X-Forwarded-For is believed.
 */
export const clientIp = (c: Context<AppEnv>): string | null => {
  const socket = socketIp(c);
  const proxies = c.var.deps.config.trustedProxies;
  if (!socket || proxies.length === 0 || !ipAllowed(socket, proxies)) return socket;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (const hop of hops.reverse()) {
    if (!parseIp(hop)) return socket;
    if (!ipAllowed(hop, proxies)) return hop;
  }
  return socket;
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
