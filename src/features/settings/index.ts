// The settings feature's public surface.
export { SettingsPage } from './settings-page';
export { demoBaseUrl, settingsStore, useSettings } from './settings-store';
