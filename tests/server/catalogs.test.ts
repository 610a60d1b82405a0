/**
 * The two Lingui catalogs (src/locales) agree on every message's placeholders. English is the source
 * locale: `npm run i18n:extract` (--overwrite) writes its texts from the code, so a Turkish text naming
 * another placeholder than the code's (or an English one left from an older extract) would show a gap.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const catalog = (locale: string): Map<string, string> => {
  const text = readFileSync(join(process.cwd(), 'src', 'locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm))
    entries.set(match[1]!, match[2]!);
  return entries;
};

/** The names a message interpolates: {name}, and the argument of {count, plural, ...}. */
const placeholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]!))].sort();

describe('the catalogs', () => {
  it('name the same placeholders in Turkish and English for every message', () => {
    const eng = catalog('eng');
    const tur = catalog('tur');
    expect(eng.size).toBeGreaterThan(1000);
    const mismatched = [...eng]
      .filter(([id, text]) => tur.has(id) && placeholders(text).join() !== placeholders(tur.get(id)!).join())
      .map(([id, text]) => `${id}: "${text}" / "${tur.get(id)}"`);
    expect(mismatched).toEqual([]);
  });
});
