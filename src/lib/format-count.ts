// One formatter, made on first use (creating Intl formatters is costly).
let counts: Intl.NumberFormat | null = null;

/** A count for reading: "2,500". Counts are whole numbers, never money. */
export function formatCount(count: number): string {
  counts ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return counts.format(count);
}

/** "1 payment", "2,500 payments". */
export function countNoun(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
