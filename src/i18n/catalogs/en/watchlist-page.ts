// The English catalogue's watchlist-page part: the watchlist page, fetched with it (beside the payments part) (see src/i18n/i18n.ts).
import watchlist from './watchlist.json';

export default { ...watchlist };
