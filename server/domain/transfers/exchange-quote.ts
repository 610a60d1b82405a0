/** GetExchangeQuote: the price of a virement between two of the customer's accounts in different currencies. */
import { MessageCode } from '../../../src/contract/message-codes';
import { parseAmount } from '../../../src/contract/money';
import type * as v from 'valibot';
import type { ExchangeQuote, ExchangeQuoteRequestSchema } from '../../../src/contract/transfers';
import { ownAccount } from '../accounts/transactions';
import { BusinessError } from '../common/refusal';
import type { ProductContext } from '../decisions/product';
import { createQuote } from '../fx/quotes';

export const exchangeQuote = async (
  ctx: ProductContext,
  request: v.InferOutput<typeof ExchangeQuoteRequestSchema>,
): Promise<ExchangeQuote> => {
  const { db, config } = ctx.deps;
  const customerId = ctx.decider.customerId;
  const source = await ownAccount(db, customerId, request.sourceAccountNumber);
  const target = await ownAccount(db, customerId, request.targetAccountNumber);
  if (!source || !target || source.closedAt || target.closedAt)
    throw new BusinessError([MessageCode.TransferOwnAccountExpected]);
  const amountCurrency = request.amountCurrency ?? source.currency;
  if (source.currency === target.currency || (amountCurrency !== source.currency && amountCurrency !== target.currency))
    throw new BusinessError([MessageCode.TransferCurrencyMismatch]);
  const amount = parseAmount(request.amount, amountCurrency);
  if (amount === undefined) throw new BusinessError([MessageCode.TransferAmountTooPrecise]);
  if (amount <= 0n) throw new BusinessError([MessageCode.TransferAmountInvalid]);
  return createQuote(db, config, ctx.now, {
    sourceCurrency: source.currency,
    targetCurrency: target.currency,
    amount,
    amountCurrency,
    customerId,
  });
};
