// The command palette (Ctrl/⌘+K): pages, checkouts and currencies found by a fuzzy match, and actions.
export { PaletteLauncher } from './palette-launcher';
