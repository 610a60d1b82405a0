/** `POST /api/Kolas/Resolve`: the holder behind an easy address, masked, and the bank (before sending to it). */
import { Hono } from 'hono';
import { EasyAddressInputSchema, maskEasyAddress, normaliseEasyAddress } from '../../src/contract/easy-addresses';
import type { EasyAddressHolder } from '../../src/contract/easy-addresses';
import { MessageCode } from '../../src/contract/message-codes';
import { OWN_BANK_NAME, externalByAlias, internalByAlias } from '../domain/directory/directory';
import { maskName } from '../../src/contract/masking';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { RequestError } from '../http/errors';
import { BusinessError } from '../domain/common/refusal';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const easyAddressResolveRoutes = new Hono<AppEnv>();

easyAddressResolveRoutes.post('/resolve', requireActive, async (c) => {
  const { type, value: raw } = await parseJsonBody(c, EasyAddressInputSchema);
  const { limiter, now } = c.var.deps;
  const wait = await limiter.hit(
    'kolas-resolve',
    c.var.session!.customerId,
    c.var.deps.config.transfers.resolvePerMinute,
    60,
    now(),
  );
  if (wait !== undefined)
    throw new RequestError(429, [MessageCode.RateLimited], undefined, { retryAfterSeconds: wait });
  const value = normaliseEasyAddress(type, raw);
  if (!value) throw new BusinessError([MessageCode.EasyAddressInvalid]);
  const { db, config } = c.var.deps;
  const ours = await internalByAlias(db, type, value);
  const external = ours ? undefined : await externalByAlias(db, type, value);
  if (!ours && !external) throw new BusinessError([MessageCode.TransferReceiverNotFound]);
  const holder: EasyAddressHolder = {
    type,
    maskedValue: maskEasyAddress(type, value),
    maskedName: maskName(ours?.holderName ?? external!.holderName),
    bankCode: ours ? config.bankCode : external!.bankCode,
    bankName: ours ? OWN_BANK_NAME : external!.bankName,
    isOwnBank: Boolean(ours),
  };
  return c.json(serviceSuccess(holder));
});
