/** Hands a session's secrets to the client: the token in a header, the cookie HttpOnly/SameSite=Strict on /api. */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, Header, SESSION_COOKIE } from '../../src/contract/headers';
import type { SessionSecrets } from '../domain/auth/sessions';
import type { AppEnv } from './context';

const isHttps = (c: Context<AppEnv>): boolean =>
  new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';

export const giveSessionSecrets = (c: Context<AppEnv>, secrets: SessionSecrets): void => {
  c.header(Header.TransactionToken, secrets.token);
  c.header('Cache-Control', 'no-store');
  setCookie(c, SESSION_COOKIE, secrets.cookie, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api',
    secure: isHttps(c),
  });
};

export const clearSessionCookie = (c: Context<AppEnv>): void => {
  deleteCookie(c, SESSION_COOKIE, { path: '/api', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
};

/** The device key (settings/devices.ts): HttpOnly on /api for 400 days, renewed at each sign-in. */
export const giveDeviceKey = (c: Context<AppEnv>, key: string): void => {
  setCookie(c, DEVICE_COOKIE, key, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api',
    secure: isHttps(c),
    maxAge: 400 * 24 * 60 * 60,
  });
};
