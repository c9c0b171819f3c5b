// Saved views of a checkout's filters, sort, columns and time zone, per profile (issue 53).
export { SavedViewsMenu, SavedViewStatus } from './saved-views';
