import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { AppError } from '../kernel/errors/app-error.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression costs more than it saves: such bodies are always sent as they are. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality of the one compression a body ever gets. 6 keeps most of the gain (a 4 KiB
 * company record: 750 bytes at 6, 687 at 11) for a fraction of the cost (0.4 ms against 14 ms):
 * a snapshot swap under load compresses the whole working set again, on the thread pool.
 */
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 6;
/** What an entry costs beyond its bytes (object, hash and tag strings, map slot), for the budget. */
const ENTRY_OVERHEAD_BYTES = 320;

export type Encoding = 'br' | 'gzip';

/** A body whose bytes do not hash to the name they are stored under. Never cached, never served. */
export class CorruptBodyError extends AppError<'snapshot_corrupt'> {
  readonly expected: string;
  readonly actual: string;
  readonly size: number;
  constructor(
    expected: string,
    actual: string,
    size: number,
  ) {
    super('snapshot_corrupt', `[api] object ${expected} hashes to ${actual} (${size} bytes): its bytes changed since it was published`);
    this.expected = expected;
    this.actual = actual;
    this.size = size;
  }
}

export function sha256Hex(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/** Weak because one tag covers the identity, br and gzip forms of the same content. */
export function etagOfHash(sha256hex: string): string {
  return `W/"${Buffer.from(sha256hex, 'hex').toString('base64url').slice(0, 27)}"`;
}

/**
 * One immutable body, verified against its content hash, with what serving it needs worked out
 * once: its tag, its length as a header value, and its compressed forms once first asked for.
 */
export class CachedBody {
  readonly etag: string;
  readonly length: string;
  /** The cache's clock when this entry last moved to the young end (see BodyCache.get). */
  stamp = 0;
  /**
   * Its header lists for remembered reads, per coding (api/request/flat-headers.ts), made at its
   * first such read: held here rather than in a map beside the body, which every read asked.
   */
  headerLists: BodyHeaderLists | null = null;
  /** Set while the cache holds this body, cut when it lets it go (BodyHold); null for a body served but never held. */
  hold: BodyHold | null = null;
  /** Compressed forms: undefined until first asked for, null when compression does not pay. */
  #encoded: { br?: Buffer | null; gzip?: Buffer | null } = {};
  #pending: { br?: Promise<Buffer | null>; gzip?: Promise<Buffer | null> } = {};

  readonly hash: string;
  readonly raw: Buffer;
  readonly contentType: string;
  private readonly onGrow: (bytes: number) => void;
  constructor(
    hash: string,
    raw: Buffer,
    contentType: string,
    onGrow: (bytes: number) => void = () => undefined,
  ) {
    this.hash = hash;
    this.raw = raw;
    this.contentType = contentType;
    this.onGrow = onGrow;
    this.etag = etagOfHash(hash);
    this.length = String(raw.length);
  }

  /** Bytes held, compressed forms included. */
  get bytes(): number {
    return this.raw.length + (this.#encoded.br?.length ?? 0) + (this.#encoded.gzip?.length ?? 0) + ENTRY_OVERHEAD_BYTES;
  }

  /**
   * The body in an encoding: synchronously when already known (the steady state), else a
   * promise of the one compression this body will ever get (concurrent askers share it).
   * null means: send the identity form.
   */
  encoded(encoding: Encoding): Buffer | null | Promise<Buffer | null> {
    const known = this.#encoded[encoding];
    if (known !== undefined) return known;
    if (this.raw.length < COMPRESSION_THRESHOLD_BYTES) {
      this.#encoded[encoding] = null;
      return null;
    }
    let pending = this.#pending[encoding];
    if (!pending) {
      const work = encoding === 'br'
        ? brotli(this.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.raw.length } })
        : gzip(this.raw, { level: GZIP_LEVEL });
      pending = work.then((out) => {
        const kept = out.length < this.raw.length ? out : null;
        this.#encoded[encoding] = kept;
        delete this.#pending[encoding];
        if (kept) this.onGrow(kept.length);
        return kept;
      });
      this.#pending[encoding] = pending;
    }
    return pending;
  }
}

/**
 * A body as long as the cache holds it: `body` turns null when the cache lets it go. Kept in
 * place of the body by whoever skips the cache's look-up (api/request/remembered-reads.ts), so
 * that it never keeps a body alive past BODY_CACHE_MB nor serves one the cache no longer counts.
 */
export class BodyHold {
  body: CachedBody | null;
  constructor(body: CachedBody) {
    this.body = body;
  }
}

/** What api/request/flat-headers.ts keeps on a body; opaque here. */
export interface BodyHeaderLists {
  readonly tails: Record<string, readonly string[]>;
  readonly templates: Record<string, unknown>;
}

export interface BodyCacheStats {
  entries: number;
  /** Bodies, their compressed forms and what is charged to the budget from outside (accounted). */
  bytes: number;
  /** Bytes held elsewhere on the budget (the request memo, api/response-memo.ts). */
  accounted: number;
  maxBytes: number;
  hits: number;
  misses: number;
  evictions: number;
  corrupt: number;
}

/**
 * Verified bodies in memory, by content hash, shared by every snapshot the process serves (an
 * unchanged company record is one entry across nightly snapshots). Bounded by `maxBytes`
 * (bodies, their compressed forms, and the request memo charged through `account`); least
 * recently used bodies go first. A body is hashed once, when it enters: never again while it
 * stays, and never cached when the hash disagrees.
 */
export class BodyCache {
  readonly #entries = new Map<string, CachedBody>();
  readonly #loading = new Map<string, Promise<CachedBody | null>>();
  #bytes = 0;
  #accounted = 0;
  /** Counts moves to the young end: an entry's age in moves tells which half of the order it is in. */
  #clock = 0;
  readonly #stats = { hits: 0, misses: 0, evictions: 0, corrupt: 0 };

  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
    if (!Number.isFinite(maxBytes) || maxBytes < 0) throw new RangeError(`Expected maxBytes to be a number >= 0, got ${maxBytes}`);
  }

  /** The body stored under a hash, if held; counts as a use. */
  get(hash: string): CachedBody | undefined {
    const entry = this.#entries.get(hash);
    if (entry !== undefined) this.touch(entry);
    return entry;
  }

  /** Counts a use of a held body found without `get` (by its BodyHold): it moves and counts as `get` would. */
  touch(entry: CachedBody): void {
    if (entry.hold === null) return;
    // Re-inserting moves the entry to the young end of the map's order (the LRU list). Only
    // entries in the older half move: a hot body is not re-inserted on every hit (a delete and
    // a set cost more than the rest of the lookup), and no entry in the younger half is ever
    // the next to be evicted anyway.
    if (this.#clock - entry.stamp > this.#entries.size >> 1) {
      this.#entries.delete(entry.hash);
      this.#entries.set(entry.hash, entry);
      entry.stamp = ++this.#clock;
    }
    this.#stats.hits += 1;
  }

  /**
   * The body stored under `hash`, reading it with `read` when it is not held: concurrent
   * callers share one read. Throws CorruptBodyError when the bytes read do not hash to `hash`.
   */
  async load(hash: string, contentType: string, read: () => Promise<Buffer | null>): Promise<CachedBody | null> {
    const held = this.get(hash);
    if (held) return held;
    let loading = this.#loading.get(hash);
    if (!loading) {
      this.#stats.misses += 1;
      loading = (async () => {
        try {
          const raw = await read();
          if (raw === null) return null;
          const actual = sha256Hex(raw);
          if (actual !== hash) {
            this.#stats.corrupt += 1;
            throw new CorruptBodyError(hash, actual, raw.length);
          }
          return this.admit(hash, raw, contentType);
        } finally {
          this.#loading.delete(hash);
        }
      })();
      this.#loading.set(hash, loading);
    }
    return loading;
  }

  /** Adds a body whose hash the caller computed from these very bytes (a computed response). */
  admit(hash: string, raw: Buffer, contentType: string): CachedBody {
    const held = this.#entries.get(hash);
    if (held) return held;
    const entry = new CachedBody(hash, raw, contentType, (grown) => this.#grow(entry, grown));
    if (entry.bytes > this.maxBytes) return entry; // served, never held
    this.#entries.set(hash, entry);
    entry.hold = new BodyHold(entry);
    entry.stamp = ++this.#clock;
    this.#bytes += entry.bytes;
    this.#evict();
    return entry;
  }

  stats(): BodyCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, accounted: this.#accounted, maxBytes: this.maxBytes, ...this.#stats };
  }

  /**
   * Memory held elsewhere for serving these bodies (the request memo), counted in the same
   * budget: bodies are dropped to make room for it, so BODY_CACHE_MB bounds both together.
   * `bytes` may be negative (freed).
   */
  account(bytes: number): void {
    this.#accounted += bytes;
    this.#bytes += bytes;
    if (bytes > 0) this.#evict();
  }

  #grow(entry: CachedBody, bytes: number): void {
    if (this.#entries.get(entry.hash) !== entry) return;
    this.#bytes += bytes;
    this.#evict();
  }

  #evict(): void {
    while (this.#bytes > this.maxBytes && this.#entries.size > 0) {
      const [hash, oldest] = this.#entries.entries().next().value!;
      this.#entries.delete(hash);
      oldest.hold!.body = null;
      oldest.hold = null;
      this.#bytes -= oldest.bytes;
      this.#stats.evictions += 1;
    }
  }
}
