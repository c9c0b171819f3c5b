import { t } from '@/i18n';
import type { MouseEvent, ReactNode } from 'react';
import { safeHttpUrl } from '@/lib/safe-url';
import { iconClasses } from './css-icon';
import './external-link.css';
import './visually-hidden.css';

/**
 * One function for every link: a new one each render would have React write the link's
 * `onclick` anew (a native listener each time), for each row a table's scroll reuses.
 */
function stopPropagation(event: MouseEvent) {
  event.stopPropagation();
}

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
  className,
}: {
  href: string;
  children: ReactNode;
  /** More classes for the link (e.g. a table's monospace), instead of a wrapper element. */
  className?: string | undefined;
  /** -1 takes the link out of the tab order (e.g. rows of a roving-focus table). */
  tabIndex?: number | undefined;
}) {
  const safe = safeHttpUrl(href);
  if (!safe) {
    return (
      <span
        className={`external-link-none${className ? ` ${className}` : ''}`}
        title={t('common.notWebLink', { href })}
      >
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
      // The link draws its icon after the hint, which takes no room.
      className={`external-link mantine-focus-auto ${iconClasses('external-link', 'after', 12)}${className ? ` ${className}` : ''}`}
      onClick={stopPropagation}
    >
      {children} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
