import { Button, Group, Loader, Text } from '@mantine/core';
import { t } from '@/i18n';
import type { EveryPageProgress } from './use-checkout-pages';

/**
 * "Loading all pages: 12 pages, 600 payments so far", with Cancel when it can be stopped
 * here: Load all, Search all pages and the export of every payment say it alike.
 */
export function EveryPageStatus({
  doing = 'loading',
  progress,
  onCancel,
}: {
  /** Loading every page (Load all, the export) or searching them (Search all pages). */
  doing?: 'loading' | 'searching';
  progress: EveryPageProgress;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <Group gap="sm" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">
        {t(
          doing === 'searching'
            ? 'checkout-paging.searchingAllProgress'
            : 'checkout-paging.loadingAllProgress',
          { pages: progress.pages, count: progress.payments },
        )}
      </Text>
      {onCancel && (
        <Button variant="default" size="compact-sm" onClick={onCancel}>
          {t('checkout-paging.cancel')}
        </Button>
      )}
    </Group>
  );
}
