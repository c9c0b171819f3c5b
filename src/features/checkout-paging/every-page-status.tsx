import { Button, Group, Loader, Text } from '@mantine/core';
import { countNoun } from '@/lib/format-count';
import type { EveryPageProgress } from './use-checkout-pages';

/**
 * "Loading all pages: 12 pages, 600 payments so far", with Cancel when it can be stopped
 * here: Load all, Search all pages and the export of every payment say it alike.
 */
export function EveryPageStatus({
  doing = 'Loading all pages',
  progress,
  onCancel,
}: {
  doing?: string;
  progress: EveryPageProgress;
  onCancel?: (() => void) | undefined;
}) {
  return (
    <Group gap="sm" role="status">
      <Loader size="xs" aria-hidden />
      <Text size="sm">
        {doing}: {countNoun(progress.pages, 'page')}, {countNoun(progress.records, 'payment')} so
        far
      </Text>
      {onCancel && (
        <Button variant="default" size="compact-sm" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </Group>
  );
}
