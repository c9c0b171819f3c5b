/**
 * The app's font stacks. The theme makes them Mantine's font families (app/theme.ts), and
 * text measured in script (the tables' number columns) is measured in the same stack:
 * the theme's CSS variables are not on the page yet while the first screen renders.
 */
export const SANS_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const MONOSPACE_FONT_STACK =
  'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';
