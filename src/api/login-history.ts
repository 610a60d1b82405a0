import { queryOptions } from '@tanstack/react-query';
import { LoginAttemptListSchema } from '../contract/auth-flows';
import { serviceRequest } from './http';

/** `GET /ChannelManagement/GetLastLoginAttempts` and `GetLastFailedLoginAttempts`. */
export const loginHistoryKeys = {
  all: ['loginHistory'] as const,
  list: (failedOnly: boolean) => [...loginHistoryKeys.all, { failedOnly }] as const,
};

export const loginAttemptsQueryOptions = (failedOnly: boolean) =>
  queryOptions({
    queryKey: loginHistoryKeys.list(failedOnly),
    queryFn: () =>
      serviceRequest(
        failedOnly ? '/ChannelManagement/GetLastFailedLoginAttempts' : '/ChannelManagement/GetLastLoginAttempts',
        LoginAttemptListSchema,
      ),
  });
