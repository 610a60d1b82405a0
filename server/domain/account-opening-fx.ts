/**
 * Cross-currency funding of a new account. It waits for the FX quote module
 * (server/domain/transfers/fx.ts, createQuote/takeQuote); until then a cross-currency
 * opening is refused with `transfer.quoteRequired` and nothing is written.
 */
import { MessageCode } from '../../src/contract/message-codes';
import { BusinessError } from '../http/errors';
import type { CrossCurrencyFunding } from './account-management';

export const crossCurrencyFunding: CrossCurrencyFunding = async () => {
  throw new BusinessError([MessageCode.TransferQuoteRequired]);
};
