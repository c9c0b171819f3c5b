// Not in src/app/styles.ts (first page's CSS): this lazily loaded module's chunk brings it.
import '@mantine/core/styles/Tooltip.css';
// The lazily loaded half of deferred-tooltip.tsx.
export { Tooltip as default } from '@mantine/core';
