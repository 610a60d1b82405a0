/** Which build this is: set by vite.config.ts `define`. */
declare const __APP_MODE__: 'branch' | 'callcenter';

/** Lingui catalogs, compiled by @lingui/vite-plugin at build time. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

interface ImportMetaEnv {
  /** Where `/` sends a signed-in customer; `/dashboard` when unset. */
  readonly VITE_POST_AUTH_PATH?: string;
}
