import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), swapped in by vite.config.ts. Mantine's own takes
 * React's id and then, in a layout effect, replaces it with a random one: every input,
 * popover and tooltip renders a second time, synchronously, inside the commit that mounts
 * it (a sixth of the checkout page's largest task). React's id is unique and stable in
 * this client-only app, so it is kept; characters an id selector would need escaped are
 * dropped.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/[^\w-]/g, '')}`;
}
