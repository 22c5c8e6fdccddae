import type { ObjectStore } from '../store/object-store.ts';
import { ObjectCache, readManifest, type Manifest, type TreeEntry } from './manifest.ts';
import { readCurrent } from './pointer.ts';
import { SnapshotError } from './snapshot-error.ts';
import { CHANGES_PATH, objectKey } from './snapshot-layout.ts';
import { LedgerView } from './snapshot-ledger.ts';
import { TreeView } from './snapshot-tree.ts';
import type { LedgerItem, SnapshotChanges, SnapshotCounts, SnapshotReader } from './snapshot-types.ts';

/**
 * A published snapshot opened for reading. Reading a path costs the tree root and its layers
 * (read at open), one shard (cached: shards are immutable) and the object itself.
 */
export class SnapshotHandle implements SnapshotReader {
  readonly manifest: Manifest;
  /** sha256 of the manifest file, as the `current` pointer and the audit log record it. */
  readonly manifestSha256: string;
  readonly #store: ObjectStore;
  readonly #cache: ObjectCache;
  readonly #tree: TreeView;

  constructor(store: ObjectStore, manifest: Manifest, manifestSha256: string, tree: TreeView, cache: ObjectCache) {
    this.#store = store;
    this.manifest = manifest;
    this.manifestSha256 = manifestSha256;
    this.#tree = tree;
    this.#cache = cache;
  }

  get id(): string {
    return this.manifest.id;
  }
  get parentId(): string | null {
    return this.manifest.parentId;
  }
  get createdAt(): string {
    return this.manifest.createdAt;
  }
  get counts(): SnapshotCounts {
    return this.manifest.counts;
  }

  /** Hash, size and content type of a logical path, or null. */
  async entry(path: string): Promise<TreeEntry | null> {
    return this.#tree.entry(path);
  }

  async hash(path: string): Promise<string | null> {
    return (await this.entry(path))?.sha256 ?? null;
  }

  async read(path: string): Promise<Buffer | null> {
    const entry = await this.entry(path);
    if (entry === null) return null;
    const body = await this.#store.get(objectKey(entry.sha256));
    if (body === null) throw new SnapshotError('snapshot_corrupt', `[snapshot] ${this.id}: object ${entry.sha256} of ${path} is missing from ${this.#store.url}`);
    return body;
  }

  /** The changes file: what this snapshot added, removed and updated versus its parent. */
  async changes(): Promise<SnapshotChanges> {
    const body = await this.read(CHANGES_PATH);
    if (body === null) throw new SnapshotError('snapshot_corrupt', `[snapshot] ${this.id} has no ${CHANGES_PATH}`);
    return JSON.parse(body.toString('utf8')) as SnapshotChanges;
  }

  /** Every logical path with its entry, optionally under a prefix, sorted. */
  async *paths(prefix = ''): AsyncGenerator<[string, TreeEntry]> {
    const all: [string, TreeEntry][] = [];
    for await (const pair of this.#tree.entries()) if (pair[0].startsWith(prefix)) all.push(pair);
    yield* all.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }

  /** Every announcement item of the snapshot, in (date, id) order. */
  async *ledger(): AsyncGenerator<LedgerItem> {
    yield* (await LedgerView.open(this.#cache, this.manifest.ledger.root)).items();
  }
}

/**
 * Opens a snapshot by id, or the one `current` points at.
 *
 * @example
 * const snapshot = await openSnapshot(store, 'current');
 * const body = await snapshot.read('entreprises/1234567001.json');
 */
export async function openSnapshot(store: ObjectStore, idOrCurrent = 'current', cache = new ObjectCache(store)): Promise<SnapshotHandle> {
  let id = idOrCurrent;
  if (idOrCurrent === 'current') {
    const pointer = await readCurrent(store);
    if (pointer === null) throw new SnapshotError('snapshot_no_current', `[snapshot] nothing published yet in ${store.url}`);
    id = pointer.snapshot;
  }
  const { manifest, sha256 } = await readManifest(store, id);
  const tree = await TreeView.open(cache, manifest.tree.root);
  return new SnapshotHandle(store, manifest, sha256, tree, cache);
}
