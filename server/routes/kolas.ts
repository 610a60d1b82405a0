/** /api/kolas/*: the customer's KOLAS easy addresses (list, create, delete); changes need an Idempotency-Key. */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import {
  CreateEasyAddressSchema,
  DeleteEasyAddressSchema,
  type EasyAddress,
  type EasyAddressList,
} from '../../src/contract/easy-addresses';
import { createEasyAddress, deleteEasyAddress, listEasyAddresses } from '../domain/easy-addresses';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { storable } from '../http/stored-envelope';
import { runIdempotent } from '../http/idempotency';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const kolasRoutes = new Hono<AppEnv>();

kolasRoutes.get('/geteasyaddresses', requireActive, async (c) => {
  const easyAddresses = await listEasyAddresses(c.var.deps.db, c.var.session!.customerId);
  return c.json(serviceSuccess<EasyAddressList>({ easyAddresses }));
});

kolasRoutes.post('/createeasyaddress', requireActive, async (c) => {
  const request = await parseJsonBody(c, CreateEasyAddressSchema);
  const customerId = c.var.session!.customerId;
  const answer = await runIdempotent(c, request, async (tx) => {
    const id = await createEasyAddress(tx, customerId, request, c.var.deps.now());
    const easyAddress = (await listEasyAddresses(tx, customerId)).find((a) => a.id === id) as EasyAddress;
    return storable(serviceSuccess({ easyAddress }, ActionCode.EasyAddressCreated));
  });
  return c.json(answer.body, answer.status);
});

kolasRoutes.post('/deleteeasyaddress', requireActive, async (c) => {
  const { id } = await parseJsonBody(c, DeleteEasyAddressSchema);
  const answer = await runIdempotent(c, { id }, async (tx) => {
    await deleteEasyAddress(tx, c.var.session!.customerId, id);
    return storable(serviceSuccess({ id }, ActionCode.EasyAddressDeleted));
  });
  return c.json(answer.body, answer.status);
});
