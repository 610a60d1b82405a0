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
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /** The bank code inside every IBAN the sandbox bank issues. */
  bankCode: string;
  sandbox: boolean;
}

export const DEFAULT_CONFIG: ServerConfig = {
  otpTimeout: 120,
  mobileApproveTimeout: 120,
  sessionTimeout: 600,
  sessionTimeoutWarningTime: 60,
  sessionMaxTimeoutInSeconds: 1860,
  otpMaxAttempts: 5,
  bodyLimitBytes: 64 * 1024,
  bankCode: '00899',
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
}

export const readEnv = (env: NodeJS.ProcessEnv = process.env): EnvSettings => ({
  port: env.PORT ? Number(env.PORT) : 8080,
  databaseUrl: env.DATABASE_URL || undefined,
  dataDir: env.DATA_DIR || '.data/pglite',
  distDir: env.DIST_DIR || 'dist',
  logLevel: env.LOG_LEVEL || 'info',
  sandbox: sandboxFromEnv(env),
});
