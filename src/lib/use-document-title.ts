import { useEffect } from 'react';
import { t } from '@/i18n';

/** Sets `document.title` to "<page> · Checkout dashboard" while the page is shown. */
export function useDocumentTitle(page: string | null | undefined) {
  useEffect(() => {
    const app = t('common.appTitle');
    document.title = page ? `${page} · ${app}` : app;
  }, [page]);
}
