import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import type { Settings } from './settings';

type Scale = Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950, string>;

/** The primary-colour presets of the settings drawer; preset3 is the bank's #00A76F (spec section 9). */
export const PRIMARY_PRESETS: Record<Settings['primaryColor'], Scale> = {
  preset1: {
    50: '#e3f2fd',
    100: '#bbdefb',
    200: '#90caf9',
    300: '#64b5f6',
    400: '#42a5f5',
    500: '#078dee',
    600: '#0673c4',
    700: '#055c9d',
    800: '#044576',
    900: '#03335a',
    950: '#021f37',
  },
  preset2: {
    50: '#f3e5f5',
    100: '#e1bee7',
    200: '#ce93d8',
    300: '#ba68c8',
    400: '#ab47bc',
    500: '#7635dc',
    600: '#632bbd',
    700: '#4f2297',
    800: '#3c1a72',
    900: '#2c1355',
    950: '#1b0b34',
  },
  preset3: {
    50: '#e6f6f0',
    100: '#c0e9d9',
    200: '#96dbc1',
    300: '#66cca7',
    400: '#33bb8c',
    500: '#00a76f',
    600: '#009463',
    700: '#007a52',
    800: '#006042',
    900: '#004a33',
    950: '#002e20',
  },
  preset4: {
    50: '#e0f7fa',
    100: '#b2ebf2',
    200: '#80deea',
    300: '#4dd0e1',
    400: '#26c6da',
    500: '#0097a7',
    600: '#00838f',
    700: '#006c75',
    800: '#00565d',
    900: '#004046',
    950: '#00282c',
  },
  preset5: {
    50: '#fff3e0',
    100: '#ffe0b2',
    200: '#ffcc80',
    300: '#ffb74d',
    400: '#ffa726',
    500: '#e57c00',
    600: '#c26900',
    700: '#9e5600',
    800: '#7a4200',
    900: '#5c3200',
    950: '#381e00',
  },
};

export const FONT_STACKS: Record<Settings['fontFamily'], string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  'public-sans': '"Public Sans", "Inter", "Segoe UI", Roboto, Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", Times, serif',
};

const scaleVars = (scale: Scale) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [`--chakra-colors-brand-${step}`, value]));

const presetCss = Object.fromEntries(
  Object.entries(PRIMARY_PRESETS).map(([name, scale]) => [`html[data-primary=${name}]`, scaleVars(scale)]),
);
const fontCss = Object.fromEntries(
  Object.entries(FONT_STACKS).map(([name, stack]) => [`html[data-font=${name}]`, { '--app-font-family': stack }]),
);

/** One theme: the brand palette is the default colorPalette, red for errors; presets swap its CSS variables. */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    ...presetCss,
    ...fontCss,
    // Higher contrast: muted text and borders take the full foreground colour.
    'html[data-contrast=high]': {
      '--chakra-colors-fg-muted': 'var(--chakra-colors-fg)',
      '--chakra-colors-fg-subtle': 'var(--chakra-colors-fg)',
      '--chakra-colors-border': 'var(--chakra-colors-fg)',
      '--chakra-colors-brand-fg': 'var(--chakra-colors-brand-800)',
    },
    'html.dark[data-contrast=high]': { '--chakra-colors-brand-fg': 'var(--chakra-colors-brand-200)' },
  },
  theme: {
    tokens: {
      colors: {
        brand: Object.fromEntries(Object.entries(PRIMARY_PRESETS.preset3).map(([step, value]) => [step, { value }])),
      },
      fonts: {
        body: { value: `var(--app-font-family, ${FONT_STACKS.system})` },
        heading: { value: `var(--app-font-family, ${FONT_STACKS.system})` },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // #00A76F (500) stays the palette's base; white text needs the 700 step (5.4:1, AA) on solid fills.
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        danger: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
      },
    },
  },
});

/**
 * Chakra's default theme with the recipes of the components the app uses, not all of them
 * (`defaultConfig` ships every recipe: date-range, colour picker, code block, tags input…, about
 * 20 KB gzip of the first chunk). A component whose recipe is missing renders unstyled, so
 * tests/setup/vitest-setup.ts fails any test that renders one; add its recipe here.
 */
const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  datePicker: datePickerSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fileUpload: fileUploadSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  slider: sliderSlotRecipe,
  switch: switchSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
};

/**
 * Chakra's palettes the app names (gray, red, orange, green, blue, purple and the alphas; brand is
 * ours). Every palette is some 20 tokens and a colorPalette of its own for createSystem to build.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The system of this theme. With `staticGlobalCss` the build's Chakra skips its global styles (reset,
 * global CSS, a variable per token), which scripts/vite-static-chakra-css.ts made into a stylesheet at
 * build time from this same function; elsewhere Chakra builds and injects them as usual.
 */
export const buildSystem = ({ staticGlobalCss }: { staticGlobalCss: boolean }) =>
  // staticGlobalCss is not Chakra's option: the build's transform of its system.js reads it.
  createSystem(Object.assign(mergeConfigs(defaultBaseConfig, themeConfig), { staticGlobalCss }), config);

let created: ReturnType<typeof createSystem> | undefined;

/**
 * The app's Chakra system, made on first use rather than when this module loads: building it (token
 * dictionary) is one of the longer pieces of the first task on a phone, and main.tsx gives it a task
 * of its own before the first render.
 */
export const appSystem = () => (created ??= buildSystem({ staticGlobalCss: import.meta.env.PROD }));

/** Header height (spec section 9): 64 px on mobile, 72 px from md up. */
export const HEADER_HEIGHT = { base: '64px', md: '72px' } as const;
/** Page content: 100% under 900 px, 80% on wider screens (spec section 9). */
export const CONTENT_WIDTH_CSS = {
  width: '100%',
  marginInline: 'auto',
  '@media screen and (min-width: 900px)': { width: '80%' },
};
export const SETTINGS_DRAWER_WIDTH = '360px';

/**
 * Puts the settings on the document: root font size, direction, Chakra's class-based dark
 * mode, contrast, primary preset and font family (the theme reads the data attributes).
 */
export const applySettings = (settings: Settings, root: HTMLElement = document.documentElement): void => {
  root.style.fontSize = `${settings.fontSize}px`;
  root.dir = settings.direction;
  root.classList.toggle('dark', settings.colorScheme === 'dark');
  root.classList.toggle('light', settings.colorScheme === 'light');
  root.style.colorScheme = settings.colorScheme;
  root.dataset.contrast = settings.contrast;
  root.dataset.primary = settings.primaryColor;
  root.dataset.font = settings.fontFamily;
};
