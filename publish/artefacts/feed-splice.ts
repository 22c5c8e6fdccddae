import type { AnnonceItem } from '../snapshot/snapshot-types.ts';
import { FeedPager, type ClosedPage, type PageOptions } from './feed-pager.ts';
import { compareKeys, type FeedFilter, type FeedIndex, type FeedKey, type FeedPageEntry } from './feed-layout.ts';

export interface SplicedFeed {
  /** Pages to write: new, or at a path whose items changed. */
  pages: ClosedPage[];
  /** The whole index, as a full build would write it. */
  index: FeedIndex;
  /** Paths of the parent's pages that are no longer part of the feed. */
  removed: string[];
}

/**
 * One feed after some of its items changed, cutting again only around the changes. Pages are cut
 * from the oldest item and a cut depends only on the items since the previous cut, so: pages
 * wholly older than the oldest change are kept; cutting resumes after the last of them and
 * stops as soon as a cut falls where the parent had one (the "resync") with no change left
 * before it, after which the parent's pages are the feed's again, up to the next change. A
 * nightly append re-cuts the newest page and adds new ones; a backfill re-cuts a page or two.
 *
 * @param read the feed's current items in ascending (date, id) order, strictly after a position
 *   (null: from the start) and up to another, inclusive (null: to the end). Items are asked for
 *   one parent page's span at a time, so each read is small and bounded on both sides (cheap in
 *   the warehouse) and nothing past the resync is read.
 */
export async function spliceFeed(options: {
  filter: FeedFilter;
  parent: FeedIndex | null;
  /** Keys (old and new positions) of the items that changed in this feed. */
  changes: readonly FeedKey[];
  total: number;
  pages: PageOptions;
  read: (after: FeedKey | null, upTo: FeedKey | null) => AsyncIterable<AnnonceItem>;
}): Promise<SplicedFeed> {
  const old = options.parent ? [...options.parent.pages].reverse() : []; // oldest first
  const changes = [...options.changes].sort(compareKeys);
  const kept: FeedPageEntry[] = [];
  const pages: ClosedPage[] = [];
  let i = 0; // next parent page not yet kept or superseded
  let c = 0; // next change not yet covered

  while (c < changes.length) {
    // Parent pages ending before the change stay, except the newest: it was closed by the end
    // of the feed, not by the cutting rule, so anything after it reopens it.
    while (i < old.length - 1 && compareKeys(old[i]!.newest, changes[c]!) < 0) kept.push(old[i++]!);
    const resumeAfter = kept.length > 0 ? kept[kept.length - 1]!.newest : null;
    const pager = new FeedPager(options.filter, options.pages);
    let resynced = false;
    // Read one parent page's span at a time: (from, end of parent page j].
    let from = resumeAfter;
    for (let j = i; !resynced; j += 1) {
      const upTo = j < old.length ? old[j]!.newest : null;
      for await (const item of options.read(from, upTo)) {
        const closed = pager.push(item);
        if (!closed) continue;
        pages.push(closed);
        kept.push(closed.entry);
        const cut = closed.entry.newest;
        while (c < changes.length && compareKeys(changes[c]!, cut) <= 0) c += 1;
        let sameCut = false;
        while (i < old.length && compareKeys(old[i]!.newest, cut) <= 0) {
          sameCut = compareKeys(old[i]!.newest, cut) === 0 && i < old.length - 1;
          i += 1;
        }
        if (sameCut) {
          resynced = true;
          break;
        }
      }
      if (upTo === null) break;
      from = upTo;
    }
    if (!resynced) {
      const closed = pager.flush();
      if (closed) {
        pages.push(closed);
        kept.push(closed.entry);
      }
      i = old.length;
      break;
    }
  }
  while (i < old.length) kept.push(old[i++]!);

  const paths = new Set(kept.map((p) => p.path));
  return {
    pages,
    index: { filter: options.filter, total: options.total, pages: kept.reverse() },
    removed: old.map((p) => p.path).filter((p) => !paths.has(p)),
  };
}
