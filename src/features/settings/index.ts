// The settings feature's public surface.
export { SettingsPage } from './settings-page';
export { settingsStore, useSettings } from './settings-store';
export { installDemoApi } from './demo-api';
