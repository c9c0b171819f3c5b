// The English catalogue's settings-transfer part: the Settings page's export and import, fetched with their code (see src/i18n/i18n.ts).
import settingsTransfer from './settings-transfer.json';

export default { ...settingsTransfer };
