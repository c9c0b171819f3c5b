// The settings feature's public surface: the API profiles and the page that edits them.
export { SettingsPage } from './settings-page';
export {
  demoBaseUrl,
  identityOf,
  isIdentityInUse,
  settingsStore,
  useSettings,
  type Profile,
} from './settings-store';
export { ProfileLinkPage } from './profile-link-page';
export { ProfileMark, profileColor } from './profile-mark';
export {
  ProfileBanner,
  ProfileSwitcher,
  sayProfileSwitched,
  switchProfile,
} from './profile-switcher';
export {
  PROFILE_PARAM,
  followProfileLink,
  linkedProfileName,
  withProfileName,
  withoutProfileName,
} from './profile-link';
