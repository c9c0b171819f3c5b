// The currency catalogues' public surface.
export { CryptoCurrenciesPage } from './crypto-currencies-page';
export { FiatCurrenciesPage } from './fiat-currencies-page';
export { chainsFromSearch, parseCryptoSearch, parseFiatSearch } from './search-params';
