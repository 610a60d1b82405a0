import type { CorporateRole } from '../../../src/contract/corporate-roles';

/**
 * Who decides: the signed-in session and what the bank knows of its customer (channel, names, contacts).
 * In a corporate session (docs/corporate-access.md) `customerId` and `customerNumber` are the company's
 * (whose money), the names, contacts and channel the user's (who acts and gets the code), `userId` the
 * user and `roles` the user's roles in the chosen workgroup (null: no workgroup, an individual).
 */
export interface Decider {
  sessionId: string;
  customerId: string;
  /** The person acting; the customer for an individual. Absent for what the bank runs without a session. */
  userId?: string;
  roles?: CorporateRole[] | null;
  customerNumber: string;
  name: string;
  surname: string;
  phone: string;
  email: string | null;
  loginMethod: 'sms' | 'push';
  customerType: 'Individual' | 'Corporate';
}

export const fullName = (decider: Pick<Decider, 'name' | 'surname'>): string => `${decider.name} ${decider.surname}`;

/** The decider of what the bank runs for a customer without a session (a standing order, a provider's payment). */
export const sessionlessDecider = (customer: Omit<Decider, 'sessionId' | 'customerId'> & { id: string }): Decider => ({
  sessionId: '',
  customerId: customer.id,
  customerNumber: customer.customerNumber,
  name: customer.name,
  surname: customer.surname,
  phone: customer.phone,
  email: customer.email,
  loginMethod: customer.loginMethod,
  customerType: customer.customerType,
});

/** The person acting: the user of a corporate session, else the customer (their own settings are theirs). */
export const actingPersonId = (decider: Pick<Decider, 'customerId' | 'userId'>): string =>
  decider.userId ?? decider.customerId;
