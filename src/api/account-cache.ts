import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from './accounts';
import { netWorthKeys } from './net-worth';
import { transactionKeys } from './transactions';

/**
 * After money moved (transfers, payments) or an account changed: the account list (spec section 4:
 * "the account-list cache is cleared after transfers"), net worth and the last transactions.
 */
export const invalidateAccountData = (queryClient: QueryClient): Promise<void> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    queryClient.invalidateQueries({ queryKey: netWorthKeys.all }),
    queryClient.invalidateQueries({ queryKey: transactionKeys.all }),
  ]).then(() => undefined);
