// The watchlist's public surface.
export { WatchlistPage } from './watchlist-page';
