import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Table-shaped placeholder while a catalogue loads. */
export function CatalogueSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={6} aria-busy="true" aria-label={label} role="status">
      <Skeleton height={34} />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}

/** Nothing to show: a message and one way out (clear the search, clear the chains). */
export function EmptyState({
  children,
  action,
  onAction,
}: {
  children: ReactNode;
  action?: string;
  onAction?: () => void;
}) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="sm">
        <IconSearchOff size={32} aria-hidden />
        <Text ta="center">{children}</Text>
        {action && onAction && (
          <Button variant="default" onClick={onAction}>
            {action}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
