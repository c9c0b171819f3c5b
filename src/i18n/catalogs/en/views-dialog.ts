// The English catalogue's views-dialog part: the Views menu and its dialogs, fetched with their code (see src/i18n/i18n.ts).
import viewsDialog from './views-dialog.json';

export default { ...viewsDialog };
