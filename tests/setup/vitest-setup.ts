import { defaultConfig } from '@chakra-ui/react';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appSystem } from '../../src/lib/theme';

// The app's Chakra system carries only the recipes src/lib/theme.ts names. A component whose
// recipe Chakra has but the app left out would render unstyled without a word: here it throws.
const system = appSystem();
const { getRecipeFn, getSlotRecipeFn } = system;
const missing = (kind: string, key: string) => new Error(`Chakra ${kind} "${key}" is used but not in src/lib/theme.ts`);
system.getRecipeFn = (key, fallback) => {
  if (!fallback && defaultConfig.theme?.recipes?.[key] && !system.isRecipe(key)) throw missing('recipe', key);
  return getRecipeFn(key, fallback);
};
system.getSlotRecipeFn = (key, fallback) => {
  if (!fallback && defaultConfig.theme?.slotRecipes?.[key] && !system.isSlotRecipe(key))
    throw missing('slot recipe', key);
  return getSlotRecipeFn(key, fallback);
};

// vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});
