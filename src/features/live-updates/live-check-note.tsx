import { Text } from '@mantine/core';
import { checkNote, livePolicyNote, type CheckState } from './live-policy';

/** "Checked every 10 s", or that checks fail and when the next one runs. */
export function LiveCheckNote({
  check,
  size = 'xs',
}: {
  check: CheckState | null;
  size?: 'xs' | 'sm';
}) {
  if (!check) return null;
  const failing = check.failedAt > check.okAt;
  return (
    <Text
      size={size}
      c={failing ? 'red' : 'dimmed'}
      role={failing ? 'status' : undefined}
      title={livePolicyNote()}
    >
      {checkNote(check)}
    </Text>
  );
}
