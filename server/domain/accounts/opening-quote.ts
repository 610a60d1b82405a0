/**
 * The exchange quote of a cross-currency opening (fx/quotes.ts): it prices what the new account
 * receives (its currency fixed); CreateAccount takes the quote once in its commit.
 */
import type * as v from 'valibot';
import type { OpeningQuoteRequestSchema } from '../../../src/contract/account-management';
import { MessageCode } from '../../../src/contract/message-codes';
import { parseAmount } from '../../../src/contract/money';
import type { ExchangeQuote } from '../../../src/contract/transfers';
import type { DomainDeps } from '../common/deps';
import { BusinessError } from '../common/refusal';
import { createQuote } from '../fx/quotes';
import { ownAccount } from './transactions';

export const openingQuote = async (
  deps: DomainDeps,
  customerId: string,
  request: v.InferOutput<typeof OpeningQuoteRequestSchema>,
): Promise<ExchangeQuote> => {
  const source = await ownAccount(deps.db, customerId, request.sourceAccountNumber);
  if (!source) throw new BusinessError([MessageCode.AccountNotFound]);
  if (source.closedAt) throw new BusinessError([MessageCode.AccountClosed]);
  if (source.currency === request.currency) throw new BusinessError([MessageCode.TransferCurrencyMismatch]);
  const amount = parseAmount(request.amount, request.currency);
  if (amount === undefined) throw new BusinessError([MessageCode.TransferAmountTooPrecise]);
  if (amount <= 0n) throw new BusinessError([MessageCode.TransferAmountInvalid]);
  return createQuote(deps.db, deps.config, deps.now(), {
    sourceCurrency: source.currency,
    targetCurrency: request.currency,
    amount,
    amountCurrency: request.currency,
    customerId,
  });
};
