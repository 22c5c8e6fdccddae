import type { LedgerChunk, LedgerMonth, LedgerRoot, LedgerShard, ObjectCache } from './manifest.js';
import { SnapshotError } from './snapshot-error.js';
import type { LedgerItem } from './snapshot-types.js';

/** One object of a ledger (root, month node, chunk, or format 1 shard), for verify and GC. */
export interface LedgerObject {
  what: string;
  sha256: string;
  /** Items it holds, for chunks and format 1 shards. */
  items?: number;
}

/**
 * The announcement items of a snapshot (ledger format 1: 4096 shards by sha256(id); format 2:
 * months of (date, id)-ordered chunks). Chunks are read without caching: a pass over the ledger
 * must not keep the corpus in memory.
 */
export class LedgerView {
  readonly rootHash: string;
  readonly root: LedgerRoot;
  readonly #cache: ObjectCache;

  private constructor(cache: ObjectCache, rootHash: string, root: LedgerRoot) {
    this.#cache = cache;
    this.rootHash = rootHash;
    this.root = root;
  }

  static async open(cache: ObjectCache, rootHash: string): Promise<LedgerView> {
    const root = await cache.json<LedgerRoot>(rootHash, 'ledger root');
    if (root.format !== 'annonces-nc/ledger@1' && root.format !== 'annonces-nc/ledger@2') {
      throw new SnapshotError('snapshot_corrupt', `[snapshot] ledger root ${rootHash} has an unknown format ${JSON.stringify((root as { format?: unknown }).format)}`);
    }
    return new LedgerView(cache, rootHash, root);
  }

  get byMonth(): boolean {
    return this.root.format === 'annonces-nc/ledger@2';
  }

  /** Month keys, ascending (format 2 only). */
  months(): string[] {
    return this.root.format === 'annonces-nc/ledger@2' ? Object.keys(this.root.months).sort() : [];
  }

  /** A month node, or null when the ledger has no item that month (format 2 only). */
  async month(month: string): Promise<LedgerMonth | null> {
    if (this.root.format !== 'annonces-nc/ledger@2') return null;
    const ref = this.root.months[month];
    return ref === undefined ? null : this.#cache.json<LedgerMonth>(ref.sha256, 'ledger month');
  }

  async chunkItems(hash: string): Promise<LedgerItem[]> {
    return (await this.#cache.uncached<LedgerChunk>(hash, 'ledger chunk')).items;
  }

  /** Every item: format 2 in (date, id) order; format 1 shard by shard, by id within a shard. */
  async *items(): AsyncGenerator<LedgerItem> {
    if (this.root.format === 'annonces-nc/ledger@2') {
      for (const month of this.months()) {
        for (const chunk of (await this.month(month))!.chunks) yield* await this.chunkItems(chunk.sha256);
      }
      return;
    }
    for (const key of Object.keys(this.root.shards).sort()) {
      yield* (await this.#cache.uncached<LedgerShard>(this.root.shards[key]!, 'ledger shard')).items as LedgerItem[];
    }
  }

  /** The root, month nodes and chunks (or format 1 shards) this ledger is made of. */
  async *objects(): AsyncGenerator<LedgerObject> {
    yield { what: '<ledger root>', sha256: this.rootHash };
    if (this.root.format === 'annonces-nc/ledger@2') {
      for (const month of this.months()) {
        const ref = this.root.months[month]!;
        yield { what: `<ledger month ${month}>`, sha256: ref.sha256 };
        const node = (await this.month(month))!;
        for (const [i, chunk] of node.chunks.entries()) yield { what: `<ledger chunk ${month}/${i}>`, sha256: chunk.sha256, items: chunk.items };
      }
      return;
    }
    for (const [key, hash] of Object.entries(this.root.shards)) yield { what: `<ledger shard ${key}>`, sha256: hash };
  }
}
