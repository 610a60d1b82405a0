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
  /** Seconds a captcha may be answered. */
  captchaTimeout: number;
  /** Seconds a forgot-password flow lives. */
  flowTimeout: number;
  /** Wrong answers per forgot-password step before the flow is void. */
  flowMaxAttempts: number;
  /** Seconds an e-mail verification link works. */
  emailTokenTimeout: number;
  /** Rate limits (in memory): requests per window per client address and per identity. */
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
  /** Indicative TRY value of one unit (a gram for XAU) used by GetNetWorth: decimal strings, never floats. */
  indicativeRates: { USD: string; EUR: string; XAU: string };
  sandbox: boolean;
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
  indicativeRates: { USD: '41.25', EUR: '47.80', XAU: '5480.50' },
  sandbox: true,
};

/** Sandbox mode is on unless NODE_ENV=production, where SANDBOX=1 turns it back on. */
export const sandboxFromEnv = (env: NodeJS.ProcessEnv): boolean => env.NODE_ENV !== 'production' || env.SANDBOX === '1';

export interface EnvSettings {
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  distDir: string;
  logLevel: string;
  sandbox: boolean;
  /** RATE_LIMIT_PER_IP / RATE_LIMIT_PER_IDENTITY (per minute), e.g. raised for e2e runs; CLIENT_CACHE_VERSION. */
  config: Partial<ServerConfig>;
}

const positive = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

const envLimits = (env: NodeJS.ProcessEnv): Partial<ServerConfig> => {
  const perIp = positive(env.RATE_LIMIT_PER_IP);
  const perIdentity = positive(env.RATE_LIMIT_PER_IDENTITY);
  const cacheVersion = env.CLIENT_CACHE_VERSION?.trim().slice(0, 40);
  return {
    ...(perIp ? { rateLimitPerIp: perIp } : {}),
    ...(perIdentity ? { rateLimitPerIdentity: perIdentity } : {}),
    ...(cacheVersion ? { clientCacheVersion: cacheVersion } : {}),
  };
};

export const readEnv = (env: NodeJS.ProcessEnv = process.env): EnvSettings => ({
  port: env.PORT ? Number(env.PORT) : 8080,
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR || '.data/pglite',
  distDir: env.DIST_DIR || 'dist',
  logLevel: env.LOG_LEVEL || 'info',
  sandbox: sandboxFromEnv(env),
  config: envLimits(env),
});
