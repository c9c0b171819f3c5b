// The Spanish catalogue's export-dialog part: the export dialog, fetched with its code (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/export-dialog';
import paymentExport from './payment-export.json';

export default { ...paymentExport } satisfies CatalogPart<typeof english>;
