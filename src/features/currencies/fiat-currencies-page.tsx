import { lazy } from 'react';
import { t } from '@/i18n';
import { afterFirstScreen } from '@/lib/first-screen';
import { CataloguePage } from './catalogue-page';
import type { FiatSearch } from './search-params';

export interface FiatCurrenciesPageProps {
  search: FiatSearch;
  onSearchChange: (patch: Partial<FiatSearch>) => void;
}

// As on the crypto page: its code loads once the title has painted.
const FiatCatalogue = lazy(() =>
  afterFirstScreen()
    .then(() => import('./fiat-catalogue'))
    .then((module) => ({ default: module.FiatCatalogue })),
);

/** The fiat currencies the service lists. */
export function FiatCurrenciesPage(props: FiatCurrenciesPageProps) {
  return (
    <CataloguePage
      title={t('currencies.fiatTitle')}
      description={t('currencies.fiatDescription')}
      loadingLabel={t('currencies.fiatLoading')}
      catalogue={<FiatCatalogue {...props} />}
    />
  );
}
