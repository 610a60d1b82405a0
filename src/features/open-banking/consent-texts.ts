/** The words of open banking's consents (issue 16): statuses, detail codes, kinds and AIS permissions. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AisPermission, ConsentDetailCode, ConsentKind, ConsentStatus } from '../../contract/open-banking';

export const STATUS_TEXT: Record<ConsentStatus, MessageDescriptor> = {
  B: msg({ id: 'openBanking.status.B', message: 'Awaiting authorisation' }),
  Y: msg({ id: 'openBanking.status.Y', message: 'Authorised' }),
  K: msg({ id: 'openBanking.status.K', message: 'In use' }),
  E: msg({ id: 'openBanking.status.E', message: 'Became a payment order' }),
  S: msg({ id: 'openBanking.status.S', message: 'Ended' }),
  I: msg({ id: 'openBanking.status.I', message: 'Cancelled' }),
};

export const DETAIL_TEXT: Record<ConsentDetailCode, MessageDescriptor> = {
  '01': msg({ id: 'openBanking.detail.01', message: 'replaced by a new consent' }),
  '02': msg({ id: 'openBanking.detail.02', message: 'by you at the bank' }),
  '03': msg({ id: 'openBanking.detail.03', message: 'by you at the provider' }),
  '04': msg({ id: 'openBanking.detail.04', message: 'timed out awaiting authorisation' }),
  '05': msg({ id: 'openBanking.detail.05', message: 'timed out after authorisation' }),
};

export const KIND_TEXT: Record<ConsentKind, MessageDescriptor> = {
  AIS: msg({ id: 'openBanking.kind.AIS', message: 'Account information' }),
  PIS: msg({ id: 'openBanking.kind.PIS', message: 'Payment' }),
};

export const PERMISSION_TEXT: Record<AisPermission, MessageDescriptor> = {
  '01': msg({ id: 'openBanking.permission.01', message: 'Basic account information' }),
  '02': msg({ id: 'openBanking.permission.02', message: 'Detailed account information' }),
  '03': msg({ id: 'openBanking.permission.03', message: 'Balance' }),
  '04': msg({ id: 'openBanking.permission.04', message: 'Basic transactions' }),
  '05': msg({ id: 'openBanking.permission.05', message: 'Detailed transactions' }),
  '06': msg({ id: 'openBanking.permission.06', message: 'Instant balance notification' }),
  '07': msg({ id: 'openBanking.permission.07', message: 'Basic card information' }),
  '08': msg({ id: 'openBanking.permission.08', message: 'Detailed card information' }),
  '09': msg({ id: 'openBanking.permission.09', message: 'Detailed card transactions' }),
};
