/** `POST /api/Kolas/Resolve`: the holder behind an easy address, masked, and the bank (before sending to it). */
import { Hono } from 'hono';
import { normaliseEasyAddress } from '../../src/contract/easy-address-value';
import { EasyAddressInputSchema, maskEasyAddress } from '../../src/contract/easy-addresses';
import type { EasyAddressHolder } from '../../src/contract/easy-addresses';
import { MessageCode } from '../../src/contract/message-codes';
import { OWN_BANK_NAME, externalByAlias, internalByAlias } from '../domain/directory/directory';
import { maskName } from '../../src/contract/masking';
import type { AppEnv } from '../http/context';
import { serviceSuccess } from '../http/envelopes';
import { BusinessError } from '../domain/common/refusal';
import { limitBy } from '../http/rate-limit';
import { parseJsonBody } from '../http/validate';
import { requireActive } from '../middleware/authenticate';

export const easyAddressResolveRoutes = new Hono<AppEnv>();

easyAddressResolveRoutes.post('/resolve', requireActive, async (c) => {
  const { type, value: raw } = await parseJsonBody(c, EasyAddressInputSchema);
  const { db, config } = c.var.deps;
  const max = config.transfers.resolvePerMinute;
  await limitBy(c, 'kolas-resolve', { key: c.var.session!.customerId, max, windowSeconds: 60 });
  const value = normaliseEasyAddress(type, raw);
  if (!value) throw new BusinessError([MessageCode.EasyAddressInvalid]);
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
