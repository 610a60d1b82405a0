/** /api/captcha/generate (unsigned): a fresh captcha for InitialLogin and forgotPassword. */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import { createCaptcha } from '../domain/auth/captcha';
import type { AppEnv } from '../http/context';
import { authSuccess } from '../http/envelopes';
import { limitByAddress } from '../http/rate-limit';

export const captchaRoutes = new Hono<AppEnv>();

captchaRoutes.post('/generate', async (c) => {
  await limitByAddress(c, 'captcha', 'auth');
  const { db, now, config } = c.var.deps;
  return c.json(
    authSuccess(
      ActionCode.None,
      await createCaptcha(db, { now: now(), timeoutSeconds: config.captchaTimeout, sandbox: config.sandbox }),
    ),
  );
});
