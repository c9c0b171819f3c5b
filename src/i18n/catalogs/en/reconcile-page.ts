// The English catalogue's reconcile-page part: the reconcile screen, fetched with it (see src/i18n/i18n.ts).
import reconcile from './reconcile.json';

export default { ...reconcile };
