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
