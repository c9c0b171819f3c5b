import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { countNoun, formatCount } from '@/lib/format-count';

/**
 * How many loaded transactions the filters keep. A polite live region, so a filter
 * change is heard as well as seen.
 */
export function LoadedCount({
  shown,
  loaded,
  filtered,
  moreNote,
  badge,
}: {
  shown: number;
  loaded: number;
  filtered: boolean;
  /** What to say when the server holds more pages; null when every page is loaded. */
  moreNote: string | null;
  badge?: ReactNode;
}) {
  return (
    <Group gap="sm" aria-live="polite">
      {badge}
      <Text size="sm">
        {filtered
          ? `${formatCount(shown)} of ${countNoun(loaded, 'loaded transaction')} ${shown === 1 ? 'matches' : 'match'}`
          : countNoun(loaded, 'loaded transaction')}
        {moreNote ?? '; all pages loaded'}
      </Text>
    </Group>
  );
}
