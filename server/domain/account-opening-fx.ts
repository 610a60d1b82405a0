/**
 * Cross-currency funding of a new account, at an exchange quote (server/domain/transfers/fx.ts):
 * `openingQuote` prices what the new account receives (its currency fixed); CreateAccount takes
 * the quote inside its transaction and posts the four FX legs through the position accounts.
 */
import type { ExchangeQuote } from '../../src/contract/transfers';
import { MessageCode } from '../../src/contract/message-codes';
import type { Currency } from '../../src/contract/money';
import type { ServerConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { BusinessError } from '../http/errors';
import type { CrossCurrencyFunding } from './account-management';
import { postTransfer } from './ledger';
import { createQuote, fxEntries, takeQuote } from './transfers/fx';

export const openingQuote = (
  db: DbOrTx,
  config: ServerConfig,
  now: Date,
  input: { customerId: string; sourceCurrency: Currency; currency: Currency; amount: bigint },
): Promise<ExchangeQuote> =>
  createQuote(db, config, now, {
    sourceCurrency: input.sourceCurrency,
    targetCurrency: input.currency,
    amount: input.amount,
    amountCurrency: input.currency,
    customerId: input.customerId,
  });

export const crossCurrencyFunding: CrossCurrencyFunding = async (
  tx,
  { request, source, target, customerId, at, amount, idempotencyKey },
) => {
  const quote = await takeQuote(tx, request.quoteId!, at);
  const fits =
    quote.customerId === customerId &&
    quote.sourceCurrency === source.currency &&
    quote.targetCurrency === target.currency &&
    quote.targetAmount === amount;
  if (!fits) throw new BusinessError([MessageCode.TransferQuoteExpired]);
  const description = 'Hesap açılışı (döviz)';
  await postTransfer(tx, {
    kind: 'AccountOpening',
    description,
    valueDate: at,
    at,
    idempotencyKey,
    entries: await fxEntries(tx, {
      sourceAccountId: source.id,
      sourceCurrency: source.currency,
      sourceMinor: quote.sourceAmount,
      targetAccountId: target.id,
      targetCurrency: target.currency,
      targetMinor: quote.targetAmount,
      description,
    }),
  });
};
