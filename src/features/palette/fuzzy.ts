import { foldText } from '@/lib/fold-text';

/**
 * A small fuzzy matcher for the palette: a few hundred candidates (recent codes, pages,
 * currencies), where a library (fuse.js, match-sorter) would add several KB for little
 * more. Case and accents are ignored. Best first:
 * exact > prefix > start of a word ("mar" in "big-market") > substring >
 * letters in order ("bgmkt") > one slip (two letters swapped, one letter missing or extra).
 */
const WORD_START = /[\s\-_./:#@|]/;

function fold(text: string): string {
  return foldText(text).trim();
}

/** Letters of `query` in order inside `text`: the span they cover, or null. */
function subsequenceSpan(query: string, text: string): { start: number; span: number } | null {
  let from = -1;
  let start = -1;
  for (const char of query) {
    from = text.indexOf(char, from + 1);
    if (from === -1) return null;
    if (start === -1) start = from;
  }
  return { start, span: from - start + 1 };
}

/** Variants of `query` with one slip undone: adjacent letters swapped, one letter dropped. */
function slipVariants(query: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i + 1 < query.length; i++) {
    variants.add(query.slice(0, i) + query[i + 1] + query[i] + query.slice(i + 2));
  }
  for (let i = 0; i < query.length; i++) variants.add(query.slice(0, i) + query.slice(i + 1));
  variants.delete(query);
  return [...variants];
}

/** How well `query` matches one text: higher is better, null is no match. */
export function fuzzyScore(query: string, text: string): number | null {
  const q = fold(query);
  const t = fold(text);
  if (!q) return 0;
  if (!t) return null;
  if (t === q) return 1000;
  if (t.startsWith(q)) return 900 - Math.min(t.length - q.length, 99);
  const index = t.indexOf(q);
  if (index !== -1) {
    // Any word start is as good as another; inside a word, earlier is better.
    if (WORD_START.test(t[index - 1] ?? '')) return 800;
    return 700 - Math.min(index, 99);
  }
  if (q.length >= 2) {
    const found = subsequenceSpan(q, t);
    // Letters far apart are noise, not a match: the span may be at most three times the query.
    if (found && found.span <= q.length * 3) {
      return 500 - Math.min(found.span - q.length, 50) * 4 - Math.min(found.start, 99);
    }
  }
  if (q.length >= 3) {
    for (const variant of slipVariants(q)) {
      if (variant.length >= 3 && t.includes(variant)) return 300 - Math.min(t.indexOf(variant), 99);
    }
  }
  return null;
}

/**
 * The items that match, best first (ties keep the given order). An item's score is its
 * best over its texts; later texts count a little less, so a code beats a name.
 */
export function fuzzyFilter<T>(
  items: readonly T[],
  query: string,
  texts: (item: T) => readonly (string | undefined)[],
): T[] {
  if (!fold(query)) return [...items];
  const scored: { item: T; score: number; index: number }[] = [];
  items.forEach((item, index) => {
    let best: number | null = null;
    texts(item).forEach((text, position) => {
      if (text === undefined) return;
      const score = fuzzyScore(query, text);
      if (score !== null) {
        const weighted = score - position * 5;
        if (best === null || weighted > best) best = weighted;
      }
    });
    if (best !== null) scored.push({ item, score: best, index });
  });
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map((entry) => entry.item);
}
