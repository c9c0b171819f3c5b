import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * What Mantine's ScrollArea reads of `@floating-ui/react`: `useMergeRefs`, which gives one
 * ref callback that sets every ref it is given. The build hands ScrollArea this module
 * instead (vite.config.ts): Mantine's Table imports ScrollArea for its scroll container,
 * so the library (~15 KB gzip, only needed by popovers, menus and tooltips) had come with
 * every page that shows a table. Mantine's own `useMergedRef` does the same job.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
