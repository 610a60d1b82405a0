/**
 * Adds `<link rel="modulepreload">` for the default language's message catalog to index.html. The
 * page imports its catalog only once the entry has run (the language is a stored preference), so
 * without the hint the catalog is one more round trip before the first paint. Turkish is the
 * default; a person who chose English fetches a few KB they do not use.
 */
import type { Plugin } from 'vite';

export const preloadCatalog = (language: string): Plugin => {
  let base = '/';
  return {
    name: 'emanet-preload-catalog',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, server }) {
        if (server || !bundle) return [];
        const catalog = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(`/locales/${language}/messages.po`),
        );
        if (!catalog) throw new Error(`no built catalog for ${language}`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${catalog.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
};
