import { compareKeys, feedIndexPath, type FeedFilter, type FeedKey, type FeedPageEntry } from '../publish/artefacts/feed-layout.ts';
import type { AnnonceItem } from '../publish/snapshot/snapshot-types.ts';
import type { SnapshotView } from './snapshot-view.ts';

export interface FeedQuery {
  filter: FeedFilter;
  /** Exclusive keyset position: only items strictly older than this (date, id). */
  after: FeedKey | null;
  /** Inclusive lower bound on `date` (YYYY-MM-DD). */
  since: string | null;
  limit: number;
}

export interface FeedResult {
  items: AnnonceItem[];
  hasMore: boolean;
}

/**
 * One page of a prebuilt feed: a binary search over the feed's index finds the first page that
 * holds items older than the cursor, then pages are read in order until `limit` items are taken.
 * Every page but the newest holds >= 100 items (feed-layout.ts), so limit <= 100 reads at most
 * two pages; `has_more` is decided from the index, never by reading one more page.
 */
export async function queryFeed(cache: SnapshotView, query: FeedQuery): Promise<FeedResult> {
  const index = await cache.feedIndex(feedIndexPath(query.filter));
  if (!index) return { items: [], hasMore: false };
  const pages = index.pages;
  const start = query.after === null ? 0 : firstPageOlderThan(pages, query.after);
  const items: AnnonceItem[] = [];
  for (let p = start; p < pages.length; p++) {
    const entry = pages[p]!;
    if (query.since !== null && entry.newest.date < query.since) break;
    // The page's newest item qualifies, so there is at least one more.
    if (items.length === query.limit) return { items, hasMore: true };
    const page = await cache.feedPage(entry.path);
    for (const item of page.items) {
      if (query.after !== null && compareKeys(item, query.after) >= 0) continue;
      if (query.since !== null && item.date < query.since) return { items, hasMore: false };
      if (items.length === query.limit) return { items, hasMore: true };
      items.push(item);
    }
  }
  return { items, hasMore: false };
}

/** Index of the first page (newest first) whose oldest item is strictly older than `key`. */
function firstPageOlderThan(pages: FeedPageEntry[], key: FeedKey): number {
  let lo = 0;
  let hi = pages.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareKeys(pages[mid]!.oldest, key) < 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
