// The German catalogue's update-prompt part: the notice of a new version, fetched with its code (see src/i18n/i18n.ts).
import type { CatalogPart } from '../../catalog-source';
import type english from '../en/update-prompt';
import updatePrompt from './update-prompt.json';

export default { ...updatePrompt } satisfies CatalogPart<typeof english>;
