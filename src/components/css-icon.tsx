import './css-icon.css';

export type CssIconName = 'check' | 'clock' | 'x' | 'question' | 'copy' | 'external-link';

/** An icon drawn by CSS (see css-icon.css): decorative, hidden from screen readers. */
export function CssIcon({ name, size = 14 }: { name: CssIconName; size?: 12 | 14 }) {
  return (
    <span
      className={`css-icon css-icon-${name}`}
      data-size={size === 12 ? '12' : undefined}
      aria-hidden
    />
  );
}
