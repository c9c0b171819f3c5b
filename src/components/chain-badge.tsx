import type { CSSProperties } from 'react';
import './badge.css';

const COLORS: Record<string, string> = {
  ETH: 'indigo',
  TRON: 'red',
  SOL: 'violet',
  BNB: 'yellow',
  POLYGON: 'grape',
  ARB: 'blue',
  OP: 'pink',
};

/** A normalised chain name (see normalizeChainName) as an outlined badge. */
export function ChainBadge({ chain }: { chain: string }) {
  const color = COLORS[chain.toUpperCase()] ?? 'gray';
  // A plain element (see badge.css): tables render one per row. Mantine's static class
  // name stays as a stable hook (the e2e badge checks find badges by it); it loads no styles.
  return (
    <span
      className="badge mantine-Badge-root"
      data-variant="outline"
      style={{ '--badge-outline': `var(--mantine-color-${color}-outline)` } as CSSProperties}
    >
      <span className="badge-text">{chain}</span>
    </span>
  );
}
