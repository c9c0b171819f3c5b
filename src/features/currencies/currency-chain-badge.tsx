import { Badge } from '@mantine/core';
import { chainGroupOf } from './chain-names';

const COLORS: Record<string, string> = {
  ETH: 'indigo',
  BNB: 'yellow',
  Polygon: 'grape',
  ARB: 'blue',
  OP: 'pink',
  TRON: 'red',
};

/** A chain name exactly as the API writes it; the colour follows its chain group. */
export function CurrencyChainBadge({
  chainName,
  isNew = false,
}: {
  chainName: string;
  isNew?: boolean;
}) {
  return (
    <Badge
      color={COLORS[chainGroupOf(chainName)] ?? 'gray'}
      variant={isNew ? 'filled' : 'outline'}
      tt="none"
    >
      {chainName}
      {isNew ? ' · new' : ''}
    </Badge>
  );
}
