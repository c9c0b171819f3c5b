// The API profiles: what the dashboard keeps of each connection (base URL, app ID, name,
// colour), which one this tab uses, the identity its requests are keyed by, the form's
// rules and `?profile=` links. No UI: the screens that show and edit them are
// features/settings.
export { DEMO_SCOPE, demoBaseUrl } from './demo-profile';
export { hasStoredLists, identityOf, type ListsOnNewIdentity } from './identity';
export {
  PROFILE_COLORS,
  sameProfileName,
  type Profile,
  type ProfileColor,
  type SettingsInput,
} from './profile';
export { hostOf, isHttpUrl, isInsecureBaseUrl, trimUrl } from './profile-url';
export { isIdentityInUse, profileOfQueryKey, settingsStore, useSettings } from './profiles-store';
export { checkSettings, type SettingsFieldErrors } from './settings-form';
export {
  PROFILE_PARAM,
  followProfileLink,
  linkedProfileName,
  profilesForLink,
  withProfileName,
  withoutProfileName,
} from './profile-link';
