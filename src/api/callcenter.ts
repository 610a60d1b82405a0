import { queryOptions } from '@tanstack/react-query';
import {
  AgentSchema,
  CallSchema,
  CustomerInformationSchema,
  ProcessHistorySchema,
  type CallStart,
  type FindCustomer,
  type VerifyCallInformation,
} from '../contract/callcenter';
import { serviceRequest } from './http';

/** `GET /CallCenter/Agent`: the agent whose token the worker holds. */
export const fetchAgent = () => serviceRequest('/CallCenter/Agent', AgentSchema);

export const callCenterKeys = {
  all: ['callcenter'] as const,
  agent: () => [...callCenterKeys.all, 'agent'] as const,
  call: () => [...callCenterKeys.all, 'call'] as const,
  customerInformation: () => [...callCenterKeys.all, 'customer-information'] as const,
  processHistory: () => [...callCenterKeys.all, 'process-history'] as const,
};

export const agentQueryOptions = () =>
  queryOptions({ queryKey: callCenterKeys.agent(), queryFn: fetchAgent, staleTime: Number.POSITIVE_INFINITY });

/** `GET /CallCenter/Call`: the call of the agent token (link values, customer found, verification). */
export const callQueryOptions = () =>
  queryOptions({ queryKey: callCenterKeys.call(), queryFn: () => serviceRequest('/CallCenter/Call', CallSchema) });

/** `POST /CallCenter/Call`: what the telephony link's query said. */
export const startCall = (link: CallStart) =>
  serviceRequest('/CallCenter/Call', CallSchema, { method: 'POST', body: link });

export const findCallCustomer = (find: FindCustomer) =>
  serviceRequest('/CallCenter/FindCustomer', CallSchema, { method: 'POST', body: find });

export const sendCallVerificationCode = () =>
  serviceRequest('/CallCenter/SendVerificationCode', CallSchema, { method: 'POST', body: {} });

export const verifyCallInformation = (answers: VerifyCallInformation) =>
  serviceRequest('/Customer/VerifyCallInformation', CallSchema, { method: 'POST', body: answers });

/** `GET /CallCenter/CustomerInformation`: the panel above every page but home. */
export const customerInformationQueryOptions = () =>
  queryOptions({
    queryKey: callCenterKeys.customerInformation(),
    queryFn: () => serviceRequest('/CallCenter/CustomerInformation', CustomerInformationSchema),
  });

/** `GET /CallCenter/ProcessHistory`: this call's and earlier calls' acts for the customer. */
export const processHistoryQueryOptions = () =>
  queryOptions({
    queryKey: callCenterKeys.processHistory(),
    queryFn: () => serviceRequest('/CallCenter/ProcessHistory', ProcessHistorySchema),
    staleTime: 0,
  });
