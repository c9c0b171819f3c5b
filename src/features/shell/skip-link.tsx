import { t } from '@/i18n';
import './skip-link.css';

/** "Skip to content": first in the tab order, visible on focus, moves focus to the main region. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      className="skip-link"
      href={`#${target}`}
      onClick={(event) => {
        // Focus only: a #main in the URL would be a navigation for the router.
        event.preventDefault();
        const main = document.getElementById(target);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('shell.skipToContent')}
    </a>
  );
}
