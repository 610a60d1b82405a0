/** CallCenter transfers (issue 18): the agent starts one for the verified caller and polls it until the customer answers. */
import { queryOptions } from '@tanstack/react-query';
import { CcTransferSchema, type CcTransfer, type StartCcTransferRequest } from '../contract/callcenter-transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export const ccTransferKeys = {
  all: ['ccTransfers'] as const,
  one: (id: string) => [...ccTransferKeys.all, id] as const,
};

/** How often the agent's screen asks again while the customer has not answered. */
export const CC_TRANSFER_POLL_MS = 2000;

/** `POST /CallCenter/Transfer/Start` under the decision's key: the transfer stored Waiting. */
export const startCcTransfer = (body: StartCcTransferRequest, idempotencyKey: string) =>
  serviceEnvelopeRequest('/CallCenter/Transfer/Start', CcTransferSchema, { method: 'POST', body, idempotencyKey });

/** `GET /CallCenter/Transfer/Status?id=`, polled while Waiting. */
export const ccTransferQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ccTransferKeys.one(id),
    queryFn: () => serviceRequest(`/CallCenter/Transfer/Status?id=${encodeURIComponent(id)}`, CcTransferSchema),
    refetchInterval: (query) =>
      (query.state.data as CcTransfer | undefined)?.status === 'Waiting' ? CC_TRANSFER_POLL_MS : false,
  });
