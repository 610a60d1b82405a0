/** /api/kolas/*: the customer's KOLAS easy addresses (list, create, delete); changes need an Idempotency-Key. */
import { Hono } from 'hono';
import { ActionCode } from '../../src/contract/action-codes';
import {
  CreateEasyAddressSchema,
  DeleteEasyAddressSchema,
  type EasyAddress,
  type EasyAddressList,
} from '../../src/contract/easy-addresses';
import { createEasyAddress, deleteEasyAddress, listEasyAddresses } from '../domain/easy-addresses/easy-addresses';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { respondChange } from '../http/decision';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const easyAddressRoutes = new Hono<AppEnv>();

easyAddressRoutes.get('/geteasyaddresses', requireActive, async (c) => {
  const easyAddresses = await listEasyAddresses(c.var.deps.db, c.var.session!.customerId, c.var.language);
  return c.json(serviceSuccess<EasyAddressList>({ easyAddresses }));
});

easyAddressRoutes.post('/createeasyaddress', requireActive, async (c) => {
  const request = await parseJsonBody(c, CreateEasyAddressSchema);
  const customerId = c.var.session!.customerId;
  return respondChange(c, 'easy-address', request, async (tx) => {
    const id = await createEasyAddress(tx, customerId, request, c.var.deps.now());
    const easyAddress = (await listEasyAddresses(tx, customerId, c.var.language)).find(
      (a) => a.id === id,
    ) as EasyAddress;
    return { actionCode: ActionCode.EasyAddressCreated, data: { easyAddress } };
  });
});

easyAddressRoutes.post('/deleteeasyaddress', requireActive, async (c) => {
  const { id } = await parseJsonBody(c, DeleteEasyAddressSchema);
  return respondChange(c, 'easy-address', { id }, async (tx) => {
    await deleteEasyAddress(tx, c.var.session!.customerId, id);
    return { actionCode: ActionCode.EasyAddressDeleted, data: { id } };
  });
});
