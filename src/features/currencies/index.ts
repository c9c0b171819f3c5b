// The currency catalogues' public surface.
export { CryptoCurrenciesPage } from './crypto-currencies-page';
export { FiatCurrenciesPage } from './fiat-currencies-page';
export { chainsFromSearch, cryptoSearchSchema, fiatSearchSchema } from './search-params';
