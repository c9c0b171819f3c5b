import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea reads of `@floating-ui/react`: `useMergeRefs`, which gives one
 * ref callback that sets every ref it is given. The build hands ScrollArea this module
 * instead (vite.config.ts): else the library (~15 KB gzip, only needed by popovers, menus
 * and tooltips) comes with every page that shows a scroll area (the watchlist's activity
 * feed). Mantine's own `useMergedRef` does the same job.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
