/** IP restrictions (issue 16): the rules, and a change under its code. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  IpRestrictionChangedSchema,
  IpRestrictionListSchema,
  type CreateIpRestrictionRequest,
  type DeleteIpRestrictionRequest,
  type UpdateIpRestrictionRequest,
} from '../contract/ip-restrictions';
import { ApproverInfoSchema } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export const ipRestrictionKeys = { all: ['ipRestrictions'] as const };

export const ipRestrictionsQueryOptions = () =>
  queryOptions({
    queryKey: ipRestrictionKeys.all,
    queryFn: () => serviceRequest('/ChannelManagement/GetIpRestrictions', IpRestrictionListSchema),
  });

/** One change as the confirm step sends it. */
export type IpChange =
  | { verb: 'Create'; body: CreateIpRestrictionRequest }
  | { verb: 'Update'; body: UpdateIpRestrictionRequest }
  | { verb: 'Delete'; body: DeleteIpRestrictionRequest };

/** `POST /ChannelManagement/<verb>IpRestriction` under the decision's key: the code first, then the rules. */
export const changeIpRestriction = (
  change: IpChange & { otpCode?: string; otpReferenceKey?: string },
  idempotencyKey: string,
) => {
  const code = change.otpReferenceKey ? { otpReferenceKey: change.otpReferenceKey, otpCode: change.otpCode } : {};
  return serviceEnvelopeRequest(
    `/ChannelManagement/${change.verb}IpRestriction`,
    v.union([IpRestrictionChangedSchema, ApproverInfoSchema]),
    { method: 'POST', body: { ...change.body, ...code }, idempotencyKey },
  );
};
