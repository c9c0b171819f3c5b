// The English catalogue's last-known part: the dated line shown while the service is down, fetched with its code (see src/i18n/i18n.ts).
import lastKnown from './last-known.json';

export default { ...lastKnown };
