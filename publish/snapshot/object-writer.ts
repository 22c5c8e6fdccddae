import type { ObjectStore } from '../store/object-store.js';
import { objectKey } from './snapshot-layout.js';

/**
 * Writes content-addressed objects at most once. Hashes the parent snapshot references are
 * known to exist (GC keeps the parent), so they cost nothing; others are checked with a HEAD
 * before the PUT, which also makes a re-run after a crash skip what the first run uploaded.
 */
export class ObjectWriter {
  readonly #store: ObjectStore;
  readonly #known: Set<string>;
  // Same hash requested twice in one publish (identical artefacts) resolves to one write.
  readonly #pending = new Map<string, Promise<void>>();
  objects = 0;
  bytes = 0;

  constructor(store: ObjectStore, known: Set<string>) {
    this.#store = store;
    this.#known = known;
  }

  ensure(hash: string, body: Buffer, contentType: string): Promise<void> {
    if (this.#known.has(hash)) return Promise.resolve();
    let pending = this.#pending.get(hash);
    if (!pending) {
      pending = this.#write(hash, body, contentType);
      this.#pending.set(hash, pending);
    }
    return pending;
  }

  async #write(hash: string, body: Buffer, contentType: string): Promise<void> {
    const key = objectKey(hash);
    if ((await this.#store.head(key)) === null) {
      await this.#store.put(key, body, { contentType, cacheControl: 'public, max-age=31536000, immutable' });
      this.objects += 1;
      this.bytes += body.length;
    }
    this.#known.add(hash);
  }
}
