/// <reference types="vitest/config" />
import path from 'node:path';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress.ts';
import { preloadCatalog } from './scripts/vite-preload-catalog.ts';
import { staticChakraCss } from './scripts/vite-static-chakra-css.ts';

const THEME = '#00A76F';

const manifest: Partial<ManifestOptions> = {
  name: 'Emanet İnternet Şubesi',
  short_name: 'Emanet',
  description: 'Emanet katılım bankası internet şubesi',
  lang: 'tr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

export default defineConfig(({ mode }) => {
  const callcenter = mode === 'callcenter';
  const routesDirectory = callcenter ? 'src/callcenter-routes' : 'src/routes';
  const generatedRouteTree = callcenter ? 'src/callcenter-route-tree.gen.ts' : 'src/route-tree.gen.ts';
  return {
    base: callcenter ? '/callcenter/' : '/',
    define: { __APP_MODE__: JSON.stringify(callcenter ? 'callcenter' : 'branch') },
    resolve: { alias: { '~route-tree': path.resolve(import.meta.dirname, generatedRouteTree) } },
    build: {
      outDir: callcenter ? 'dist/callcenter' : 'dist/branch',
      emptyOutDir: true,
      sourcemap: false,
      // Chakra's defineConfig returns its argument. Marked pure, the unused `defaultThemeConfig` of
      // '@chakra-ui/react/theme' goes, and with it every recipe src/lib/theme.ts does not name.
      rolldownOptions: {
        treeshake: { manualPureFunctions: ['defineConfig'] },
        // What the entry imports statically travels as one chunk, not as some fifty shared
        // fragments of a few hundred bytes: each is a request, and on a phone each costs a round trip.
        output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
      },
    },
    server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080' } },
    preview: { port: 4173 },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory,
        generatedRouteTree,
        quoteStyle: 'single',
      }),
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui(),
      staticChakraCss(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: callcenter ? false : manifest,
        includeAssets: callcenter ? [] : ['icons/*.png', 'favicon.svg'],
        injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,woff2}'] },
        devOptions: { enabled: true, type: 'module' },
      }),
      preloadCatalog('tur'),
      precompress(),
    ],
    test: {
      // Vitest's default is one worker fewer than the cores: one file at a time on this 2-core machine.
      // The server tests wait on databases and child processes as much as on the CPU, so a worker a core
      // is faster: all files on PostgreSQL 727 s → 491 s, the server files on PGlite 645 s → 471 s.
      maxWorkers: Math.max(availableParallelism(), 2),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'happy-dom',
            include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
            setupFiles: ['tests/setup/vitest-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
