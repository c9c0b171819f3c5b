import { Anchor, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { safeHttpUrl } from '@/lib/safe-url';

/**
 * A link to a URL from the API, only when it is http(s); otherwise the text is shown
 * without a link (and the raw value in a title, so nothing is hidden).
 */
export function ExternalLink({
  href,
  children,
  tabIndex,
}: {
  href: string;
  children: ReactNode;
  /** -1 takes the link out of the tab order (e.g. rows of a roving-focus table). */
  tabIndex?: number | undefined;
}) {
  const safe = safeHttpUrl(href);
  if (!safe) {
    return (
      <Text span c="dimmed" title={`Not a web link: ${href}`}>
        {children}
      </Text>
    );
  }
  return (
    <Anchor
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={tabIndex}
      onClick={(event) => event.stopPropagation()}
    >
      {children} <IconExternalLink size={12} aria-label="(opens in a new tab)" />
    </Anchor>
  );
}
