/** How many edits (insert, delete, replace, swap of neighbours) turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Known checkout codes close to a code the service does not know: a few typing slips
 * away (ignoring case), or one containing the other ("big" → "big-market"). Closest
 * first, at most `limit`; the code itself is never suggested.
 */
export function closeCheckoutCodes(
  code: string,
  candidates: readonly string[],
  limit = 3,
): string[] {
  const typed = code.trim().toLowerCase();
  if (!typed) return [];
  const allowed = Math.max(2, Math.floor(typed.length / 3));
  const scored: { code: string; score: number }[] = [];
  for (const candidate of new Set(candidates)) {
    const known = candidate.toLowerCase();
    if (candidate.trim() === code.trim()) continue;
    const contains =
      Math.min(known.length, typed.length) >= 3 && (known.includes(typed) || typed.includes(known));
    const distance = editDistance(typed, known);
    if (distance <= allowed) scored.push({ code: candidate, score: distance });
    else if (contains) scored.push({ code: candidate, score: allowed + 1 });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.code.localeCompare(b.code))
    .slice(0, limit)
    .map((entry) => entry.code);
}
