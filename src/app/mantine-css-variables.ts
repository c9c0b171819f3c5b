/**
 * Mantine's MantineCssVariables, swapped in by the build (vite.config.ts): Mantine's own
 * works out every theme colour's CSS variables on the main thread as the app first
 * renders (and Mantine's defaults once more, as its module loads, to leave out what they
 * already say), then writes the difference into a `<style>` tag. The theme never changes
 * at run time, so the stylesheet carries that difference instead (theme-variables.css,
 * checked against Mantine's own output by theme-variables.test.tsx), and this draws
 * nothing.
 */
export function MantineCssVariables(): null {
  return null;
}
