// The English catalogue's palette-dialog part: the command palette, fetched with its code (see src/i18n/i18n.ts).
import palette from './palette.json';

export default { ...palette };
