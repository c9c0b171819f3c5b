import { useEffect } from 'react';

const APP_TITLE = 'Checkout dashboard';

/** Sets `document.title` to "<page> · Checkout dashboard" while the page is shown. */
export function useDocumentTitle(page: string | null | undefined) {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_TITLE}` : APP_TITLE;
  }, [page]);
}
