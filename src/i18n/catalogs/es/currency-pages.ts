// The Spanish catalogue's currency-pages part: the crypto and fiat pages, fetched beside
// their code (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/currency-pages';
import currencies from './currencies.json';

export default { ...currencies } satisfies CatalogPart<typeof english>;
