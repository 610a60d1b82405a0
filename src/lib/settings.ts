import * as v from 'valibot';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/headers';

/** The client preferences (spec section 3), kept under the one localStorage key page code may use. */
export const SETTINGS_KEY = 'app-settings';
export const FONT_SIZE = { min: 12, max: 20, default: 16 } as const;

export const COLOR_SCHEMES = ['light', 'dark'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const CONTRASTS = ['default', 'high'] as const;
export const NAV_LAYOUTS = ['mini', 'vertical', 'horizontal'] as const;
export const NAV_COLORS = ['apparent', 'integrate'] as const;
/** preset3 is the bank's #00A76F; the others are offered in the drawer. */
export const PRIMARY_COLORS = ['preset1', 'preset2', 'preset3', 'preset4', 'preset5'] as const;
export const FONT_FAMILIES = ['system', 'public-sans', 'serif'] as const;

const pick = <T extends readonly [string, ...string[]]>(options: T, fallback: T[number]) =>
  v.fallback(v.picklist(options), fallback);

const SettingsSchema = v.object({
  language: pick(LANGUAGES, DEFAULT_LANGUAGE),
  fontSize: v.fallback(
    v.pipe(v.number(), v.integer(), v.minValue(FONT_SIZE.min), v.maxValue(FONT_SIZE.max)),
    FONT_SIZE.default,
  ),
  colorScheme: pick(COLOR_SCHEMES, 'light'),
  direction: pick(DIRECTIONS, 'ltr'),
  contrast: pick(CONTRASTS, 'default'),
  navLayout: pick(NAV_LAYOUTS, 'mini'),
  primaryColor: pick(PRIMARY_COLORS, 'preset3'),
  navColor: pick(NAV_COLORS, 'apparent'),
  compactLayout: v.fallback(v.boolean(), false),
  fontFamily: pick(FONT_FAMILIES, 'system'),
  /** Amounts masked with asterisks wherever <Money> shows them. */
  hideAmounts: v.fallback(v.boolean(), false),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;
/** What reset-all offers: every preference but the language. */
export type Preferences = Omit<Settings, 'language'>;

export const DEFAULT_SETTINGS: Settings = v.parse(SettingsSchema, {});

const readStored = (): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {
    // unreadable settings fall back to the defaults
  }
  return {};
};

export const readSettings = (): Settings => v.parse(SettingsSchema, readStored());

type Listener = (settings: Settings) => void;
const listeners = new Set<Listener>();

/** Called with the new settings after every write (the shell re-applies them). */
export const subscribeSettings = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Merges a change into the stored object, keeping keys a later version may have added. */
export const writeSettings = (patch: Partial<Settings>): Settings => {
  const stored = readStored();
  const next = v.parse(SettingsSchema, { ...stored, ...readSettings(), ...patch });
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...stored, ...next }));
  } catch {
    // private mode: the choice lasts for this page only
  }
  for (const listener of [...listeners]) listener(next);
  return next;
};

/** Reset-all in the settings drawer: every preference back to its default; the language stays. */
export const resetSettings = (): Settings => {
  const { language: _language, ...defaults } = DEFAULT_SETTINGS;
  return writeSettings(defaults satisfies Preferences);
};

export const clampFontSize = (size: number): number =>
  Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(size)));

export type { Language };
