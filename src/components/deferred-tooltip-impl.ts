// The lazily loaded half of deferred-tooltip.tsx.
export { Tooltip as default } from '@mantine/core';
