// The German catalogue's watchlist-page part: the watchlist page, fetched with it (beside the payments part) (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/watchlist-page';
import watchlist from './watchlist.json';

export default { ...watchlist } satisfies CatalogPart<typeof english>;
