/** Contact (issue 16): branches, a request to the bank, the customer's requests and an attachment. */
import { queryOptions } from '@tanstack/react-query';
import {
  BranchListSchema,
  ContactAttachmentFileSchema,
  ContactRequestListSchema,
  ContactRequestSchema,
  type SaveContactUsRequest,
} from '../contract/contact';
import { authRequest, serviceEnvelopeRequest, serviceRequest } from './http';

export const contactKeys = {
  all: ['contact'] as const,
  branches: () => [...contactKeys.all, 'branches'] as const,
  requests: () => [...contactKeys.all, 'requests'] as const,
};

/** `GET /Auth/Branches`: the branches and the cities that have one. */
export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.branches(),
    queryFn: async () => {
      const envelope = await authRequest('/Auth/Branches', BranchListSchema);
      return envelope.data ?? { branches: [], cities: [] };
    },
    staleTime: 60 * 60 * 1000,
  });

/** `GET /DkEnquiryAgency/GetContactUsList`. */
export const contactRequestsQueryOptions = () =>
  queryOptions({
    queryKey: contactKeys.requests(),
    queryFn: () => serviceRequest('/DkEnquiryAgency/GetContactUsList', ContactRequestListSchema),
  });

/** `POST /DkEnquiryAgency/SaveContactUs` under the decision's key. */
export const saveContactRequest = (body: SaveContactUsRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/DkEnquiryAgency/SaveContactUs', ContactRequestSchema, {
    method: 'POST',
    body,
    idempotencyKey,
  });

/** `GET /DkEnquiryAgency/GetContactUsAttachment/{id}`: the file, base64. */
export const contactAttachment = (id: string) =>
  serviceRequest(`/DkEnquiryAgency/GetContactUsAttachment/${encodeURIComponent(id)}`, ContactAttachmentFileSchema);
