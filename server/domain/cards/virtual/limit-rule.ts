/** A virtual card's own limit: above zero, in kuruş, and at most its main card's limit. */
import { MessageCode } from '../../../../src/contract/message-codes';
import { parseAmount } from '../../../../src/contract/money';
import { BusinessError } from '../../common/refusal';

export const parseVirtualLimit = (text: string, mainLimit: bigint): bigint => {
  const limit = parseAmount(text, 'TRY');
  if (limit === undefined || limit <= 0n) throw new BusinessError([MessageCode.VirtualLimitInvalid]);
  if (limit > mainLimit) throw new BusinessError([MessageCode.VirtualLimitOverMain]);
  return limit;
};
