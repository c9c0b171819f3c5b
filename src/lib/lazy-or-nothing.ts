import { lazy, type ComponentType } from 'react';

const Nothing = () => null;

/**
 * A component loaded on demand that is a nicety, not the page (a tooltip, the host of
 * the notifications): when its code cannot come (offline before it was ever loaded, or
 * a new version replaced the files) it draws nothing instead of failing the page around
 * it, and the next render that wants it asks for the code again.
 */
export function lazyOrNothing<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): () => ComponentType<Props> {
  const make = (): ComponentType<Props> =>
    lazy(() =>
      load().catch(() => {
        current = make();
        return { default: Nothing };
      }),
    );
  let current = make();
  return () => current;
}
