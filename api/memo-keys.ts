import { canonicalQuery } from './response-memo.ts';

/** A route as a key names it (its id), and as the kept key is checked against (the object itself). */
export interface MemoRoute {
  readonly id: string;
}

/** Longer paths get their key made each time: a company record's path is 26 characters. */
export const MEMO_KEY_PATH_CHARS = 128;
/** Paths whose key is kept, per snapshot; past it the kept keys are dropped and kept again as asked. */
export const MEMO_KEYS_HELD = 4_096;

/**
 * The request memo's key (api/response-memo.ts) of a request on one snapshot: the snapshot, the
 * route, pinned or not, the path and the canonical query. For the common read (not pinned, no
 * query) the key made for a path is kept and given again to the path's next requests, found by
 * the request's own path string: a key made for each request was a new string, which V8
 * internalizes when a Map is asked for it (a call into its runtime: 0.3 µs and more a request,
 * docs/api-performance.md), where a key made once is found in a few nanoseconds, and so is the
 * path, which the route table's lookup has internalized already. Paths come from clients: at most
 * MEMO_KEYS_HELD of at most MEMO_KEY_PATH_CHARS characters are kept (under 1.5 MB).
 */
export class MemoKeys {
  readonly #snapshotId: string;
  #byPath = new Map<string, { route: MemoRoute; key: string }>();

  constructor(snapshotId: string) {
    this.#snapshotId = snapshotId;
  }

  of(route: MemoRoute, pinned: boolean, path: string, query: string): string {
    if (pinned || query !== '') return `${this.#snapshotId}\n${route.id}\n${pinned ? 'pinned' : 'current'}\n${path}?${canonicalQuery(query)}`;
    const kept = this.#byPath.get(path);
    // Several routes may answer one path (one per method): the key is the route's.
    if (kept !== undefined && kept.route === route) return kept.key;
    const key = `${this.#snapshotId}\n${route.id}\ncurrent\n${path}?`;
    if (path.length <= MEMO_KEY_PATH_CHARS) {
      if (this.#byPath.size >= MEMO_KEYS_HELD) this.#byPath = new Map();
      this.#byPath.set(path, { route, key });
    }
    return key;
  }

  /** Paths whose key is kept. */
  get held(): number {
    return this.#byPath.size;
  }
}
