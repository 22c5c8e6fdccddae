import MiniSearch from 'minisearch';
import { SEARCH_INDEX_PATH, type FeedIndex, type FeedPage } from '../publish/artefacts/feed-layout.js';
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from '../publish/artefacts/search-options.js';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.js';
import { AppError } from '../kernel/errors/app-error.js';

/** How many parsed feed pages each snapshot keeps; the newest pages are the hot ones. */
const PAGE_CACHE_SIZE = 256;

export class SnapshotIntegrityError extends AppError<'snapshot_integrity'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('snapshot_integrity', message, options);
  }
}

/**
 * Parsed artefacts of one snapshot (feed indexes, hot pages, the search index), kept as long as
 * the snapshot is: snapshots are immutable, so nothing here is ever invalidated, only dropped
 * with the snapshot itself (WeakMap).
 */
class ParsedSnapshot {
  private readonly indexes = new Map<string, Promise<FeedIndex | null>>();
  private readonly pages = new Map<string, FeedPage>();
  private search: Promise<MiniSearch<SearchDocument> | null> | null = null;

  constructor(private readonly snapshot: SnapshotReader) {}

  feedIndex(path: string): Promise<FeedIndex | null> {
    let index = this.indexes.get(path);
    if (!index) {
      index = this.json<FeedIndex>(path);
      // A failed read must not stick: forget it so the next request retries.
      index.catch(() => this.indexes.delete(path));
      this.indexes.set(path, index);
    }
    return index;
  }

  async feedPage(path: string): Promise<FeedPage> {
    const cached = this.pages.get(path);
    if (cached) {
      this.pages.delete(path);
      this.pages.set(path, cached);
      return cached;
    }
    const page = await this.json<FeedPage>(path);
    if (!page) throw new SnapshotIntegrityError(`[api] snapshot ${this.snapshot.id} lists ${path} but has no such file`);
    this.pages.set(path, page);
    if (this.pages.size > PAGE_CACHE_SIZE) this.pages.delete(this.pages.keys().next().value!);
    return page;
  }

  searchIndex(): Promise<MiniSearch<SearchDocument> | null> {
    if (!this.search) {
      this.search = (async () => {
        const body = await this.snapshot.read(SEARCH_INDEX_PATH);
        return body ? MiniSearch.loadJSON<SearchDocument>(body.toString('utf8'), SEARCH_INDEX_OPTIONS) : null;
      })();
      this.search.catch(() => {
        this.search = null;
      });
    }
    return this.search;
  }

  private async json<T>(path: string): Promise<T | null> {
    const body = await this.snapshot.read(path);
    if (!body) return null;
    try {
      return JSON.parse(body.toString('utf8')) as T;
    } catch (cause) {
      throw new SnapshotIntegrityError(`[api] snapshot ${this.snapshot.id}: ${path} is not valid JSON`, { cause });
    }
  }
}

const parsed = new WeakMap<SnapshotReader, ParsedSnapshot>();

export function parsedSnapshot(snapshot: SnapshotReader): ParsedSnapshot {
  let entry = parsed.get(snapshot);
  if (!entry) {
    entry = new ParsedSnapshot(snapshot);
    parsed.set(snapshot, entry);
  }
  return entry;
}

export type { ParsedSnapshot };
