import type { ObjectInfo, ObjectStore } from '../store/object-store.ts';
import { objectKey, sha256Hex } from './snapshot-layout.ts';

/** Bytes in hand, or a local file of known size (put without reading it whole). */
type ObjectBody = Buffer | { file: string; size: number };

/** What an object looked like in the store when it was last seen intact (written or re-hashed). */
export interface ObjectStamp {
  size: number;
  /** Last-modified time in ms since the epoch, as the store reports it. */
  modified: number;
}

export function stampOf(info: ObjectInfo): ObjectStamp {
  return { size: info.size, modified: info.lastModified?.getTime() ?? 0 };
}

export interface ObjectWriterOptions {
  /** Hashes whose stored bytes were found wrong: written again even though the key exists. */
  rewrite?: ReadonlySet<string>;
  /**
   * Objects seen intact, by hash. When given, an object this publish needs that exists but is not
   * in it with the same size and time is read and compared with the bytes in hand (and rewritten
   * when they differ), and every object written or checked is recorded.
   */
  seen?: Map<string, ObjectStamp>;
  /**
   * Every object in the store when the publish started (a listing of `objects/`), by hash: then
   * an object absent from it is written without asking the store first (one HEAD per object
   * less; a first publish writes 10^5 of them).
   */
  present?: ReadonlyMap<string, ObjectStamp>;
}

/**
 * Writes content-addressed objects at most once. Hashes the parent snapshot references are
 * known to exist (GC keeps the parent, and the publish checked them), so they cost nothing;
 * others are checked with a HEAD before the PUT, which also makes a re-run after a crash skip
 * what the first run uploaded.
 */
export class ObjectWriter {
  readonly #store: ObjectStore;
  readonly #known: Set<string>;
  readonly #rewrite: ReadonlySet<string>;
  readonly #seen: Map<string, ObjectStamp> | null;
  readonly #present: ReadonlyMap<string, ObjectStamp> | null;
  // Same hash requested twice in one publish (identical artefacts) resolves to one write.
  readonly #pending = new Map<string, Promise<void>>();
  objects = 0;
  bytes = 0;
  /** Objects that existed with wrong bytes and were written again. */
  repaired = 0;
  readonly #rewritten = new Set<string>();

  constructor(store: ObjectStore, known: Set<string>, options: ObjectWriterOptions = {}) {
    this.#store = store;
    this.#known = known;
    this.#rewrite = options.rewrite ?? new Set();
    this.#seen = options.seen ?? null;
    this.#present = options.present ?? null;
  }

  /** Whether this publish wrote `hash` again because it was in `rewrite`. */
  rewrote(hash: string): boolean {
    return this.#rewritten.has(hash);
  }

  ensure(hash: string, body: Buffer, contentType: string): Promise<void> {
    return this.#ensure(hash, body, contentType);
  }

  /** As ensure, for a body spilled to a local file that is never read into memory whole. */
  ensureFile(hash: string, file: string, size: number, contentType: string): Promise<void> {
    return this.#ensure(hash, { file, size }, contentType);
  }

  #ensure(hash: string, body: ObjectBody, contentType: string): Promise<void> {
    if (this.#known.has(hash) && !this.#rewrite.has(hash)) return Promise.resolve();
    let pending = this.#pending.get(hash);
    if (!pending) {
      pending = this.#write(hash, body, contentType);
      this.#pending.set(hash, pending);
    }
    return pending;
  }

  async #write(hash: string, body: ObjectBody, contentType: string): Promise<void> {
    const key = objectKey(hash);
    const found = this.#rewrite.has(hash) ? null : this.#present !== null ? (this.#present.get(hash) ?? null) : await this.#store.head(key);
    const info = found === null ? null : 'modified' in found ? found : stampOf(found);
    let intact = info !== null;
    if (info !== null && this.#seen !== null) {
      const stamp = this.#seen.get(hash);
      const stampedIntact = stamp !== undefined && stamp.size === info.size && stamp.modified === info.modified;
      // Cheap here: the right bytes are in hand, so one GET tells whether the stored ones match.
      intact = stampedIntact || (await this.#matches(key, hash, body));
      if (intact) this.#seen.set(hash, info);
      else this.repaired += 1;
    }
    if (!intact) {
      if (this.#rewrite.has(hash)) this.repaired += 1;
      const put = { contentType, cacheControl: 'public, max-age=31536000, immutable' };
      if (Buffer.isBuffer(body)) await this.#store.put(key, body, put);
      else await this.#store.putFile(key, body.file, put);
      if (this.#rewrite.has(hash)) this.#rewritten.add(hash);
      this.objects += 1;
      this.bytes += Buffer.isBuffer(body) ? body.length : body.size;
      if (this.#seen !== null) {
        const written = await this.#store.head(key);
        if (written !== null) this.#seen.set(hash, stampOf(written));
      }
    }
    this.#known.add(hash);
  }

  /**
   * Whether the stored bytes are the ones in hand. For a spilled body this reads the stored
   * object whole, but only when it exists and was never seen intact: a spilled body is a
   * snapshot's changes.json, which names its own snapshot, so that happens on a re-run after a
   * crash, not on a usual night.
   */
  async #matches(key: string, hash: string, body: ObjectBody): Promise<boolean> {
    const stored = await this.#store.get(key);
    if (stored === null) return false;
    return Buffer.isBuffer(body) ? stored.equals(body) : sha256Hex(stored) === hash;
  }
}
