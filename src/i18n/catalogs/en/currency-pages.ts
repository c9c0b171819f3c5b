// The English catalogue's currency-pages part: the crypto and fiat pages, fetched beside
// their code (see src/i18n/i18n.ts).
import currencies from './currencies.json';

export default { ...currencies };
