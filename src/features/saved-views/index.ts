// Saved views of a checkout's filters, sort, columns and time zone, per profile (issue 53).
export { SavedViewsMenu, SavedViewStatus } from './saved-views';
// A profile's views as a whole, for the settings export and import (features/settings-transfer).
export {
  MAX_VIEW_NAME,
  MAX_VIEWS,
  parseViewsState,
  replaceViews,
  viewsNow,
  type ViewsState,
} from './views-store';
export { useViewChoices } from './view-choices';
