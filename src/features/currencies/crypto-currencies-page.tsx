import { lazy } from 'react';
import { t } from '@/i18n';
import { afterFirstScreen } from '@/lib/first-screen';
import { CataloguePage } from './catalogue-page';
import type { CryptoSearch } from './search-params';

export interface CryptoCurrenciesPageProps {
  search: CryptoSearch;
  /** Merges a change into the URL search params (undefined removes a field). */
  onSearchChange: (patch: Partial<CryptoSearch>) => void;
}

// Its code loads once the title has painted: a first visit's first screen does not wait
// for the list's code (Lighthouse's LCP, configured: 2.6 → 2.3 s).
const CryptoCatalogue = lazy(() =>
  afterFirstScreen()
    .then(() => import('./crypto-catalogue'))
    .then((module) => ({ default: module.CryptoCatalogue })),
);

/** The crypto currencies the service lists, by currency or by chain. */
export function CryptoCurrenciesPage(props: CryptoCurrenciesPageProps) {
  return (
    <CataloguePage
      title={t('currencies.cryptoTitle')}
      description={t('currencies.cryptoDescription')}
      loadingLabel={t('currencies.cryptoLoading')}
      catalogue={<CryptoCatalogue {...props} />}
    />
  );
}
