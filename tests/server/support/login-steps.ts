/** Helpers for the login-step tests: valid identity numbers, a captcha and its answer, signing in to the dashboard. */
import type { DemoIdentity } from '../../../server/seed/demo-identities';
import { call, credentialsFrom, latestOutbox, signIn, type Credentials, type Reply } from './http-client';

/** A valid TCKN built from nine digits (first not 0). */
export const tcknFrom = (nine: string): string => {
  const d = Array.from(nine, Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((7 * odd - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
};

/** The answer of a captcha, from the sandbox (the image is drawn for people, not for scripts). */
export const captchaAnswer = async (base: string, reference: string): Promise<string> => {
  const reply = await call<{ data?: { answer: string } }>(
    base,
    `/api/Sandbox/Captcha?reference=${encodeURIComponent(reference)}`,
  );
  if (!reply.body.data) throw new Error(`no captcha ${reference} in the sandbox (status ${reply.status})`);
  return reply.body.data.answer;
};

/** The SVG inside a captcha's data URL. */
export const captchaSvg = (image: string): string =>
  Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');

export interface CaptchaReply {
  captchaReference: string;
  image: string;
  answer: string;
}

export const newCaptcha = async (base: string): Promise<CaptchaReply> => {
  const reply = await call<{ data: { captchaReference: string; image: string } }>(base, '/api/Captcha/generate', {
    json: {},
  });
  return { ...reply.body.data, answer: await captchaAnswer(base, reply.body.data.captchaReference) };
};

export const login = (base: string, identificationNumber: string, password: string, extra: object = {}) =>
  call(base, '/api/Auth/InitialLogin', { json: { identificationNumber, password, ...extra } });

/** Signs in (SMS) and, for a corporate user, picks the first workgroup: active credentials. */
export const signInActive = async (
  base: string,
  identity: DemoIdentity,
): Promise<{ credentials: Credentials; reply: Reply }> => {
  const { credentials, reply } = await signIn(base, identity);
  if (reply.body.actionCode !== 119) return { credentials, reply };
  const groups = (reply.body.data as { workgroups: { id: string }[] }).workgroups;
  const chosen = await call(base, '/api/auth/SetRepresentativeWorkgroupId', {
    json: { workgroupId: groups[0]!.id },
    credentials,
  });
  return { credentials: credentialsFrom(chosen, credentials), reply: chosen };
};

export { latestOutbox };
