/** Settings (issue 16): change password, login history, devices, the profile and its changes. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { EmptyDataSchema } from '../contract/api-route';
import {
  ContactCodeSentSchema,
  DeviceListSchema,
  DeviceRemovedSchema,
  LoginHistorySchema,
  PasswordChangedSchema,
  ProfileSchema,
  type ChangePasswordRequest,
  type ChangeSecurityImageRequest,
  type ChangeSecurityKeyRequest,
  type ConfirmContactChangeRequest,
  type LoginHistoryQuery,
  type RenameDeviceRequest,
  type StartContactChangeRequest,
} from '../contract/settings';
import { ApproverInfoSchema } from '../contract/transfers';
import { serviceEnvelopeRequest, serviceRequest } from './http';

export const settingsKeys = {
  all: ['settings'] as const,
  history: (filter: Omit<LoginHistoryQuery, 'cursor'>) => [...settingsKeys.all, 'history', filter] as const,
  devices: () => [...settingsKeys.all, 'devices'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
};

const queryString = (filter: LoginHistoryQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** `GET /ChannelManagement/GetLoginHistory` with "load more": pages follow `nextCursor`. */
export const loginHistoryQueryOptions = (filter: Omit<LoginHistoryQuery, 'cursor'>) =>
  infiniteQueryOptions({
    queryKey: settingsKeys.history(filter),
    queryFn: ({ pageParam }) =>
      serviceRequest(
        `/ChannelManagement/GetLoginHistory${queryString({ ...filter, cursor: pageParam })}`,
        LoginHistorySchema,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.devices(),
    queryFn: () => serviceRequest('/Devices/deviceList', DeviceListSchema),
  });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.profile(), queryFn: () => serviceRequest('/Customer/Profile', ProfileSchema) });

type WithCode<T> = T & { otpCode?: string; otpReferenceKey?: string };
const post = <T extends v.GenericSchema>(path: string, schema: T, body: unknown, idempotencyKey: string) =>
  serviceEnvelopeRequest(path, schema, { method: 'POST', body, idempotencyKey });

/** `POST /Auth/ChangePassword`: a code challenge first, then when it changed. */
export const changePassword = (body: WithCode<ChangePasswordRequest>, key: string) =>
  post('/Auth/ChangePassword', v.union([PasswordChangedSchema, ApproverInfoSchema]), body, key);

export const renameDevice = (body: RenameDeviceRequest, key: string) =>
  post('/Devices/RenameDevice', DeviceListSchema, body, key);

export const removeDevice = (deviceId: string, key: string) =>
  post('/Devices/RemoveDevice', DeviceRemovedSchema, { deviceId }, key);

/** `POST /Customer/StartContactChange`: the code goes to the new phone or e-mail. */
export const startContactChange = (body: StartContactChangeRequest) =>
  serviceRequest('/Customer/StartContactChange', ContactCodeSentSchema, { method: 'POST', body });

export const confirmContactChange = (body: ConfirmContactChangeRequest, key: string) =>
  post('/Customer/ConfirmContactChange', ProfileSchema, body, key);

export const changeSecurityImage = (body: WithCode<ChangeSecurityImageRequest>, key: string) =>
  post('/Customer/ChangeSecurityImage', v.union([ApproverInfoSchema, EmptyDataSchema]), body, key);

export const changeSecurityKey = (body: WithCode<ChangeSecurityKeyRequest>, key: string) =>
  post('/Customer/ChangeSecurityKey', v.union([ApproverInfoSchema, EmptyDataSchema]), body, key);
