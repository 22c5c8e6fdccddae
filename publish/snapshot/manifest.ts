import type { ObjectStore } from '../store/object-store.ts';
import { SnapshotError } from './snapshot-error.ts';
import { isSnapshotId, manifestKey, objectKey, sha256Hex } from './snapshot-layout.ts';
import type { AnnonceItem, SnapshotCounts } from './snapshot-types.ts';

/** One logical path of a snapshot: where its body is and how to serve it. */
export interface TreeEntry {
  sha256: string;
  size: number;
  contentType: string;
}

export interface TreeShard {
  format: 'annonces-nc/tree-shard@1';
  entries: Record<string, TreeEntry>;
}

/**
 * Tree format 2 (format 1 was the base shards alone): base shards plus up to a few dozen small
 * layers, each holding the paths one publish changed (`null`: removed). A path resolves to the newest layer that
 * names it, else to its base shard. Each publish folds a few base shards (the least recently
 * folded: `stamps` gives, per shard key, the newest layer it includes) and drops the layers
 * every shard includes, so a night writes its own changes plus a bounded slice of the base
 * instead of every shard a random set of changed companies lands in. See docs/snapshots.md.
 */
export interface TreeRootV2 {
  format: 'annonces-nc/tree@2';
  /** Sequence number of the newest layer ever written (dropped layers included). */
  seq: number;
  shards: Record<string, string>;
  /** Per shard key, in key order (`00` first): the newest layer its base shard includes. */
  stamps: number[];
  /** Oldest first. */
  layers: Array<{ seq: number; sha256: string }>;
}

export interface TreeLayer {
  format: 'annonces-nc/tree-layer@1';
  seq: number;
  entries: Record<string, TreeEntry | null>;
}

export type TreeRoot = TreeRootV2;

/**
 * Ledger format 2: items in (date, id) order, grouped by month (`YYYY-MM`), each month cut into
 * content-defined chunks. Nightly announcements are the newest, so a night rewrites the tail of
 * one month plus its month node and the root, whatever the corpus size.
 */
export interface LedgerRootV2 {
  format: 'annonces-nc/ledger@2';
  months: Record<string, { sha256: string; items: number }>;
}

export interface LedgerMonth {
  format: 'annonces-nc/ledger-month@1';
  month: string;
  chunks: Array<{ sha256: string; items: number }>;
}

export interface LedgerChunk {
  format: 'annonces-nc/ledger-chunk@1';
  items: AnnonceItem[];
}

export type LedgerRoot = LedgerRootV2;

export const MANIFEST_FORMAT = 'annonces-nc/snapshot@2';

/**
 * The immutable description of one snapshot, stored at `snapshots/<id>.json`. Format 2 has the
 * same fields as format 1; its tree and ledger roots are `tree@2` and `ledger@2`, which code that
 * only knows format 1 would misread, hence the new manifest format (such code refuses it).
 * Format 1 is read by `snapshots migrate` only (migrate-format-one.ts); everything else refuses it
 * with `snapshot_migration_needed`.
 */
export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  id: string;
  parentId: string | null;
  createdAt: string;
  runIds: string[];
  codeVersion: string;
  counts: SnapshotCounts;
  /** sha256 of the tree root object (logical path -> object). */
  tree: { root: string; paths: number };
  /** sha256 of the ledger root object (every announcement item, sharded by id). */
  ledger: { root: string; items: number };
  changes: { path: string; added: number; removed: number; updated: number; companiesChanged: number };
  /** What this publish uploaded, manifest excluded. */
  written: { objects: number; bytes: number };
}

/**
 * Serialised with sorted keys so equal content always hashes equal. The same text as
 * `JSON.stringify` of a copy with sorted keys, written directly (a ledger is 10^6 items).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    return `[${value.map((v: unknown) => (v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : canonicalJson(v))).join(',')}]`;
  }
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    parts.push(`${JSON.stringify(key)}:${canonicalJson(v)}`);
  }
  return `{${parts.join(',')}}`;
}

export async function readManifest(store: ObjectStore, id: string): Promise<{ manifest: Manifest; sha256: string }> {
  if (!isSnapshotId(id)) {
    throw new SnapshotError('snapshot_not_found', `[snapshot] ${JSON.stringify(id)} is not a snapshot id (expected e.g. 20261121T020000Z)`);
  }
  const body = await store.get(manifestKey(id));
  if (body === null) throw new SnapshotError('snapshot_not_found', `[snapshot] no snapshot ${id} in ${store.url}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(body.toString('utf8')) as Manifest;
  } catch (error) {
    throw new SnapshotError('snapshot_corrupt', `[snapshot] manifest of ${id} is unreadable`, { cause: error });
  }
  if ((manifest.format as string) === FORMAT_ONE && manifest.id === id) throw migrationNeeded(id, store.url);
  if (manifest.format !== MANIFEST_FORMAT || manifest.id !== id) {
    throw new SnapshotError('snapshot_corrupt', `[snapshot] manifest of ${id} is unreadable`, { cause: new Error(`unexpected format or id ${manifest.id}`) });
  }
  return { manifest, sha256: sha256Hex(body) };
}

const FORMAT_ONE = 'annonces-nc/snapshot@1';

/**
 * A store not yet migrated from format 1. Worded in French for whoever meets it (a command, the
 * run report, the API's log): the one thing to do is a command to run.
 */
export function migrationNeeded(id: string, storeUrl: string): SnapshotError {
  return new SnapshotError(
    'snapshot_migration_needed',
    `l’instantané ${id} de ${storeUrl} est au format 1, que seule la migration lit encore : lancez une fois « npm run snapshots -- migrate » ` +
      '(avec le même STORE_URL), qui convertit chaque instantané au format 2 sans changer son contenu, puis recommencez (docs/snapshots.md, « Migrating format 1 »)',
  );
}

/**
 * Reads content-addressed JSON objects and keeps them parsed: shards are immutable, so a cached
 * copy never goes stale. `seed` lets a publish hand over what it just built without re-reading.
 */
export class ObjectCache {
  readonly #store: ObjectStore;
  readonly #parsed = new Map<string, unknown>();
  readonly #verify: boolean;

  /**
   * `verify`: check every object read against the hash it is named by (a server that must not
   * act on a damaged tree shard); off for batch readers that hash their inputs anyway.
   */
  constructor(store: ObjectStore, options: { verify?: boolean } = {}) {
    this.#store = store;
    this.#verify = options.verify ?? false;
  }

  seed(hash: string, value: unknown): void {
    this.#parsed.set(hash, value);
  }

  async json<T>(hash: string, what: string): Promise<T> {
    const cached = this.#parsed.get(hash);
    if (cached !== undefined) return cached as T;
    const value = await this.uncached<T>(hash, what);
    this.#parsed.set(hash, value);
    return value;
  }

  /** Reads and parses without keeping the result: ledger chunks, which a pass reads once each. */
  async uncached<T>(hash: string, what: string): Promise<T> {
    const cached = this.#parsed.get(hash);
    if (cached !== undefined) return cached as T;
    const body = await this.#store.get(objectKey(hash));
    if (body === null) throw new SnapshotError('snapshot_corrupt', `[snapshot] ${what} object ${hash} is missing from ${this.#store.url}`);
    if (this.#verify) {
      const actual = sha256Hex(body);
      if (actual !== hash) throw new SnapshotError('snapshot_corrupt', `[snapshot] ${what} object ${hash} hashes to ${actual} in ${this.#store.url}: its bytes changed since it was written`);
    }
    try {
      return JSON.parse(body.toString('utf8')) as T;
    } catch (error) {
      throw new SnapshotError('snapshot_corrupt', `[snapshot] ${what} object ${hash} is not JSON`, { cause: error });
    }
  }
}
