import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Indigo primary with shades dark enough for 4.5:1 text contrast on white. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
});

/** Mantine's dimmed grey (gray.6) is 3.3:1 on white; descriptions and hints need 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
