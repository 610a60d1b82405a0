/** The daily transfer limit: TRY equivalent of today's (Istanbul) outgoing transfers other than virement. */
import { and, eq, gte, notInArray, sql } from 'drizzle-orm';
import { MINOR_DIGITS, formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import type { TransferLimits } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { transfers } from '../../db/schema/transfers';
import { eftWindowInfo, istanbulDayStart } from './calendar';

/** Kuruş worth of an amount at the indicative rates, half up. */
export const tryValue = (config: ServerConfig, minor: bigint, currency: Currency): bigint => {
  if (currency === 'TRY') return minor;
  const rate = parseAmount(config.indicativeRates[currency], 'XAU')!; // TRY per unit, 4 decimals
  const scale = 10n ** BigInt(MINOR_DIGITS[currency]) * 100n; // minor units and the rate's extra 2 digits
  return (minor * rate * 2n + scale) / (2n * scale);
};

export const usedToday = async (db: DbOrTx, customerId: string, now: Date): Promise<bigint> => {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${transfers.limitAmountTry}), 0)::text` })
    .from(transfers)
    .where(
      and(
        eq(transfers.customerId, customerId),
        gte(transfers.createdAt, istanbulDayStart(now)),
        notInArray(transfers.status, ['Cancelled', 'Returned']),
      ),
    );
  return BigInt(row?.sum ?? '0');
};

export const limitsOf = async (
  db: DbOrTx,
  config: ServerConfig,
  customerId: string,
  now: Date,
): Promise<TransferLimits> => {
  const daily = parseAmount(config.transfers.dailyTransferLimit, 'TRY')!;
  const used = await usedToday(db, customerId, now);
  const remaining = daily > used ? daily - used : 0n;
  return {
    currency: 'TRY',
    fastPerTransactionLimit: config.transfers.fastPerTransactionLimit,
    dailyLimit: formatAmount(daily, 'TRY'),
    usedToday: formatAmount(used, 'TRY'),
    remainingToday: formatAmount(remaining, 'TRY'),
    eft: eftWindowInfo(now, config.transfers.eft),
  };
};
