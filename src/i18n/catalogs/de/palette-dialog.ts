// The German catalogue's palette-dialog part: the command palette, fetched with its code (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/palette-dialog';
import palette from './palette.json';

export default { ...palette } satisfies CatalogPart<typeof english>;
