// The Spanish catalogue's reconcile-page part: the reconcile screen, fetched with it (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/reconcile-page';
import reconcile from './reconcile.json';

export default { ...reconcile } satisfies CatalogPart<typeof english>;
