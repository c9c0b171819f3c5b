// The German catalogue's settings-pages part: the settings page and the profile link page (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/settings-pages';
import settings from './settings.json';

export default { ...settings } satisfies CatalogPart<typeof english>;
