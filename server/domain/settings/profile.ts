/** `GET /Customer/Profile`: who the customer is, as the bank holds it (the identity number masked). */
import { maskIdentityNumber } from '../../../src/contract/identity-number';
import type { Profile } from '../../../src/contract/settings';
import type { DbOrTx } from '../../db/client';
import { customerById } from '../auth/customer-profile';

export const profileOf = async (db: DbOrTx, customerId: string): Promise<Profile> => {
  const c = (await customerById(db, customerId))!;
  return {
    name: c.name,
    surname: c.surname,
    customerNumber: c.customerNumber,
    identityNumber: maskIdentityNumber(c.identificationNumber),
    phone: c.phone,
    email: c.email,
    emailVerified: c.emailVerifiedAt !== null,
    address: c.address,
    securityImageCode: c.securityImageCode,
  };
};
