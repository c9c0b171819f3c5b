import { createSpotlight } from '@mantine/spotlight';

/**
 * The command palette's own Spotlight store. Only this tiny store is in the first-page
 * bundle; the Spotlight UI loads on first use (see palette-launcher.tsx).
 */
export const [paletteStore, palette] = createSpotlight();
