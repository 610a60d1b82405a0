/** The daily transfer limit: TRY equivalent of today's (Istanbul) outgoing transfers other than virement. */
import { and, eq } from 'drizzle-orm';
import { MINOR_DIGITS, formatAmount, parseAmount, type Currency } from '../../../src/contract/money';
import type { TransferLimits } from '../../../src/contract/transfers';
import type { ServerConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { limitUsage } from '../../db/schema/limits';
import { eftWindowInfo, istanbulDate } from './calendar';

/** The daily limit's code in limit_usage: raised by a transfer's commit, given back when a secure payment is cancelled. */
export const DAILY_LIMIT = 'daily-transfer';

/** Kuruş worth of an amount at the indicative rates, half up. */
export const tryValue = (config: ServerConfig, minor: bigint, currency: Currency): bigint => {
  if (currency === 'TRY') return minor;
  const rate = parseAmount(config.indicativeRates[currency], 'XAU')!; // TRY per unit, 4 decimals
  const scale = 10n ** BigInt(MINOR_DIGITS[currency]) * 100n; // minor units and the rate's extra 2 digits
  return (minor * rate * 2n + scale) / (2n * scale);
};

/** The same counter the plan reads and the commit's limit guard raises. */
const usedToday = async (db: DbOrTx, customerId: string, now: Date): Promise<bigint> => {
  const [row] = await db
    .select({ used: limitUsage.used })
    .from(limitUsage)
    .where(
      and(
        eq(limitUsage.customerId, customerId),
        eq(limitUsage.limitCode, DAILY_LIMIT),
        eq(limitUsage.periodStart, istanbulDate(now)),
      ),
    );
  return row?.used ?? 0n;
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
