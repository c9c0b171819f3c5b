// The settings feature's public surface: the screens that show, edit and pick the API
// profiles. The profiles themselves (store, rules, links) are the model: @/model/profiles.
export { SettingsPage } from './settings-page';
export { ProfileLinkPage } from './profile-link-page';
export { ProfileMark, profileColor } from './profile-mark';
export {
  ProfileBanner,
  ProfileSwitcher,
  sayProfileSwitched,
  switchProfile,
} from './profile-switcher';
