import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { t } from '@/i18n';
import { FIRST_SCREEN } from '@/lib/first-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The checkout page before its first page is in: the title, what is loading, and
 * skeletons where the payments will be. The route draws it from the entry script while
 * the page's own code loads, so the first screen paints without waiting for that code;
 * FirstLoad then draws the same layout with its notices, so nothing moves.
 */
export function CheckoutSkeleton({
  checkoutCode,
  loading = true,
  children = <LoadingNote />,
}: {
  checkoutCode: string;
  /** False once a cancelled first load waits for Retry: no skeletons, not busy. */
  loading?: boolean;
  /** What is said under the title (by default: that the payments are loading). */
  children?: ReactNode;
}) {
  const title = t('checkout-paging.title', { code: checkoutCode });
  // Drawn before the page's own code, which names the tab once it is in.
  useDocumentTitle(title);
  return (
    <Stack aria-busy={loading ? 'true' : undefined} aria-label={t('checkout-paging.loadingLabel')}>
      <Title order={1} {...FIRST_SCREEN}>
        {title}
      </Title>
      {children}
      {loading && (
        <>
          <Skeleton height={140} />
          <Skeleton height={36} />
          <Skeleton height={360} />
        </>
      )}
    </Stack>
  );
}

/** Says that the payments are loading, or that the request waits for a network. */
export function LoadingNote({ waitingForNetwork = false }: { waitingForNetwork?: boolean }) {
  return (
    <Text size="sm" c="dimmed">
      {waitingForNetwork
        ? t('checkout-paging.waitingForNetwork')
        : t('checkout-paging.loadingPayments')}
    </Text>
  );
}
