import { t, tRich } from '@/i18n';
import { formatCount } from '@/lib/format-count';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { SmallButton } from './small-button';
import { useNow } from '@/lib/use-now';
import { formatWait, isApiError } from '@/api/errors';
import { maxAttemptsFor, retryAt } from '@/api/retry-policy';

/** A request may take this long before the notice says it is still waiting. */
const QUIET_MS = 2_000;

export interface WaitingNoticeProps {
  /** The query is fetching what this notice is about (its `fetchStatus` is 'fetching'). */
  fetching: boolean;
  /** The query's `failureCount` and `failureReason`: failed attempts of this fetch. */
  failureCount: number;
  failureReason: unknown;
  /** What is loading, said under the headline, e.g. "Page 3 of the payments". */
  what?: string | undefined;
  /** A new value starts the count again (another page of the same query, say). */
  waitKey?: string | number | undefined;
  /** Stops the request; without it the notice offers Retry only (Cancel is elsewhere). */
  onCancel?: (() => void) | undefined;
  onRetry: () => void;
}

/**
 * Says that a request is taking long, and offers Cancel and Retry: nothing for the
 * first 2 s, then "Still waiting for the service (N s)"; while the service has asked
 * for a pause (429/503 with Retry-After), a countdown to the retry. The seconds tick
 * in this component only, never re-rendering the page around it.
 */
export function WaitingNotice({ fetching, waitKey, ...props }: WaitingNoticeProps) {
  if (!fetching) return null;
  return <Waiting key={waitKey} {...props} />;
}

function Waiting({
  failureCount,
  failureReason,
  what,
  onCancel,
  onRetry,
}: Omit<WaitingNoticeProps, 'fetching' | 'waitKey'>) {
  const [startedAt, setStartedAt] = useState(Date.now);
  const now = useNow(1_000);

  const nextTry = retryAt(failureCount, failureReason);
  const askedToWait = isApiError(failureReason) && failureReason.retryAfterMs !== undefined;
  if (askedToWait && nextTry !== null && nextTry > now) {
    return (
      <Alert color="yellow" variant="light" role="status" title={t('common.apiRateLimitedTitle')}>
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm">
            {tRich(what ? 'common.retryingInWhat' : 'common.retryingIn', {
              wait: <span aria-live="off">{formatWait(nextTry - now)}</span>,
              what: what ?? '',
            })}
          </Text>
          {onCancel && <CancelButton onCancel={onCancel} />}
        </Group>
      </Alert>
    );
  }

  const waited = now - startedAt;
  if (waited < QUIET_MS) return null;
  const attempt =
    failureCount > 0
      ? t('common.attemptOf', {
          attempt: failureCount + 1,
          attempts: maxAttemptsFor(failureReason),
        })
      : '';
  return (
    <Alert color="blue" variant="light" role="status" icon={<Loader size="xs" aria-hidden />}>
      <Group gap="sm" justify="space-between" wrap="wrap">
        <div>
          <Text size="sm" fw={600}>
            {tRich('common.stillWaiting', {
              seconds: <span aria-live="off">{formatCount(Math.floor(waited / 1000))}</span>,
            })}
          </Text>
          {(what || attempt) && (
            <Text size="sm" c="dimmed">
              {[what && `${what}.`, attempt].filter(Boolean).join(' ')}
            </Text>
          )}
        </div>
        <Group gap="xs">
          {onCancel && <CancelButton onCancel={onCancel} />}
          <RetryButton
            onRetry={() => {
              setStartedAt(Date.now());
              onRetry();
            }}
          />
        </Group>
      </Group>
    </Alert>
  );
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <SmallButton icon={IconRefresh} onClick={onRetry}>
      {t('common.retry')}
    </SmallButton>
  );
}

function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <SmallButton icon={IconPlayerStop} onClick={onCancel}>
      {t('common.cancel')}
    </SmallButton>
  );
}

/**
 * After Cancel on a first load: nothing is loaded and nothing is loading (React Query
 * reverts a cancelled first fetch). Says so, with a Retry.
 */
export function CancelledNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      color="gray"
      variant="light"
      role="status"
      title={t('common.loadingCancelled')}
      icon={<IconPlayerStop aria-hidden />}
    >
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{message}</Text>
        <RetryButton onRetry={onRetry} />
      </Group>
    </Alert>
  );
}
