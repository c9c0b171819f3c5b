import { useState } from 'react';
import { LOCALES, LOCALE_NAMES, chooseLocale, currentLocale, isLocale, t } from '@/i18n';

/**
 * The language of the dashboard: a native select (keyboard and screen readers know it,
 * and it costs the first page nothing), each language under its own name. The choice is
 * remembered on this device; links carry no language, so a shared link opens in the
 * receiver's. The app redraws in the new language, and focus comes back here.
 */
export function LanguagePicker({ id }: { id: string }) {
  const [loading, setLoading] = useState(false);
  return (
    <select
      id={id}
      aria-label={t('common.language')}
      value={currentLocale()}
      disabled={loading}
      // Inline: the first page's stylesheet has no room to spare.
      style={{
        maxWidth: 'min(7.5rem, 24vw)',
        height: 30,
        paddingInline: 6,
        font: 'inherit',
        fontSize: 'var(--mantine-font-size-sm)',
        color: 'var(--mantine-color-text)',
        background: 'var(--mantine-color-body)',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale)) return;
        setLoading(true);
        chooseLocale(locale)
          .catch(() => setLoading(false))
          .then(() => requestAnimationFrame(() => document.getElementById(id)?.focus()));
      }}
    >
      {LOCALES.map((locale) => (
        // lang: a screen reader reads "Deutsch" as German.
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
