import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { FIRST_SCREEN, useFirstScreenPainted } from '@/lib/first-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * A catalogue page: heading, what it is for, and the catalogue. Light enough for the
 * entry script: the heading paints without waiting for the catalogue's code (its own
 * chunk, `catalogue`), which shows the skeleton until it is in.
 */
export function CataloguePage({
  title,
  description,
  loadingLabel,
  catalogue,
}: {
  title: string;
  description: string;
  /** The skeleton's accessible name ("Loading crypto currencies"). */
  loadingLabel: string;
  catalogue: ReactNode;
}) {
  useDocumentTitle(title);
  useFirstScreenPainted();
  return (
    <Stack>
      <div>
        <Title order={1} {...FIRST_SCREEN}>
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </div>
      <Suspense fallback={<CatalogueSkeleton label={loadingLabel} controls />}>
        {catalogue}
      </Suspense>
    </Stack>
  );
}

/** Table-shaped placeholder while a catalogue loads (under its controls' place, first). */
export function CatalogueSkeleton({
  label,
  controls = false,
}: {
  label: string;
  /** Whether the catalogue's controls are still to come too (its code is loading). */
  controls?: boolean;
}) {
  return (
    <Stack gap={6} aria-busy="true" aria-label={label} role="status">
      {controls && <Skeleton height={60} mb="sm" />}
      <Skeleton height={34} />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}
