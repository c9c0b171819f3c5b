import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n';
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
  if (searching && progress) {
    return (
      <EveryPageStatus doing="searching" progress={progress} onCancel={source.cancelLoadAll} />
    );
  }
  if (!source.hasMore) return null;
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
