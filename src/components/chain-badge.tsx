import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  ETH: 'indigo',
  TRON: 'red',
  SOL: 'violet',
  BNB: 'yellow',
  POLYGON: 'grape',
  ARB: 'blue',
  OP: 'pink',
};

/** A normalised chain name (see normalizeChainName) as a badge. */
export function ChainBadge({ chain }: { chain: string }) {
  return (
    <Badge color={COLORS[chain.toUpperCase()] ?? 'gray'} variant="outline" tt="none">
      {chain}
    </Badge>
  );
}
