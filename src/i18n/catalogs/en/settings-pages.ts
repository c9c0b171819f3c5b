// The English catalogue's settings-pages part: the settings page and the profile link page (see src/i18n/i18n.ts).
import settings from './settings.json';

export default { ...settings };
