import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { BodyCache, sha256Hex, type BodyCacheStats, type CachedBody } from '../body-cache.ts';
import { JSON_CONTENT_TYPE, serialise } from '../request/response-body.ts';
import { ResponseMemo } from '../response-memo.ts';
import { RESPONSE_MEMO_SHARE } from '../snapshot-view.ts';
import { type ChangeCursor } from './change-cursor.ts';
import { changePage, type ChangeFilter } from './change-feed.ts';
import type { ChangeLog } from './change-log.ts';

/** One page asked of the feed, as the route read it. */
export interface PageRequest {
  since: ChangeCursor | 'oldest' | null;
  /** `since` as the client wrote it (a cursor, `debut`), for the key and the next page's link; null when absent. */
  sinceText: string | null;
  limit: number;
  filter: ChangeFilter;
  /** The query names of the filters given, with their values as given (for the link). */
  filterParams: ReadonlyArray<[string, string]>;
}

/** A page as it is served: its body held once with its tag and compressed forms. */
export interface ServedPage {
  body: CachedBody;
  /** The next page's address (`Link: <...>; rel="next"`), when there is more. */
  link: string | null;
  /** No event: a long poll waits for the next snapshot. */
  empty: boolean;
  /** A full page from a cursor: never changes (immutable caching). */
  settled: boolean;
}

/**
 * The pages of GET /v1/changes, each computed once per snapshot served, history kept (its
 * oldest snapshot: retention moves it), cursor, limit and filters, then served from memory:
 * the long polls a swap wakes together ask for one page, and clients replaying from `debut`
 * for the same few. Concurrent askers of a page share its one computation; its body is held
 * by content hash with its tag, and br and gzip forms made once on first demand (BodyCache),
 * within CHANGES_CACHE_MB of its own, so that a client walking through made-up cursors evicts
 * only feed pages, never the company records of the main body cache. The memo of which body
 * answers which page is charged to the same budget (ResponseMemo, as api/snapshot-view.ts).
 */
export class ChangePages {
  readonly #log: ChangeLog;
  readonly #bodies: BodyCache;
  readonly #memo: ResponseMemo;
  readonly #computing = new Map<string, Promise<ServedPage>>();
  /** What the memo cannot say of a body: whether its page is empty. Bodies are this cache's own. */
  readonly #empty = new WeakMap<CachedBody, boolean>();
  #computed = 0;

  constructor(log: ChangeLog, maxBytes: number) {
    this.#log = log;
    this.#bodies = new BodyCache(maxBytes);
    this.#memo = new ResponseMemo(Math.floor(maxBytes * RESPONSE_MEMO_SHARE), (bytes) => this.#bodies.account(bytes));
  }

  /** Pages computed since start (each computation, not each request). */
  get computed(): number {
    return this.#computed;
  }

  stats(): BodyCacheStats {
    return this.#bodies.stats();
  }

  /**
   * Waits until the page's compressed forms are made (once per page), so that serving it needs
   * nothing more that could make many requests resume together (see LongPolls.turn).
   */
  async ready(page: ServedPage): Promise<void> {
    await Promise.all([page.body.encoded('br'), page.body.encoded('gzip')]);
  }

  /** The page of `request` on `current`: from memory, from a computation under way, or computed now. */
  async page(current: SnapshotReader, request: PageRequest): Promise<ServedPage> {
    // The history's start is part of the key: retention dropping a snapshot changes pages
    // from `debut` and may expire a cursor, without a new snapshot being served.
    const history = request.since === null ? null : await this.#log.history(current);
    const key = JSON.stringify([current.id, history?.[0]!.id ?? null, request.sinceText, request.limit, request.filterParams]);
    const remembered = this.#memo.get(key);
    if (remembered !== undefined) {
      const body = this.#bodies.get(remembered.hash);
      const empty = body === undefined ? undefined : this.#empty.get(body);
      if (body !== undefined && empty !== undefined) {
        const link = remembered.headers?.link ?? null;
        return { body, link, empty, settled: link !== null && request.since !== 'oldest' };
      }
      this.#memo.delete(key);
    }
    let computing = this.#computing.get(key);
    if (computing === undefined) {
      computing = this.#compute(current, request, key).finally(() => this.#computing.delete(key));
      this.#computing.set(key, computing);
    }
    return computing;
  }

  async #compute(current: SnapshotReader, request: PageRequest, key: string): Promise<ServedPage> {
    const page = await changePage(this.#log, current, request);
    this.#computed += 1;
    const raw = serialise({ events: page.events, next_cursor: page.nextCursor, has_more: page.hasMore });
    const body = this.#bodies.admit(sha256Hex(raw), raw, JSON_CONTENT_TYPE);
    const empty = page.events.length === 0;
    this.#empty.set(body, empty);
    const link = page.hasMore ? nextLink(page.nextCursor, request) : null;
    this.#memo.set(key, body.hash, link === null ? null : { link });
    return { body, link, empty, settled: page.settled };
  }
}

/** The next page's address: the same request from the page's end (without `wait`: the next page is there now). */
function nextLink(nextCursor: string, request: PageRequest): string {
  const next = new URLSearchParams([['since', nextCursor], ['limit', String(request.limit)], ...request.filterParams]);
  return `</v1/changes?${next.toString()}>; rel="next"`;
}
