import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** One theme: primary #00A76F as the brand palette (the default colorPalette), red for errors. */
const brand = {
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
};

const config = defineConfig({
  globalCss: { html: { colorPalette: 'brand' } },
  theme: {
    tokens: {
      colors: { brand: Object.fromEntries(Object.entries(brand).map(([step, value]) => [step, { value }])) },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        danger: { value: '{colors.red.600}' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
