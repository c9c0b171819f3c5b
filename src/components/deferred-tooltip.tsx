import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { lazyOrNothing } from '@/lib/lazy-or-nothing';
import {
  Suspense,
  cloneElement,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';

// Mantine's Tooltip brings floating-ui (~14 KB gzip): loaded on the first hover or focus.
// A hint only: without its code (offline), the control works on without it.
const tooltip = lazyOrNothing(() => import('./deferred-tooltip-impl'));

interface ChildProps {
  ref?: Ref<HTMLElement>;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A Mantine Tooltip whose code loads on demand. The child is rendered as is (never
 * re-mounted, so focus stays put); the tooltip is drawn next to it, in target mode,
 * once the pointer or keyboard focus reaches it. Visual hint only: the child keeps its
 * own accessible name.
 */
export function DeferredTooltip({
  children,
  ...tooltipProps
}: Omit<TooltipProps, 'children' | 'target' | 'opened'> & { children: ReactElement<ChildProps> }) {
  const Tooltip = tooltip();
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const childProps = children.props;
  // The child's own ref keeps working; ours finds the element to anchor the tooltip to.
  const ref = useMergedRef<HTMLElement | null>(setElement, childProps.ref);
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  const child = cloneElement(children, {
    ref,
    onMouseEnter: (event) => {
      childProps.onMouseEnter?.(event);
      show();
    },
    onMouseLeave: (event) => {
      childProps.onMouseLeave?.(event);
      setOpened(false);
    },
    onFocus: (event) => {
      childProps.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show();
    },
    onBlur: (event) => {
      childProps.onBlur?.(event);
      setOpened(false);
    },
    onKeyDown: (event) => {
      childProps.onKeyDown?.(event);
      if (event.key === 'Escape') setOpened(false);
    },
  });
  return (
    <>
      {child}
      {wanted && element && (
        <Suspense fallback={null}>
          <Tooltip {...tooltipProps} target={element} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
