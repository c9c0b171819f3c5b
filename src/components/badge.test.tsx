import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ChainBadge } from './chain-badge';
import { StatusBadge } from './status-badge';

const css = readFileSync(join(__dirname, 'badge.css'), 'utf8');

/** The colours that have a rule of their own in badge.css, each with its four variables. */
function colourRules(): Map<string, string> {
  const rules = new Map<string, string>();
  for (const match of css.matchAll(/\.badge\[data-color='([a-z]+)'\]\s*\{([^}]*)\}/g))
    rules.set(match[1]!, match[2]!);
  return rules;
}

function coloursOf(elements: readonly ReactElement[]): string[] {
  const view = render(<>{elements}</>);
  const colours = [...view.container.querySelectorAll('.badge')].map(
    (badge) => badge.getAttribute('data-color') ?? '(none)',
  );
  view.unmount();
  return colours;
}

describe('badge colours', () => {
  it('every colour a status or chain badge takes has its rule (gray is the default)', () => {
    const colours = [
      ...coloursOf(
        ['Completed', 'Pending', 'Failed', 'Refunded'].map((status) => (
          <StatusBadge key={status} status={status} />
        )),
      ),
      ...coloursOf(
        ['ETH', 'BNB', 'Polygon', 'ARB', 'OP', 'TRON', 'SOL', 'Dogechain'].map((chain) => (
          <ChainBadge key={chain} chain={chain} />
        )),
      ),
    ];
    expect(colours).not.toContain('(none)');
    const rules = colourRules();
    for (const colour of new Set(colours)) {
      if (colour === 'gray') continue;
      expect(rules.has(colour), `badge.css has no rule for data-color='${colour}'`).toBe(true);
    }
  });

  it("each colour's rule names that colour's Mantine variables, and no badge has an inline style", () => {
    for (const [colour, body] of colourRules()) {
      for (const part of ['light', 'light-color', 'outline', 'filled'])
        expect(body).toContain(`--badge-${part}: var(--mantine-color-${colour}-${part});`);
    }
    const view = render(
      <>
        <StatusBadge status="Completed" />
        <ChainBadge chain="ETH" />
        <ChainBadge chain="ETH" isNew />
      </>,
    );
    for (const badge of view.container.querySelectorAll('.badge'))
      expect(badge.getAttribute('style')).toBeNull();
  });
});
