/**
 * The class react-remove-scroll (the scroll lock of Mantine's modals and drawers) pads
 * by the scrollbar's width while it locks the page, given to the fixed header so it
 * does not jump. Written out here so the shell does not import the library;
 * scroll-lock.test.tsx checks it against the class Mantine's own AppShell header gets.
 */
export const SCROLL_LOCK_PADDED = 'right-scroll-bar-position';
