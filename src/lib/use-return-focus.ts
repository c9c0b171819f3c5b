import { useEffect, useState } from 'react';

/**
 * Gives focus back to the element that had it when an overlay opened, once it closes.
 * Mantine's own focus return only notices an `opened` that changes after mount; a
 * lazily loaded overlay mounts already open, so it would leave focus on <body>.
 */
export function useReturnFocus(opened: boolean): void {
  // The element focused at mount: for a lazily loaded overlay, what opened it.
  const [openedFrom, setOpenedFrom] = useState<Element | null>(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  useEffect(() => {
    if (opened) {
      setOpenedFrom((previous) => previous ?? document.activeElement);
      return;
    }
    if (openedFrom instanceof HTMLElement && openedFrom.isConnected) openedFrom.focus();
    setOpenedFrom(null);
  }, [opened, openedFrom]);
}
