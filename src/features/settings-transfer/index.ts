// The settings export and import of issue 53: profiles without app IDs, with their saved
// views and pins, in one JSON file that a team shares.
export { SettingsTransfer } from './settings-transfer';
