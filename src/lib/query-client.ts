import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Banking answers are not retried blindly: only network failures get one more try. */
export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.status === 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
