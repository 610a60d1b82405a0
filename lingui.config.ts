import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'eng',
  locales: ['tur', 'eng'],
  fallbackLocales: { default: 'eng' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src'], exclude: ['**/node_modules/**'] }],
  format: 'po',
});
