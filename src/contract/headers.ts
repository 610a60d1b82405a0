/** Header names of the contract; attached by the service worker, read by the server. */
export const Header = {
  TraceId: 'X-Trace-Id',
  Language: 'X-Language',
  Channel: 'X-Channel',
  Os: 'X-OS',
  DeviceBrand: 'X-Device-Brand',
  DeviceModel: 'X-Device-Model',
  ApiVersion: 'X-Api-Version',
  TransactionToken: 'X-Transaction-Token',
  Signed: 'X-Signed',
  Signature: 'X-Signature',
  Timestamp: 'X-Timestamp',
  UnprotectedToken: 'X-Unprotected-Token',
  AgentToken: 'X-Agent-Token',
  ClientKey: 'X-Client-Key',
  IdempotencyKey: 'Idempotency-Key',
} as const;

/** The fixed public value sent on unsigned (pre-login) calls. */
export const UNPROTECTED_TOKEN = 'emanet-public-7c1d2f';

export const Channel = { Internet: 'Internet', CallCenter: 'CC' } as const;
export type Channel = (typeof Channel)[keyof typeof Channel];

export const LANGUAGES = ['tur', 'eng'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tur';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Device header values are cut to this many characters. */
export const DEVICE_HEADER_MAX = 150;

/** The session cookie the server binds to the transaction token. */
export const SESSION_COOKIE = 'emanet_sid';
/** The browser's device key (settings, issue 16): set by the bank at sign-in, HttpOnly, page scripts never read it. */
export const DEVICE_COOKIE = 'emanet_device';

/** `/api` paths (lower-cased, without `/api`) answered with API version 1.2. */
const V12_PREFIXES = [
  '/deposit/getaccounts/',
  '/dkadc/getrecordedtransactions',
  '/dkadc/saverecordedtransaction',
  '/dkadc/updaterecordedtransaction',
  '/dkadc/deleterecordedtransaction/',
  '/dkadc/vegaselect',
];

export const apiVersionFor = (path: string): '1.1' | '1.2' => {
  const p = path.toLowerCase();
  return V12_PREFIXES.some((prefix) => p.startsWith(prefix)) ? '1.2' : '1.1';
};

/**
 * Pre-login calls: unsigned, sent with the unprotected token. Every other `/api`
 * call needs a transaction token (customer) or an agent token (CallCenter).
 * Lower-cased paths without `/api`; an entry ending in `/` is a prefix.
 */
const UNSIGNED = [
  '/auth/initiallogin',
  '/auth/getsensitivedatamapping',
  '/external/getsensitivedatamapping',
  '/auth/passwordregex',
  '/auth/branches',
  '/captcha/generate',
  '/auth/forgotpassword',
  '/auth/confirmflow',
  '/auth/resendflowotp',
  '/auth/verifysecuritykey',
  '/auth/setnewpassword',
  '/auth/passwordregexflow',
  '/auth/verifyemail',
  '/dkadc/getlocalizationdata',
  '/dkadc/getimageurls',
  '/dkadc/log',
  '/external/getparametersbygroupprelogin/',
  '/sandbox/',
  /** Open banking's provider API: client credentials or a bearer token, no customer session. */
  '/ohvps/',
  '/health',
  '/openapi.json',
  '/docs',
  '/docs/',
];

export const isUnsignedPath = (path: string): boolean => {
  const p = path.toLowerCase();
  return UNSIGNED.some((entry) => (entry.endsWith('/') ? p.startsWith(entry) : p === entry));
};
