/** /api/customer/customer: who is signed in (identity number masked). */
import { Hono } from 'hono';
import type { Customer } from '../../src/contract/auth';
import { maskIdentityNumber } from '../../src/contract/identity-number';
import { findCustomer } from '../domain/auth/auth';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { requireActive } from '../middleware/authenticate';

export const customerRoutes = new Hono<AppEnv>();

customerRoutes.get('/customer', requireActive, async (c) => {
  const customer = (await findCustomer(c.var.deps, c.var.session!.userId))!;
  const data: Customer = {
    customerId: customer.customerNumber,
    name: customer.name,
    surname: customer.surname,
    customerType: customer.customerType,
    identityNumber: maskIdentityNumber(customer.identificationNumber),
  };
  return c.json(serviceSuccess(data));
});
