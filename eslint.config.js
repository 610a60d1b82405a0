// ESLint 9 flat config: typescript-eslint, react-hooks, jsx-a11y, TanStack Query, Lingui,
// and the import boundaries of ../shared/style.md (boundaries + no-cycle).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginLingui from 'eslint-plugin-lingui';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const tsProjects = ['tsconfig.app.json', 'tsconfig.sw.json', 'tsconfig.server.json', 'tsconfig.tooling.json'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      '**/*.gen.ts',
      'src/locales/**/*.ts',
      'src/locales/**/*.js',
      'dev-dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, boundaries },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
      'import/resolver': { typescript: { project: tsProjects, alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
      'boundaries/include': ['src/**/*', 'sw/**/*', 'server/**/*'],
      'boundaries/elements': [
        { type: 'contract', pattern: 'src/contract' },
        { type: 'routes', pattern: ['src/routes', 'src/callcenter-routes'] },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'api', pattern: 'src/api' },
        { type: 'components', pattern: 'src/components' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'locales', pattern: 'src/locales' },
        { type: 'root', pattern: 'src/*', mode: 'file' },
        { type: 'sw', pattern: 'sw' },
        // The server's layers (style.md): routes -> domain -> db; http/ and middleware/ are the HTTP edge.
        { type: 'server-config', pattern: 'server/{config,logger}.ts', mode: 'file' },
        { type: 'server-routes', pattern: 'server/routes' },
        { type: 'server-middleware', pattern: 'server/middleware' },
        { type: 'server-http', pattern: 'server/http' },
        { type: 'server-domain', pattern: 'server/domain/*', capture: ['area'] },
        { type: 'server-db', pattern: 'server/db' },
        { type: 'server-seed', pattern: 'server/seed' },
        { type: 'server-root', pattern: 'server/*', mode: 'file' },
        { type: 'server', pattern: 'server' },
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'contract', allow: ['contract'] },
            { from: 'lib', allow: ['lib', 'contract', 'locales'] },
            { from: 'api', allow: ['api', 'lib', 'contract'] },
            { from: 'components', allow: ['components', 'lib', 'contract'] },
            {
              from: 'feature',
              allow: [['feature', { feature: '${from.feature}' }], 'api', 'components', 'lib', 'contract'],
            },
            { from: 'routes', allow: ['routes', 'feature', 'api', 'components', 'lib', 'contract'] },
            { from: 'root', allow: ['root', 'routes', 'feature', 'api', 'components', 'lib', 'contract', 'locales'] },
            { from: 'sw', allow: ['sw', 'contract'] },
            { from: 'server-config', allow: ['server-config', 'contract'] },
            { from: 'server-db', allow: ['server-db', 'server-config', 'contract'] },
            { from: 'server-domain', allow: ['server-domain', 'server-db', 'server-config', 'contract'] },
            { from: 'server-seed', allow: ['server-seed', 'server-domain', 'server-db', 'server-config', 'contract'] },
            { from: 'server-http', allow: ['server-http', 'server-domain', 'server-config', 'contract'] },
            {
              from: 'server-middleware',
              allow: ['server-middleware', 'server-http', 'server-domain', 'server-config', 'contract'],
            },
            {
              from: 'server-routes',
              allow: [
                'server-routes',
                'server-middleware',
                'server-http',
                'server-domain',
                'server-config',
                'contract',
              ],
            },
            {
              from: 'server-root',
              allow: [
                'server-root',
                'server-routes',
                'server-middleware',
                'server-http',
                'server-domain',
                'server-db',
                'server-seed',
                'server-config',
                'server',
                'contract',
              ],
            },
            { from: 'server', allow: ['server', 'contract'] },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...pluginQuery.configs['flat/recommended'],
  pluginLingui.configs['flat/recommended'],
  {
    // Every visible string goes through Lingui: JSX text and sentence-like literals in UI code.
    files: [
      'src/features/**/*.tsx',
      'src/components/**/*.tsx',
      'src/routes/**/*.tsx',
      'src/callcenter-routes/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[^A-Za-zÇĞİÖŞÜçğıöşü]*$', '^#'],
          ignoreNames: [
            { regex: { pattern: 'className|^(data-|aria-)|testid|^on[A-Z]', flags: 'i' } },
            'type',
            'id',
            'to',
            'href',
            'src',
            'width',
            'height',
            'mode',
            'variant',
            'size',
            'colorPalette',
            'name',
            'autoComplete',
            'inputMode',
            'role',
            'key',
            'path',
            'as',
            'method',
            'rel',
            'target',
            'layout',
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            'createFileRoute',
            'createRootRoute',
            'createRootRouteWithContext',
            'redirect',
            'navigate',
            'useNavigate',
            'queryKey',
            '*.postMessage',
            'fetch',
            'http*',
            'api*',
            'new URL',
            'URLSearchParams',
            '*.set',
            '*.get',
            '*.delete',
          ],
        },
      ],
    },
  },
  {
    // Routes never query tables: they hand the database to the domain (the boundaries above keep db/ out).
    files: ['server/routes/**/*.ts', 'server/http/**/*.ts', 'server/middleware/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|\\$client)$/][object.property.name='db']",
          message: 'The HTTP layer does not query tables: call a domain function with the database.',
        },
        {
          selector:
            "MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction|\\$client)$/][object.name='db']",
          message: 'The HTTP layer does not query tables: call a domain function with the database.',
        },
      ],
    },
  },
  {
    // The domain answers outcomes and refusals; envelopes and HTTP live in server/http.
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['hono', 'hono/*', '@hono/*'], message: 'The domain knows no HTTP.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='isTransactionSigning']",
          message: 'Envelopes are built only in server/http.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts', '*.config.{ts,js}'],
    rules: { 'boundaries/element-types': 'off' },
  },
);
