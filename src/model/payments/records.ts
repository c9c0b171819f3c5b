import {
  transactionKey,
  type RejectedRecord,
  type Transaction,
  type TransactionsPage,
} from '@/api/schemas';

export interface RejectedOnPage extends RejectedRecord {
  /** Which page (1 = the first one loaded) held the unreadable record. */
  page: number;
}

export interface LoadedRecords {
  /** Every payment once, in the order the pages gave them. */
  records: Transaction[];
  /** Records dropped because an identical copy (same chain, hash and content) was already loaded. */
  duplicates: number;
  /** Payments sent more than once with different content: every version is kept. */
  conflicts: { key: string; versions: number }[];
  rejected: RejectedOnPage[];
}

/** What the service sent, for comparing two copies of one payment. */
function contentOf(record: Transaction): string {
  return JSON.stringify(record);
}

/**
 * The records of the loaded pages as the dashboard shows and counts them: a record the
 * service sent twice (same chain and hash, same content), within a page or across
 * pages, counts once; the same chain and hash with different content is kept in every
 * version and reported, since the dashboard cannot tell which one is right.
 */
export function collectRecords(pages: readonly TransactionsPage[]): LoadedRecords {
  const records: Transaction[] = [];
  const rejected: RejectedOnPage[] = [];
  // The first copy of each payment; its versions' contents only once a repeat needs them.
  const seen = new Map<string, { first: Transaction; contents?: string[] }>();
  const conflicting = new Set<string>();
  let duplicates = 0;
  pages.forEach((page, pageIndex) => {
    for (const item of page.rejected) rejected.push({ ...item, page: pageIndex + 1 });
    for (const record of page.records) {
      const key = transactionKey(record);
      const entry = seen.get(key);
      if (!entry) {
        seen.set(key, { first: record });
        records.push(record);
        continue;
      }
      entry.contents ??= [contentOf(entry.first)];
      const content = contentOf(record);
      if (entry.contents.includes(content)) {
        duplicates += 1;
        continue;
      }
      entry.contents.push(content);
      conflicting.add(key);
      records.push(record);
    }
  });
  const conflicts = [...conflicting].map((key) => ({
    key,
    versions: seen.get(key)?.contents?.length ?? 0,
  }));
  return { records, duplicates, conflicts, rejected };
}
