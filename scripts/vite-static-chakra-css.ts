/**
 * Chakra's global styles (its reset, the global CSS and a CSS variable for every token) as a
 * stylesheet made at build time, instead of built by `createSystem` on the phone and injected by
 * Emotion during the first render: on a phone at x4 CPU that was the longest single task of a cold
 * start (about 200 ms of the system's 300).
 *
 * - `virtual:chakra-global.css` (main.tsx imports it) is the CSS of the app's system
 *   (src/lib/theme.ts, built here in Node), serialized as Emotion's `<Global>` would. Vite links it
 *   from index.html and the worker precaches it like any stylesheet. In dev it is empty.
 * - In the build, Chakra's system.js skips computing `_global` when the config says
 *   `staticGlobalCss` (src/lib/theme.ts sets it in production), so ChakraProvider injects nothing
 *   twice. A Chakra release that changes that line fails the build here, not the page.
 */
import { serializeStyles } from '@emotion/serialize';
import { compile, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:chakra-global.css';
const RESOLVED_ID = `\0${MODULE_ID}`;
const SYSTEM_FILE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const GLOBAL_LINE = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/** The CSS text of the app system's global styles, as Emotion's Global would insert it. */
const globalCssText = async (): Promise<string> => {
  const { buildSystem } = await import('../src/lib/theme.ts');
  // Built here without the flag, so Chakra (untransformed in Node) computes `_global`.
  const system = buildSystem({ staticGlobalCss: false });
  const global = serializeStyles([system._global]).styles;
  // The layer order first (`@layer reset, base, tokens, recipes;`), as plain text: stylis keeps only
  // the last name of a statement that lists several.
  return `${system.layers.atRule}${serialize(compile(global), stringify)}`;
};

export const staticChakraCss = (): Plugin => {
  let build = false;
  return {
    name: 'emanet-static-chakra-css',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return build ? globalCssText() : '';
    },
    transform(code, id) {
      if (!build || !SYSTEM_FILE.test(id)) return undefined;
      if (!code.includes(GLOBAL_LINE)) throw new Error(`Chakra's system.js changed: "${GLOBAL_LINE}" not found`);
      return code.replace(
        GLOBAL_LINE,
        'const _global = config.staticGlobalCss ? [] : [getPreflightCss(), getGlobalCss(), getTokenCss()];',
      );
    },
  };
};
