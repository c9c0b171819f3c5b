import { useState, type CSSProperties } from 'react';
import { safeImageUrl } from '@/lib/safe-url';
import './currency-logo.css';

/** Up to three letters or digits of a symbol or code for the fallback avatar ("USDT" → "USD", "€" → "€"). */
export function logoLetters(text: string): string {
  const letters = [...text.normalize('NFKC')].filter((char) => /[\p{L}\p{N}]/u.test(char));
  return (
    letters.length ? letters.slice(0, 3).join('') : [...text.trim()].slice(0, 2).join('')
  ).toUpperCase();
}

/**
 * A currency logo at a fixed size (width/height attributes reserve the space, so rows
 * do not shift while logos load). Only http(s) or same-origin URLs are loaded; others,
 * and images that fail, become a disc with the symbol's letters (the look of Mantine's
 * light gray Avatar, as plain CSS: a catalogue draws hundreds). Decorative: the
 * currency's name is in the same row.
 */
export function CurrencyLogo({
  url,
  letters,
  size = 28,
}: {
  url: string;
  letters: string;
  size?: number;
}) {
  const src = typeof window === 'undefined' ? null : safeImageUrl(url, window.location.origin);
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <span
        className="currency-logo-letters"
        style={{ '--logo-size': `${size}px` } as CSSProperties}
        aria-hidden
      >
        {logoLetters(letters)}
      </span>
    );
  }
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
      style={{ display: 'block', flex: 'none', borderRadius: '50%', objectFit: 'contain' }}
    />
  );
}
