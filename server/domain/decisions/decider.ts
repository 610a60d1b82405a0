/** Who decides: the signed-in session and what the bank knows of its customer (channel, names, contacts). */
export interface Decider {
  sessionId: string;
  customerId: string;
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
