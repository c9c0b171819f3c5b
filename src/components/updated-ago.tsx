import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';

function agoText(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h`;
}

/** "Updated 12 s ago", ticking on its own so the table does not re-render each second. */
export function UpdatedAgo({ at, size = 'xs' }: { at: number; size?: 'xs' | 'sm' }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!at) return null;
  return (
    <Text size={size} c="dimmed" title={new Date(at).toISOString()}>
      Updated {agoText(at, now)} ago
    </Text>
  );
}
