import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Occupation } from '../../../contract/card-applications';
import type { CardApplicationKind, CardApplicationStatus } from '../../../contract/cards';

export const OCCUPATION_LABEL: Record<Occupation, MessageDescriptor> = {
  Employee: msg({ id: 'cardApps.occupation.employee', message: 'Private sector employee' }),
  CivilServant: msg({ id: 'cardApps.occupation.civilServant', message: 'Civil servant' }),
  SelfEmployed: msg({ id: 'cardApps.occupation.selfEmployed', message: 'Self-employed' }),
  Retired: msg({ id: 'cardApps.occupation.retired', message: 'Retired' }),
  Student: msg({ id: 'cardApps.occupation.student', message: 'Student' }),
  Other: msg({ id: 'cardApps.occupation.other', message: 'Other' }),
};

export const APPLICATION_STATUS_LABEL: Record<CardApplicationStatus, MessageDescriptor> = {
  Received: msg({ id: 'cardApps.status.received', message: 'Received' }),
  Evaluating: msg({ id: 'cardApps.status.evaluating', message: 'Being evaluated' }),
  Approved: msg({ id: 'cardApps.status.approved', message: 'Approved' }),
  Rejected: msg({ id: 'cardApps.status.rejected', message: 'Not approved' }),
  Produced: msg({ id: 'cardApps.status.produced', message: 'Card produced' }),
  Shipped: msg({ id: 'cardApps.status.shipped', message: 'On its way' }),
  Delivered: msg({ id: 'cardApps.status.delivered', message: 'Delivered' }),
};

export const APPLICATION_STATUS_PALETTE: Record<CardApplicationStatus, string> = {
  Received: 'blue',
  Evaluating: 'blue',
  Approved: 'green',
  Rejected: 'red',
  Produced: 'purple',
  Shipped: 'purple',
  Delivered: 'green',
};

export const APPLICATION_KIND_LABEL: Record<CardApplicationKind, MessageDescriptor> = {
  Credit: msg({ id: 'cardApps.kind.credit', message: 'Credit card application' }),
  Debit: msg({ id: 'cardApps.kind.debit', message: 'Debit card application' }),
  Renewal: msg({ id: 'cardApps.kind.renewal', message: 'Card renewal' }),
  Replacement: msg({ id: 'cardApps.kind.replacement', message: 'Replacement card' }),
};

/** The road every application takes (Rejected ends it after Evaluating). */
export const APPLICATION_ROAD: readonly CardApplicationStatus[] = [
  'Received',
  'Evaluating',
  'Approved',
  'Produced',
  'Shipped',
  'Delivered',
];
