import { createTheme } from '@mantine/core';
import { MONOSPACE_FONT_STACK, SANS_FONT_STACK } from '@/lib/font-stacks';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Darker shades keep filled controls above 4.5:1 contrast in both schemes.
  primaryShade: { light: 7, dark: 8 },
  fontFamily: SANS_FONT_STACK,
  fontFamilyMonospace: MONOSPACE_FONT_STACK,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});
