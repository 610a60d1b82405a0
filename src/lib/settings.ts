import * as v from 'valibot';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/headers';

/** The client preferences (spec section 3), kept under the one localStorage key page code may use. */
export const SETTINGS_KEY = 'app-settings';
export const FONT_SIZE = { min: 12, max: 20, default: 16 } as const;

const SettingsSchema = v.object({
  language: v.fallback(v.picklist(LANGUAGES), DEFAULT_LANGUAGE),
  fontSize: v.fallback(
    v.pipe(v.number(), v.integer(), v.minValue(FONT_SIZE.min), v.maxValue(FONT_SIZE.max)),
    FONT_SIZE.default,
  ),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const readSettings = (): Settings => {
  let stored: unknown = {};
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
  } catch {
    // unreadable settings fall back to the defaults
  }
  const result = v.safeParse(SettingsSchema, stored);
  return result.success ? result.output : { language: DEFAULT_LANGUAGE, fontSize: FONT_SIZE.default };
};

/** Merges a change into the stored object, keeping keys a later version may have added. */
export const writeSettings = (patch: Partial<Settings>): Settings => {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // replaced below
  }
  const next = { ...stored, ...readSettings(), ...patch };
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // private mode: the choice lasts for this page only
  }
  return { language: next.language, fontSize: next.fontSize };
};

export type { Language };
