import { defaultConfig } from '@chakra-ui/react';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { appSystem } from '../../src/lib/theme';

// The app's Chakra system carries only the recipes src/lib/theme.ts names. A component whose
// recipe Chakra has but the app left out would render unstyled without a word: here it throws.
const missingRecipe = (kind: 'recipes' | 'slotRecipes', key: string) => {
  if (defaultConfig.theme?.[kind]?.[key] && !system._config.theme?.[kind]?.[key])
    throw new Error(`Chakra ${kind} "${key}" is used but not in src/lib/theme.ts`);
};
const system = appSystem();
const { getRecipeFn, getSlotRecipeFn } = system;
system.getRecipeFn = (key, fallback) => {
  if (!fallback) missingRecipe('recipes', key);
  return getRecipeFn(key, fallback);
};
system.getSlotRecipeFn = (key, fallback) => {
  if (!fallback) missingRecipe('slotRecipes', key);
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
