import './css-icon.css';

export type CssIconName = 'check' | 'clock' | 'x' | 'question' | 'copy' | 'external-link';

/**
 * The classes that make an element draw an icon itself, before or after its content
 * (see css-icon.css): for elements a table renders in every row.
 */
export function iconClasses(name: CssIconName, where: 'before' | 'after', size: 12 | 14 = 14) {
  return `icon-${where} css-icon-${name}${size === 12 ? ' icon-12' : ''}`;
}
