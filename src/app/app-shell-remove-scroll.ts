/**
 * What Mantine's AppShell header, footer and aside read of react-remove-scroll: the class
 * name its scroll lock pads while a modal is open. The build hands them this module
 * instead of the library (vite.config.ts), which keeps the scroll lock's code (~4 KB gzip)
 * out of the first page; modals and drawers still import the library itself, and it
 * uses the same name (src/app/app-shell-remove-scroll.test.tsx checks it).
 */
export const RemoveScroll = { classNames: { zeroRight: 'right-scroll-bar-position' } };
