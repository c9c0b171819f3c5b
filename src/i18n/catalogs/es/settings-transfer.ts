// The Spanish catalogue's settings-transfer part: the Settings page's export and import, fetched with their code (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/settings-transfer';
import settingsTransfer from './settings-transfer.json';

export default { ...settingsTransfer } satisfies CatalogPart<typeof english>;
