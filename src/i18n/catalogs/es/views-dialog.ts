// The Spanish catalogue's views-dialog part: the Views menu and its dialogs, fetched with their code (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/views-dialog';
import viewsDialog from './views-dialog.json';

export default { ...viewsDialog } satisfies CatalogPart<typeof english>;
