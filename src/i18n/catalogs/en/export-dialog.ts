// The English catalogue's export-dialog part: the export dialog, fetched with its code (see src/i18n/i18n.ts).
import paymentExport from './payment-export.json';

export default { ...paymentExport };
