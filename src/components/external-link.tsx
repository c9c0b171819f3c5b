import { t } from '@/i18n';
import type { ReactNode } from 'react';
import { safeHttpUrl } from '@/lib/safe-url';
import { CssIcon } from './css-icon';
import './external-link.css';

/**
 * The one way a URL from the API becomes a link: only http(s), in a new tab, without
 * an opener or referrer; anything else (`javascript:`, `data:`, junk) is the text
 * without a link, the raw value in a title so nothing is hidden. Plain elements, so a
 * table can render one per row cheaply.
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
      <span className="external-link-none" title={t('common.notWebLink', { href })}>
        {children}
      </span>
    );
  }
  return (
    <a
      href={safe}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={tabIndex}
      className="external-link mantine-focus-auto"
      onClick={(event) => event.stopPropagation()}
    >
      {children} <CssIcon name="external-link" size={12} />
      <span className="external-link-hint">{t('common.opensInNewTab')}</span>
    </a>
  );
}
