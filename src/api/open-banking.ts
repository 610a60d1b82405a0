/** Open banking (issue 16, the bank as HHS): the customer's consents, one request, and the decisions on it. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ConsentDecidedSchema,
  ConsentListSchema,
  ConsentRequestSchema,
  ConsentRevokedSchema,
  type ApproveConsent,
  type ConsentIdRequest,
} from '../contract/open-banking';
import { ApproverInfoSchema } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export const openBankingKeys = {
  all: ['openBanking'] as const,
  list: () => [...openBankingKeys.all, 'list'] as const,
  one: (id: string) => [...openBankingKeys.all, 'one', id] as const,
};

export const consentsQueryOptions = () =>
  queryOptions({
    queryKey: openBankingKeys.list(),
    queryFn: () => serviceRequest('/OpenBanking/GetConsents', ConsentListSchema),
  });

export const consentQueryOptions = (consentId: string) =>
  queryOptions({
    queryKey: openBankingKeys.one(consentId),
    queryFn: () =>
      serviceRequest(`/OpenBanking/GetConsent?consentId=${encodeURIComponent(consentId)}`, ConsentRequestSchema),
  });

const decided = v.union([ConsentDecidedSchema, ApproverInfoSchema]);

export const approveConsent = (body: ApproveConsent, idempotencyKey: string) =>
  serviceEnvelopeRequest('/OpenBanking/ApproveConsent', decided, { method: 'POST', body, idempotencyKey });

export const refuseConsent = (body: ConsentIdRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/OpenBanking/RefuseConsent', decided, { method: 'POST', body, idempotencyKey });

export const revokeConsent = (consentId: string, idempotencyKey: string) =>
  serviceEnvelopeRequest('/OpenBanking/RevokeConsent', v.union([ConsentRevokedSchema, ApproverInfoSchema]), {
    method: 'POST',
    body: { consentId },
    idempotencyKey,
  });
