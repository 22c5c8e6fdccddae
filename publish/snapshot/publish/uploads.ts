import PQueue from 'p-queue';
import type { ObjectStore } from '../../store/object-store.ts';
import { ObjectWriter } from '../object-writer.ts';
import type { KnownObjects } from './publish-options.ts';

/**
 * The uploads of one publish: bounded in flight, objects the parent references skipped (they are
 * known to exist), the first failure rethrown at the next write or at `drain`.
 */
export class Uploads {
  /** Hashes known to exist (the parent's objects); steps add what they learn. */
  readonly known: Set<string>;
  readonly writer: ObjectWriter;
  readonly rewrite: ReadonlySet<string>;
  readonly #queue: PQueue;
  readonly #failures: unknown[] = [];

  constructor(store: ObjectStore, known: Set<string>, objects: KnownObjects, concurrency: number) {
    this.known = known;
    this.rewrite = objects.rewrite ?? new Set<string>();
    this.writer = new ObjectWriter(store, known, { rewrite: this.rewrite, ...(objects.seen ? { seen: objects.seen } : {}), ...(objects.present ? { present: objects.present } : {}) });
    this.#queue = new PQueue({ concurrency });
  }

  async write(hash: string, body: Buffer, contentType: string): Promise<void> {
    if (this.known.has(hash) && !this.rewrite.has(hash)) return;
    // Backpressure: artefacts stream in, so keep only a bounded number of bodies in memory.
    await this.#queue.onSizeLessThan(this.#queue.concurrency * 2);
    this.#queue.add(() => this.writer.ensure(hash, body, contentType)).catch((error: unknown) => this.#failures.push(error));
    if (this.#failures.length > 0) throw this.#failures[0];
  }

  async drain(): Promise<void> {
    await this.#queue.onIdle();
    if (this.#failures.length > 0) throw this.#failures[0];
  }
}
