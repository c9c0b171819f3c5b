/**
 * A filter's list of options is drawn when it opens, not kept (hidden) on the page:
 * Mantine keeps it mounted by default, which costs the first screen a hidden list and
 * its positioning work for each filter.
 */
export const LIST_ON_OPEN = { withinPortal: true, keepMounted: false } as const;
