import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactCategory, ContactStatus } from '../../contract/contact';

export const CATEGORY_LABEL: Record<ContactCategory, MessageDescriptor> = {
  Card: msg({ id: 'contact.category.card', message: 'Cards' }),
  Account: msg({ id: 'contact.category.account', message: 'Accounts' }),
  Transfer: msg({ id: 'contact.category.transfer', message: 'Money transfers' }),
  Financing: msg({ id: 'contact.category.financing', message: 'Financing' }),
  Gold: msg({ id: 'contact.category.gold', message: 'Gold and precious metals' }),
  DigitalBanking: msg({ id: 'contact.category.digital', message: 'Internet and mobile banking' }),
  Suggestion: msg({ id: 'contact.category.suggestion', message: 'Suggestion or thanks' }),
  Other: msg({ id: 'contact.category.other', message: 'Other' }),
};

export const STATUS_LABEL: Record<ContactStatus, MessageDescriptor> = {
  Received: msg({ id: 'contact.status.received', message: 'Received' }),
  InProgress: msg({ id: 'contact.status.inProgress', message: 'In progress' }),
  Answered: msg({ id: 'contact.status.answered', message: 'Answered' }),
  Closed: msg({ id: 'contact.status.closed', message: 'Closed' }),
};

export const STATUS_COLOR: Record<ContactStatus, string> = {
  Received: 'gray',
  InProgress: 'blue',
  Answered: 'green',
  Closed: 'gray',
};
