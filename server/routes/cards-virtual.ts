/**
 * /api/card/*: virtual cards (create, limit update, reveal), each a decision with a code. The
 * reveal's number, expiry and CVV are added to the answer of the call that committed only (never
 * stored, never in a replay), and that answer is `Cache-Control: no-store`.
 */
import { Hono } from 'hono';
import {
  CreateVirtualCardSchema,
  RevealVirtualCardSchema,
  UpdateVirtualLimitSchema,
} from '../../src/contract/cards-virtual';
import { createVirtualCardProduct } from '../domain/cards/virtual/create';
import { revealSecrets, revealVirtualCardProduct } from '../domain/cards/virtual/reveal';
import { updateVirtualLimitProduct } from '../domain/cards/virtual/update-limit';
import type { AppEnv } from '../http/context';
import { respondDecision } from '../http/decision';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const cardVirtualRoutes = new Hono<AppEnv>();

cardVirtualRoutes.post('/createvirtualcard', requireActive, async (c) =>
  respondDecision(c, createVirtualCardProduct, await parseJsonBody(c, CreateVirtualCardSchema)),
);

cardVirtualRoutes.post('/updatevirtualcardlimit', requireActive, async (c) =>
  respondDecision(c, updateVirtualLimitProduct, await parseJsonBody(c, UpdateVirtualLimitSchema)),
);

cardVirtualRoutes.post('/revealvirtualcard', requireActive, async (c) => {
  const request = await parseJsonBody(c, RevealVirtualCardSchema);
  c.header('Cache-Control', 'no-store');
  const customerId = c.var.session!.customerId;
  return respondDecision(c, revealVirtualCardProduct, request, {
    addToFresh: async (data) => ({
      ...(data as object),
      ...(await revealSecrets(c.var.deps.db, customerId, request.cardId)),
    }),
  });
});
