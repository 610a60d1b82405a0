/**
 * The customer information panel (spec section 3): the customer on the line and the customer being
 * processed (the same person: an agent acts for the caller). Until the caller is verified the panel
 * masks the identity number and the phone and says not authorized.
 */
import { count, eq } from 'drizzle-orm';
import type { CustomerInformation } from '../../../src/contract/callcenter';
import { maskIdentityNumber } from '../../../src/contract/identity-number';
import { maskPhone } from '../../../src/contract/masking';
import { MessageCode } from '../../../src/contract/message-codes';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { customers } from '../../db/schema/auth';
import { BusinessError } from '../common/refusal';

/** The relation of the processed customer to the caller: the caller themself. */
export const RELATION_SELF = 'Self';

export const customerInformation = async (
  db: Db,
  call: { customerId: string | null; verified: boolean },
): Promise<CustomerInformation> => {
  if (!call.customerId) throw new BusinessError([MessageCode.CcNoCustomer]);
  const [customer] = await db.select().from(customers).where(eq(customers.id, call.customerId));
  if (!customer) throw new BusinessError([MessageCode.CcNoCustomer]);
  const [held] = await db.select({ n: count() }).from(accounts).where(eq(accounts.customerId, customer.id));
  const identityNumber = call.verified
    ? customer.identificationNumber
    : maskIdentityNumber(customer.identificationNumber);
  const person = {
    name: customer.name,
    surname: customer.surname,
    customerId: customer.customerNumber,
    identityNumber,
  };
  return {
    ...person,
    isAuthorized: call.verified,
    processedCustomerInformation: {
      ...person,
      customerType: customer.customerType,
      relation: RELATION_SELF,
      gsmNumber: call.verified ? customer.phone : maskPhone(customer.phone),
      // A customer with no account at the bank yet is a potential customer.
      isPotentialCustomer: Number(held?.n ?? 0) === 0,
    },
  };
};
