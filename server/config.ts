import type { MarketInstrument } from '../src/contract/market';
import { parseCidr } from '../src/contract/ip-cidr';
import type { Currency } from '../src/contract/money';

/** Transfer settings: limits, fees, EFT hours (Europe/Istanbul), FX spread, quote lifetime, settlement timing. */
export interface TransferSettings {
  /** FAST per-transaction limit (100,000 TL since 4 April 2024); above it an interbank transfer goes by EFT. */
  fastPerTransactionLimit: string;
  /** Per customer per Istanbul day: TRY equivalent of outgoing transfers other than virement. */
  dailyTransferLimit: string;
  /** Per transfer, in TRY, posted to the fee-income GL account. */
  fees: { EFT: string; FAST: string; Remittance: string; Virement: string; SecurePayment: string };
  /** EFT window on working days (Mon-Fri, not a holiday); half days close early. Dates are YYYY-MM-DD in Istanbul. */
  eft: { opensAt: string; closesAt: string; halfDayClosesAt: string; halfDays: string[]; holidays: string[] };
  /** The bank's spread on the indicative mid rate, in percent. */
  fxSpreadPercent: string;
  fxQuoteTtlSeconds: number;
  /** How often the clearing loop runs; 0 turns it off (tests settle by hand). */
  settlementIntervalSeconds: number;
  /** A FAST payment settles this long after it was sent; an EFT this long after it entered an open window. */
  fastSettlementDelaySeconds: number;
  eftSettlementDelaySeconds: number;
  /** Kolas/Resolve calls per customer per minute: an alias directory must not be walked. */
  resolvePerMinute: number;
}

/** Server settings: defaults from the spec (section 9), overridable by options or environment. */
export interface ServerConfig {
  /** Seconds an OTP code stays valid. */
  otpTimeout: number;
  /** Seconds a push approval may take. */
  mobileApproveTimeout: number;
  /** Idle seconds before a session ends. */
  sessionTimeout: number;
  sessionTimeoutWarningTime: number;
  /** Absolute session length in seconds. */
  sessionMaxTimeoutInSeconds: number;
  /** Wrong OTP codes before the code is void. */
  otpMaxAttempts: number;
  /** Consecutive password failures after which InitialLogin and forgotPassword need a captcha. */
  captchaAfterFailures: number;
  /** Consecutive password failures that lock the identity. */
  lockAfterFailures: number;
  /** Seconds an identity stays locked. */
  lockoutSeconds: number;
  /**
   * Proxies (CIDRs) whose X-Forwarded-For the bank believes (ip-restrictions, the login history, rate
   * limits): empty, the socket's address is the client's. Env TRUSTED_PROXIES, comma-separated.
   */
  trustedProxies: string[];
  /** Seconds a captcha may be answered. */
  captchaTimeout: number;
  /** Seconds a forgot-password flow lives. */
  flowTimeout: number;
  /** Wrong answers per forgot-password step before the flow is void. */
  flowMaxAttempts: number;
  /** Seconds an e-mail verification link works. */
  emailTokenTimeout: number;
  /** Rate limits (shared by every server process: the database, or Redis): requests per window per client address and per identity. */
  rateLimitWindowSeconds: number;
  rateLimitPerIp: number;
  rateLimitPerIdentity: number;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /** The bank code inside every IBAN the sandbox bank issues. */
  bankCode: string;
  /** ClientCacheVersion (parameter group DKADC): a change makes every client clear its storage. */
  clientCacheVersion: string;
  /** Client log batches (POST /DkAdc/Log) per client address per window. */
  rateLimitLogsPerIp: number;
  /**
   * Indicative TRY value of one unit (a gram for metals): the transfers' conversions and daily limit, and
   * the market feed's opening prices. Decimal strings, never floats.
   */
  indicativeRates: Record<Exclude<Currency, 'TRY'>, string>;
  /** Currency and precious metals (issue 15). See server/domain/market/. */
  market: MarketSettings;
  /** Transfers (issue 6); amounts are TRY decimal strings. See server/domain/transfers/. */
  transfers: TransferSettings;
  /** How often the standing-order scheduler runs (seconds); 0 turns it off (tests run it by hand). */
  standingOrderIntervalSeconds: number;
  /** Cards (issue 14); amounts are TRY decimal strings, rates decimal fractions. See server/domain/cards/. */
  cards: CardSettings;
  /** Physical gold (issue 15). See server/domain/physical-gold/. */
  physicalGold: PhysicalGoldSettings;
  /** Financing (issue 15): rates as decimal fractions. See server/domain/financing/. */
  financing: FinancingSettings;
  sandbox: boolean;
}

/** Trading hours on Istanbul time, HH:MM, the days of the week (0 Sunday) they apply on. */
export interface TradingHours {
  days: number[];
  opensAt: string;
  closesAt: string;
}

export interface MarketSettings {
  /** The feed's seed: the same seed gives the same prices for the same minute. */
  seed: string;
  /** One price per bucket of this many seconds. */
  bucketSeconds: number;
  /** Largest move of the random walk per bucket, in hundredths of a percent of the price. */
  stepBasisPoints: number;
  /** The bank's spread around the mid per instrument, in percent of the mid (half each side). */
  spreadPercent: Record<MarketInstrument, string>;
  /** How long a quote holds, seconds. */
  quoteTtlSeconds: number;
  /** BSMV (kambiyo vergisi) on the customer's purchases, a decimal fraction (0.002 is 0.2 %), and what it applies to. */
  bsmvRate: string;
  bsmvInstruments: MarketInstrument[];
  /** Currencies trade in `fxHours`, metals in `metalHours`. */
  fxHours: TradingHours;
  metalHours: TradingHours;
  /** The smallest trade: in units of the instrument (grams for metals). */
  minimumAmount: Record<MarketInstrument, string>;
}

/** Financing (murabaha) settings; rates are decimal fractions ("0.15" is 15 %). */
export interface FinancingSettings {
  /** KKDF and BSMV on the profit share, per product (consumer 15 % + 15 %, housing none), fixed into a contract when it is made. */
  taxRates: Record<'Vehicle' | 'Housing' | 'Goods', { kkdf: string; bsmv: string }>;
  /** Late charge ("gecikme cezası") per month on an overdue installment, by the day (x days / 30). */
  lateChargeMonthlyRate: string;
  /** Housing only (6502 art. 37, fixed-rate): the fee on the principal prepaid, up to 36 months left and beyond. */
  housingEarlyRepaymentFee: { upTo36Months: string; over36Months: string };
}

/** Physical gold: the summary's price hold, the workmanship premium per product, the order steps' timing. */
export interface PhysicalGoldSettings {
  /** How long a priced summary holds its price (seconds). */
  priceHoldSeconds: number;
  /** Workmanship premium ("işçilik") per product code, in percent over the fine gold's price. */
  premiumPercent: Record<string, string>;
  /** Hours from one order step to the next: Ordered → Prepared → Shipped → Delivered. */
  stepHours: { prepared: number; shipped: number; delivered: number };
  /** How often the order runner moves orders (seconds); 0 turns it off (tests run it by hand). */
  runnerIntervalSeconds: number;
}

/** A card's three daily limits. */
export interface CardDailyLimits {
  atm: string;
  pos: string;
  online: string;
}

export interface CardSettings {
  /** A new card's daily limits, and the most a customer may set (the bank's maxima). */
  debitDefaults: CardDailyLimits;
  debitMaxima: CardDailyLimits;
  creditDefaults: CardDailyLimits;
  creditMaxima: CardDailyLimits;
  /** Contactless without a PIN up to this amount (BKM, 15 Jan 2026). */
  contactlessNoPinLimit: string;
  /** Minimum payment: the rate of the first band whose limit the card's limit does not pass; a card in its first year pays `firstYearRate`. */
  minimumPaymentBands: { upToLimit: string | null; rate: string }[];
  firstYearMinimumRate: string;
  /** The days of the month a statement may be cut, and the days from cut-off to due date (then the next working day). */
  cutoffDays: number[];
  dueDays: number;
  /** Monthly rates: the contractual profit share ("kâr payı") and the late charge ("gecikme cezası"). */
  profitShareMonthlyRate: string;
  lateChargeMonthlyRate: string;
  /** The fee of a cash advance, and the margin over the selling rate on spending abroad. */
  cashAdvanceFee: string;
  abroadMargin: string;
  /** Credit card applications: the least declared monthly income, and the limit as a multiple of it (BDDK: 2× in the first year). */
  minimumMonthlyIncome: string;
  incomeLimitMultiple: number;
  /** How long a virtual card's revealed number, expiry and CVV stay on screen (seconds). */
  revealSeconds: number;
  /** How often the card runner (statements, late charges, applications) runs (seconds); 0 turns it off. */
  runnerIntervalSeconds: number;
}

export const DEFAULT_CONFIG: ServerConfig = {
  otpTimeout: 120,
  mobileApproveTimeout: 120,
  sessionTimeout: 600,
  sessionTimeoutWarningTime: 60,
  sessionMaxTimeoutInSeconds: 1860,
  otpMaxAttempts: 5,
  captchaAfterFailures: 3,
  lockAfterFailures: 6,
  lockoutSeconds: 15 * 60,
  trustedProxies: [],
  captchaTimeout: 5 * 60,
  flowTimeout: 10 * 60,
  flowMaxAttempts: 5,
  emailTokenTimeout: 24 * 60 * 60,
  rateLimitWindowSeconds: 60,
  rateLimitPerIp: 30,
  rateLimitPerIdentity: 10,
  bodyLimitBytes: 64 * 1024,
  bankCode: '00899',
  clientCacheVersion: '1',
  rateLimitLogsPerIp: 60,
  indicativeRates: { USD: '41.25', EUR: '47.80', GBP: '54.30', XAU: '5480.50', XAG: '67.40', XPT: '2135.00' },
  market: {
    seed: 'emanet-market',
    bucketSeconds: 60,
    stepBasisPoints: 8,
    spreadPercent: { USD: '0.60', EUR: '0.60', GBP: '0.80', XAU: '1.00', XAG: '2.50', XPT: '2.50' },
    quoteTtlSeconds: 30,
    bsmvRate: '0.002',
    bsmvInstruments: ['USD', 'EUR', 'GBP', 'XAU'],
    fxHours: { days: [1, 2, 3, 4, 5], opensAt: '09:00', closesAt: '17:30' },
    metalHours: { days: [1, 2, 3, 4, 5, 6], opensAt: '08:00', closesAt: '22:00' },
    minimumAmount: { USD: '1.00', EUR: '1.00', GBP: '1.00', XAU: '0.0100', XAG: '1.0000', XPT: '0.0100' },
  },
  financing: {
    taxRates: {
      Vehicle: { kkdf: '0.15', bsmv: '0.15' },
      Goods: { kkdf: '0.15', bsmv: '0.15' },
      Housing: { kkdf: '0', bsmv: '0' },
    },
    lateChargeMonthlyRate: '0.0455',
    housingEarlyRepaymentFee: { upTo36Months: '0.01', over36Months: '0.02' },
  },
  cards: {
    debitDefaults: { atm: '20000.00', pos: '100000.00', online: '25000.00' },
    debitMaxima: { atm: '50000.00', pos: '250000.00', online: '100000.00' },
    creditDefaults: { atm: '10000.00', pos: '100000.00', online: '25000.00' },
    creditMaxima: { atm: '25000.00', pos: '250000.00', online: '100000.00' },
    contactlessNoPinLimit: '2500.00',
    minimumPaymentBands: [
      { upToLimit: '50000.00', rate: '0.20' },
      { upToLimit: null, rate: '0.40' },
    ],
    firstYearMinimumRate: '0.40',
    cutoffDays: [8, 15, 23, 30],
    dueDays: 10,
    profitShareMonthlyRate: '0.0425',
    lateChargeMonthlyRate: '0.0455',
    cashAdvanceFee: '50.00',
    abroadMargin: '0.015',
    minimumMonthlyIncome: '22000.00',
    incomeLimitMultiple: 2,
    revealSeconds: 60,
    runnerIntervalSeconds: 30,
  },
  transfers: {
    fastPerTransactionLimit: '100000.00',
    dailyTransferLimit: '250000.00',
    fees: { EFT: '8.75', FAST: '4.50', Remittance: '0.00', Virement: '0.00', SecurePayment: '0.00' },
    eft: {
      opensAt: '08:00',
      closesAt: '17:30',
      halfDayClosesAt: '13:00',
      // Eves of religious holidays and of Republic Day (official calendar: check each year).
      halfDays: ['2026-03-19', '2026-05-26', '2026-10-28', '2027-03-09', '2027-05-15', '2027-10-28'],
      holidays: [
        '2026-01-01',
        '2026-03-20',
        '2026-03-21',
        '2026-03-22',
        '2026-04-23',
        '2026-05-01',
        '2026-05-19',
        '2026-05-27',
        '2026-05-28',
        '2026-05-29',
        '2026-05-30',
        '2026-07-15',
        '2026-08-30',
        '2026-10-29',
        '2027-01-01',
        '2027-03-10',
        '2027-03-11',
        '2027-03-12',
        '2027-04-23',
        '2027-05-01',
        '2027-05-16',
        '2027-05-17',
        '2027-05-18',
        '2027-05-19',
        '2027-07-15',
        '2027-08-30',
        '2027-10-29',
      ],
    },
    fxSpreadPercent: '0.50',
    fxQuoteTtlSeconds: 120,
    settlementIntervalSeconds: 2,
    fastSettlementDelaySeconds: 3,
    eftSettlementDelaySeconds: 60,
    resolvePerMinute: 30,
  },
  physicalGold: {
    priceHoldSeconds: 60,
    premiumPercent: {
      'BAR-1': '6.00',
      'BAR-5': '3.50',
      'BAR-10': '2.50',
      'BAR-20': '2.00',
      'BAR-50': '1.50',
      'BAR-100': '1.20',
      'COIN-QUARTER': '4.00',
      'COIN-HALF': '4.00',
      'COIN-FULL': '3.50',
    },
    stepHours: { prepared: 4, shipped: 20, delivered: 24 },
    runnerIntervalSeconds: 30,
  },
  standingOrderIntervalSeconds: 30,
  sandbox: true,
};

/** Sandbox mode is on unless NODE_ENV=production, where SANDBOX=1 turns it back on. */
export const sandboxFromEnv = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV !== 'production' || env.SANDBOX === '1';

export interface EnvSettings {
  port: number;
  databaseUrl: string | undefined;
  /** Where the rate limits and the replay cache live when set (else the database). */
  redisUrl: string | undefined;
  /** Put before every Redis key, so deployments can share one Redis (default `emanet:`). */
  redisKeyPrefix: string;
  dataDir: string;
  distDir: string;
  logLevel: string;
  sandbox: boolean;
  /** RATE_LIMIT_PER_IP / RATE_LIMIT_PER_IDENTITY (per minute), e.g. raised for e2e runs; CLIENT_CACHE_VERSION. */
  config: Partial<ServerConfig>;
}

const positive = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

const DECIMAL_TRY = /^\d{1,13}\.\d{2}$/;

/** FAST_PER_TRANSACTION_LIMIT, DAILY_TRANSFER_LIMIT ("250000.00"), SETTLEMENT_INTERVAL_SECONDS (0 = off). */
const envTransfers = (env: NodeJS.ProcessEnv): TransferSettings | undefined => {
  const fast = env.FAST_PER_TRANSACTION_LIMIT?.trim();
  const daily = env.DAILY_TRANSFER_LIMIT?.trim();
  const interval = env.SETTLEMENT_INTERVAL_SECONDS?.trim();
  if (!fast && !daily && !interval) return undefined;
  const defaults = DEFAULT_CONFIG.transfers;
  return {
    ...defaults,
    ...(fast && DECIMAL_TRY.test(fast) ? { fastPerTransactionLimit: fast } : {}),
    ...(daily && DECIMAL_TRY.test(daily) ? { dailyTransferLimit: daily } : {}),
    ...(interval && /^\d{1,5}$/.test(interval) ? { settlementIntervalSeconds: Number(interval) } : {}),
  };
};

const envLimits = (env: NodeJS.ProcessEnv): Partial<ServerConfig> => {
  const perIp = positive(env.RATE_LIMIT_PER_IP);
  const perIdentity = positive(env.RATE_LIMIT_PER_IDENTITY);
  const cacheVersion = env.CLIENT_CACHE_VERSION?.trim().slice(0, 40);
  const transfers = envTransfers(env);
  // STANDING_ORDER_INTERVAL_SECONDS: the scheduler's tick (0 = off).
  const orderTick = env.STANDING_ORDER_INTERVAL_SECONDS?.trim();
  // CARD_RUNNER_INTERVAL_SECONDS: the card runner's tick (statements, late charges, applications; 0 = off).
  const cardTick = env.CARD_RUNNER_INTERVAL_SECONDS?.trim();
  // TRUSTED_PROXIES: CIDRs of the reverse proxies whose X-Forwarded-For is believed.
  const proxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => parseCidr(item) !== undefined);
  return {
    ...(transfers ? { transfers } : {}),
    ...(orderTick && /^\d{1,5}$/.test(orderTick) ? { standingOrderIntervalSeconds: Number(orderTick) } : {}),
    ...(cardTick && /^\d{1,5}$/.test(cardTick)
      ? { cards: { ...DEFAULT_CONFIG.cards, runnerIntervalSeconds: Number(cardTick) } }
      : {}),
    ...(perIp ? { rateLimitPerIp: perIp } : {}),
    ...(perIdentity ? { rateLimitPerIdentity: perIdentity } : {}),
    ...(cacheVersion ? { clientCacheVersion: cacheVersion } : {}),
    ...(proxies.length ? { trustedProxies: proxies } : {}),
  };
};

export const readEnv = (env: NodeJS.ProcessEnv = process.env): EnvSettings => ({
  port: env.PORT ? Number(env.PORT) : 8080,
  databaseUrl: env.DATABASE_URL || undefined,
  redisUrl: env.REDIS_URL || undefined,
  redisKeyPrefix: env.REDIS_KEY_PREFIX || 'emanet:',
  dataDir: env.DATA_DIR || '.data/pglite',
  distDir: env.DIST_DIR || 'dist',
  logLevel: env.LOG_LEVEL || 'info',
  sandbox: sandboxFromEnv(env),
  config: envLimits(env),
});
