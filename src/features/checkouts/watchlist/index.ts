// The watchlist's public surface for the checkout page header.
export { PinToWatchlistButton } from './pin-toggle';
