import { Button, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useOptionalApi } from '@/api/identity';
import { t } from '@/i18n';
import { useNeedsService } from '@/model/last-known';
import { EveryPageStatus } from './every-page-status';
import type { EveryPageLoader } from './use-checkout-pages';

/**
 * "Search all pages": the filters apply to the loaded rows; this loads the remaining
 * pages (the checkout page's Load all: progress, Cancel) so they apply to every payment.
 * Rows that match appear while the pages arrive.
 */
export function SearchAllPages({ source }: { source: EveryPageLoader }) {
  const [searching, setSearching] = useState(false);
  const progress = source.progress;
  // The service is down or the browser offline: no page past the loaded ones can come.
  const refused = useNeedsService(useOptionalApi());
  const reasonId = useId();
  if (searching && progress) {
    return (
      <EveryPageStatus doing="searching" progress={progress} onCancel={source.cancelLoadAll} />
    );
  }
  if (!source.hasMore) return null;
  if (refused) {
    // Focusable, so the reason is heard; it does nothing.
    return (
      <>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          aria-disabled
          data-disabled
          aria-describedby={reasonId}
          title={refused}
        >
          {t('checkout-paging.searchAllPages')}
        </Button>
        <VisuallyHidden id={reasonId}>{refused}</VisuallyHidden>
      </>
    );
  }
  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconSearch size={16} aria-hidden />}
      disabled={progress !== null}
      onClick={() => {
        setSearching(true);
        void source.loadAll().finally(() => setSearching(false));
      }}
    >
      {t('checkout-paging.searchAllPages')}
    </Button>
  );
}
