/** A remembered response: which body it was and the headers that went with it. */
export interface RememberedResponse {
  hash: string;
  headers: Record<string, string> | null;
}

/**
 * An entry as the memo holds it. `live` turns false for good when the memo lets it go (replaced,
 * deleted, evicted): whoever kept the entry to skip the look-up (api/request/remembered-reads.ts)
 * asks that instead of the map.
 */
export interface MemoEntry extends RememberedResponse {
  readonly key: string;
  readonly bytes: number;
  stamp: number;
  live: boolean;
}

export interface ResponseMemoStats {
  entries: number;
  bytes: number;
  maxBytes: number;
}

/**
 * What an entry costs beyond its key and headers: the map slot, the entry object, the key's
 * string header, and the body hash (the body's own string, but kept alive by the entry once
 * the body cache drops that body: 80 bytes). Measured on 20 000 entries, heap after a full
 * collection, hashes shared: 282 bytes an entry with a 107-character key (175 beyond the key,
 * the same at 1 000 and 4 000 characters), 176 more with a 106-character Link header.
 */
const ENTRY_OVERHEAD_BYTES = 256;
/** Per header of a remembered response, beyond its name and value (the headers object included). */
const HEADER_OVERHEAD_BYTES = 80;
/**
 * Longer keys are not remembered: the answer is computed again each time. The longest valid
 * request of a read route is a pinned search of 200 characters each percent-encoded as 3 UTF-8
 * bytes, about 2 000 characters; only requests carrying ignored parameters (pages) get longer.
 */
export const MAX_MEMO_KEY_CHARS = 4_096;

/**
 * Which body answered which request (route, snapshot, path and canonical query), so that a
 * cacheable route's answer is served again without calling its handler. Keys come from clients,
 * so the memo is bounded in bytes, not in entries, and every byte it holds is charged through
 * `charge` (to the body cache's BODY_CACHE_MB, which drops bodies to make room). Least recently
 * used entries go first, with the body cache's trick: only entries in the older half move.
 */
export class ResponseMemo {
  readonly #entries = new Map<string, MemoEntry>();
  #bytes = 0;
  #clock = 0;

  readonly maxBytes: number;
  private readonly charge: (bytes: number) => void;
  constructor(
    maxBytes: number,
    charge: (bytes: number) => void = () => undefined,
  ) {
    this.maxBytes = maxBytes;
    this.charge = charge;
    if (!Number.isFinite(maxBytes) || maxBytes < 0) throw new RangeError(`Expected maxBytes to be a number >= 0, got ${maxBytes}`);
  }

  get(key: string): MemoEntry | undefined {
    const entry = this.#entries.get(key);
    if (entry !== undefined) this.touch(entry);
    return entry;
  }

  /** The entry under a key, without counting a use. */
  held(key: string): MemoEntry | undefined {
    return this.#entries.get(key);
  }

  /** Counts a use of a live entry found without `get`: it moves as `get` would move it. */
  touch(entry: MemoEntry): void {
    if (entry.live && this.#clock - entry.stamp > this.#entries.size >> 1) {
      this.#entries.delete(entry.key);
      this.#entries.set(entry.key, entry);
      entry.stamp = ++this.#clock;
    }
  }

  set(key: string, hash: string, headers: Record<string, string> | null): void {
    this.delete(key);
    if (key.length > MAX_MEMO_KEY_CHARS) return;
    let bytes = ENTRY_OVERHEAD_BYTES + key.length;
    if (headers !== null) for (const name in headers) bytes += HEADER_OVERHEAD_BYTES + name.length + headers[name]!.length;
    if (bytes > this.maxBytes) return;
    this.#entries.set(key, { key, hash, headers, bytes, stamp: ++this.#clock, live: true });
    this.#bytes += bytes;
    let freed = 0;
    while (this.#bytes > this.maxBytes) {
      const [oldest, entry] = this.#entries.entries().next().value!;
      this.#entries.delete(oldest);
      entry.live = false;
      this.#bytes -= entry.bytes;
      freed += entry.bytes;
    }
    this.charge(bytes - freed);
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    entry.live = false;
    this.#bytes -= entry.bytes;
    this.charge(-entry.bytes);
  }

  stats(): ResponseMemoStats {
    return { entries: this.#entries.size, bytes: this.#bytes, maxBytes: this.maxBytes };
  }
}

// Pairs that application/x-www-form-urlencoded serialises as they are.
const PLAIN_PAIR = /^[A-Za-z0-9*._-]+=[A-Za-z0-9*._-]*$/;

/**
 * The query as the routes read it (URLSearchParams), written one way: empty pairs dropped,
 * names and values decoded and encoded again, pairs sorted by name (pairs of one name keep
 * their order, which `get` depends on). `?&limit=2&&`, `?limit=2` and `?%6Cimit=2` are one key;
 * two queries with one key are read alike by every route. A query already written that way
 * (`limit=2`, `limit=20&type=creation`) is returned as it is, without a parse.
 */
export function canonicalQuery(rawQuery: string): string {
  if (rawQuery === '') return '';
  if (isCanonical(rawQuery)) return rawQuery;
  const params = new URLSearchParams(rawQuery);
  params.sort();
  return params.toString();
}

function isCanonical(rawQuery: string): boolean {
  let previous = '';
  let start = 0;
  while (start <= rawQuery.length) {
    let end = rawQuery.indexOf('&', start);
    if (end === -1) end = rawQuery.length;
    const pair = rawQuery.slice(start, end);
    if (!PLAIN_PAIR.test(pair)) return false;
    const name = pair.slice(0, pair.indexOf('='));
    if (name < previous) return false;
    previous = name;
    start = end + 1;
  }
  return true;
}
