import { useMergeRefs as floatingUiMergeRefs } from '@floating-ui/react';
import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from './scroll-area-merge-refs';

type MergeRefs = (refs: Array<Ref<HTMLDivElement> | undefined>) => Ref<HTMLDivElement>;

/** What each ref was given, in order, over a mount, a change of refs and an unmount. */
function refLog(merge: MergeRefs) {
  const log: string[] = [];
  const objectRef = createRef<HTMLDivElement>();
  const first = (node: HTMLDivElement | null) => void log.push(`first ${node?.id ?? null}`);
  const second = (node: HTMLDivElement | null) => void log.push(`second ${node?.id ?? null}`);
  function Box({ callback }: { callback: typeof first }) {
    return <div id="box" ref={merge([objectRef, callback, undefined])} />;
  }
  const view = render(<Box callback={first} />);
  log.push(`object ${objectRef.current?.id ?? null}`);
  view.rerender(<Box callback={second} />);
  log.push(`object ${objectRef.current?.id ?? null}`);
  view.unmount();
  log.push(`object ${objectRef.current?.id ?? null}`);
  return log;
}

// The build hands Mantine's ScrollArea this hook instead of floating-ui's (vite.config.ts);
// unit tests run with floating-ui's, so here the two are held to the same behaviour.
describe("the build's stand-in for floating-ui's useMergeRefs in Mantine's ScrollArea", () => {
  it('sets and clears every ref as floating-ui does', () => {
    const ours = refLog(useMergeRefs);
    expect(ours).toEqual(refLog(floatingUiMergeRefs));
    expect(ours).toEqual([
      'first box',
      'object box',
      'first null',
      'second box',
      'object box',
      'second null',
      'object null',
    ]);
  });
});
