import { createHash } from 'node:crypto';
import type { AnnonceItem } from '../snapshot/snapshot-types.ts';
import {
  PAGE_BOUNDARY_MODULUS,
  PAGE_MAX_ITEMS,
  PAGE_MIN_ITEMS,
  feedPagePath,
  type FeedFilter,
  type FeedIndex,
  type FeedPageEntry,
} from './feed-layout.ts';

export interface PageOptions {
  minItems: number;
  maxItems: number;
  modulus: number;
}

export const DEFAULT_PAGE_OPTIONS: PageOptions = {
  minItems: PAGE_MIN_ITEMS,
  maxItems: PAGE_MAX_ITEMS,
  modulus: PAGE_BOUNDARY_MODULUS,
};

/** Whether the cut may fall after this item: depends on the item alone, hence content-defined. */
export function isBoundaryItem(id: string, modulus: number): boolean {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % modulus === 0;
}

export interface ClosedPage {
  entry: FeedPageEntry;
  /** Newest first. */
  items: AnnonceItem[];
}

/**
 * Cuts one feed into pages. Items must be pushed in ascending (date, id) order (oldest first);
 * it holds at most one page in memory.
 */
export class FeedPager {
  readonly filter: FeedFilter;
  private readonly options: PageOptions;
  private buffer: AnnonceItem[] = [];
  // Index entries accumulate oldest first; reversed once at the end (the index is newest first).
  private readonly entries: FeedPageEntry[] = [];
  private total = 0;

  constructor(filter: FeedFilter, options: PageOptions = DEFAULT_PAGE_OPTIONS) {
    if (options.minItems < 1 || options.maxItems < options.minItems || options.modulus < 1) {
      throw new RangeError(`Expected 1 <= minItems <= maxItems and modulus >= 1, got ${JSON.stringify(options)}`);
    }
    this.filter = filter;
    this.options = options;
  }

  /**
   * Adds the next (older-to-newer) item; returns the page it closed, if any. `boundary` is
   * isBoundaryItem(item.id) when the caller already computed it (one item feeds four pagers).
   */
  push(item: AnnonceItem, boundary?: boolean): ClosedPage | null {
    this.buffer.push(item);
    this.total += 1;
    const size = this.buffer.length;
    const cut =
      size >= this.options.maxItems ||
      (size >= this.options.minItems && (boundary ?? isBoundaryItem(item.id, this.options.modulus)));
    return cut ? this.close() : null;
  }

  /** Closes the last (newest, possibly short) page. */
  flush(): ClosedPage | null {
    return this.buffer.length > 0 ? this.close() : null;
  }

  index(): FeedIndex {
    return { filter: this.filter, total: this.total, pages: [...this.entries].reverse() };
  }

  private close(): ClosedPage {
    const items = this.buffer.reverse();
    this.buffer = [];
    const newest = items[0]!;
    const oldest = items[items.length - 1]!;
    const entry: FeedPageEntry = {
      path: feedPagePath(this.filter, { date: oldest.date, id: oldest.id }),
      count: items.length,
      newest: { date: newest.date, id: newest.id },
      oldest: { date: oldest.date, id: oldest.id },
    };
    this.entries.push(entry);
    return { entry, items };
  }
}
