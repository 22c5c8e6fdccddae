import type { LedgerChunk, LedgerMonth, LedgerRoot, ObjectCache } from './manifest.ts';
import { SnapshotError } from './snapshot-error.ts';
import type { LedgerItem } from './snapshot-types.ts';

/** One object of a ledger (root, month node or chunk), for verify and GC. */
export interface LedgerObject {
  what: string;
  sha256: string;
  /** Items it holds, for chunks. */
  items?: number;
}

/**
 * The announcement items of a snapshot (ledger format 2: months of (date, id)-ordered chunks;
 * format 1 is read by the migration only). Chunks are read without caching: a pass over the ledger
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
    if ((root.format as string) === 'annonces-nc/ledger@1') throw new SnapshotError('snapshot_migration_needed', `la racine de registre ${rootHash} est au format 1, que seule la migration lit encore : lancez une fois « npm run snapshots -- migrate »`);
    if (root.format !== 'annonces-nc/ledger@2') {
      throw new SnapshotError('snapshot_corrupt', `[snapshot] ledger root ${rootHash} has an unknown format ${JSON.stringify((root as { format?: unknown }).format)}`);
    }
    return new LedgerView(cache, rootHash, root);
  }

  /** Month keys, ascending. */
  months(): string[] {
    return Object.keys(this.root.months).sort();
  }

  /** A month node, or null when the ledger has no item that month. */
  async month(month: string): Promise<LedgerMonth | null> {
    const ref = this.root.months[month];
    return ref === undefined ? null : this.#cache.json<LedgerMonth>(ref.sha256, 'ledger month');
  }

  async chunkItems(hash: string): Promise<LedgerItem[]> {
    return (await this.#cache.uncached<LedgerChunk>(hash, 'ledger chunk')).items;
  }

  /** Every item, in (date, id) order. */
  async *items(): AsyncGenerator<LedgerItem> {
    for (const month of this.months()) {
      for (const chunk of (await this.month(month))!.chunks) yield* await this.chunkItems(chunk.sha256);
    }
  }

  /** The root, month nodes and chunks this ledger is made of. */
  async *objects(): AsyncGenerator<LedgerObject> {
    yield { what: '<ledger root>', sha256: this.rootHash };
    for (const month of this.months()) {
      const ref = this.root.months[month]!;
      yield { what: `<ledger month ${month}>`, sha256: ref.sha256 };
      const node = (await this.month(month))!;
      for (const [i, chunk] of node.chunks.entries()) yield { what: `<ledger chunk ${month}/${i}>`, sha256: chunk.sha256, items: chunk.items };
    }
  }
}
