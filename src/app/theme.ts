import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Darker shades keep filled controls above 4.5:1 contrast in both schemes.
  primaryShade: { light: 7, dark: 8 },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});
