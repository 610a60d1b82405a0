/** Other bank access permissions (issue 16, the bank as YÖS): consents to read accounts at other banks. */
import { queryOptions } from '@tanstack/react-query';
import {
  ConsentListSchema,
  ConsentSchema,
  LinkedAccountsSchema,
  LinkStartedSchema,
  OtherBanksSchema,
  type RenewConsentRequest,
  type StartLinkRequest,
} from '../contract/other-banks';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export const otherBankKeys = {
  all: ['other-banks'] as const,
  banks: () => [...otherBankKeys.all, 'banks'] as const,
  consents: () => [...otherBankKeys.all, 'consents'] as const,
  consent: (id: string) => [...otherBankKeys.all, 'consent', id] as const,
  accounts: () => [...otherBankKeys.all, 'accounts'] as const,
};

export const otherBanksQueryOptions = () =>
  queryOptions({
    queryKey: otherBankKeys.banks(),
    queryFn: () => serviceRequest('/OtherBankAccess/Banks', OtherBanksSchema),
  });

export const consentsQueryOptions = () =>
  queryOptions({
    queryKey: otherBankKeys.consents(),
    queryFn: () => serviceRequest('/OtherBankAccess/Consents', ConsentListSchema),
  });

export const consentQueryOptions = (consentId: string) =>
  queryOptions({
    queryKey: otherBankKeys.consent(consentId),
    queryFn: () => serviceRequest(`/OtherBankAccess/Consent/${encodeURIComponent(consentId)}`, ConsentSchema),
  });

/** The accounts read at other banks now (My accounts' "Other banks" group). */
export const linkedAccountsQueryOptions = () =>
  queryOptions({
    queryKey: otherBankKeys.accounts(),
    queryFn: () => serviceRequest('/OtherBankAccess/Accounts', LinkedAccountsSchema),
  });

export const startLink = (body: StartLinkRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/OtherBankAccess/Link', LinkStartedSchema, { method: 'POST', body, idempotencyKey });

export const renewConsent = (body: RenewConsentRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/OtherBankAccess/Renew', LinkStartedSchema, { method: 'POST', body, idempotencyKey });

export const revokeConsent = (consentId: string, idempotencyKey: string) =>
  serviceEnvelopeRequest('/OtherBankAccess/Revoke', ConsentSchema, {
    method: 'POST',
    body: { consentId },
    idempotencyKey,
  });
