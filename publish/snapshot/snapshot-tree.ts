import type { ObjectCache, TreeEntry, TreeLayer, TreeRoot, TreeShard } from './manifest.ts';
import { SnapshotError } from './snapshot-error.ts';
import { shardOf, TREE_SHARD_HEX } from './snapshot-layout.ts';

/** One structural object of a tree (root, base shard or layer), for verify and GC. */
export interface TreeObject {
  what: string;
  sha256: string;
}

/**
 * The logical paths of a snapshot (tree format 2; format 1 is read by the migration only), read
 * lazily: the root and the layers at open (a few dozen small objects), a base shard when a path of it is first asked for.
 */
export class TreeView {
  readonly rootHash: string;
  readonly root: TreeRoot;
  readonly #cache: ObjectCache;
  /** Every layer merged, newest wins; `null` means removed. */
  readonly #overrides: Map<string, TreeEntry | null>;
  readonly #layers: TreeLayer[];

  private constructor(cache: ObjectCache, rootHash: string, root: TreeRoot, layers: TreeLayer[]) {
    this.#cache = cache;
    this.rootHash = rootHash;
    this.root = root;
    this.#layers = layers;
    this.#overrides = new Map();
    for (const layer of layers) for (const [path, entry] of Object.entries(layer.entries)) this.#overrides.set(path, entry);
  }

  static async open(cache: ObjectCache, rootHash: string): Promise<TreeView> {
    const root = await cache.json<TreeRoot>(rootHash, 'tree root');
    if ((root.format as string) === 'annonces-nc/tree@1') throw new SnapshotError('snapshot_migration_needed', `la racine d’arbre ${rootHash} est au format 1, que seule la migration lit encore : lancez une fois « npm run snapshots -- migrate »`);
    if (root.format !== 'annonces-nc/tree@2') {
      throw new SnapshotError('snapshot_corrupt', `[snapshot] tree root ${rootHash} has an unknown format ${JSON.stringify((root as { format?: unknown }).format)}`);
    }
    const layers: TreeLayer[] = [];
    for (const layer of root.layers) layers.push(await cache.json<TreeLayer>(layer.sha256, 'tree layer'));
    return new TreeView(cache, rootHash, root, layers);
  }

  /** Layers oldest first. */
  get layers(): readonly TreeLayer[] {
    return this.#layers;
  }

  async entry(path: string): Promise<TreeEntry | null> {
    const override = this.#overrides.get(path);
    if (override !== undefined) return override;
    const shard = await this.baseShard(shardOf(path, TREE_SHARD_HEX));
    return shard[path] ?? null;
  }

  /** The base entries of one shard key (empty when the base has no such shard). */
  async baseShard(key: string): Promise<Record<string, TreeEntry>> {
    const hash = this.root.shards[key];
    if (hash === undefined) return {};
    return (await this.#cache.json<TreeShard>(hash, 'tree shard')).entries;
  }

  /** Shard keys some layer has an entry for. */
  layeredKeys(): Set<string> {
    return new Set([...this.#overrides.keys()].map((path) => shardOf(path, TREE_SHARD_HEX)));
  }

  /** Every shard key that holds a path (base or layer). */
  keys(): string[] {
    return [...new Set([...Object.keys(this.root.shards), ...this.layeredKeys()])].sort();
  }

  /** The paths of one shard key, layers applied. */
  async shardEntries(key: string): Promise<Map<string, TreeEntry>> {
    const entries = new Map(Object.entries(await this.baseShard(key)));
    for (const [path, entry] of this.#overrides) {
      if (shardOf(path, TREE_SHARD_HEX) !== key) continue;
      if (entry === null) entries.delete(path);
      else entries.set(path, entry);
    }
    return entries;
  }

  /** Every path with its entry, layers applied, shard by shard (unsorted). */
  async *entries(): AsyncGenerator<[string, TreeEntry]> {
    const layered = new Map<string, Map<string, TreeEntry | null>>();
    for (const [path, entry] of this.#overrides) {
      const key = shardOf(path, TREE_SHARD_HEX);
      let group = layered.get(key);
      if (!group) layered.set(key, (group = new Map<string, TreeEntry | null>()));
      group.set(path, entry);
    }
    for (const key of this.keys()) {
      const base = await this.baseShard(key);
      const overrides = layered.get(key);
      for (const [path, entry] of Object.entries(base)) {
        const override = overrides?.get(path);
        if (override === undefined) yield [path, entry];
        else if (override !== null) yield [path, override];
      }
      if (overrides) {
        for (const [path, entry] of overrides) if (entry !== null && base[path] === undefined) yield [path, entry];
      }
    }
  }

  /** Every path -> entry, in memory (about 200 bytes a path). */
  async toMap(): Promise<Map<string, TreeEntry>> {
    const map = new Map<string, TreeEntry>();
    for await (const [path, entry] of this.entries()) map.set(path, entry);
    return map;
  }

  /** The root, base shards and layers this tree is made of. */
  objects(): TreeObject[] {
    const out: TreeObject[] = [{ what: '<tree root>', sha256: this.rootHash }];
    for (const [key, hash] of Object.entries(this.root.shards)) out.push({ what: `<tree shard ${key}>`, sha256: hash });
    for (const layer of this.root.layers) out.push({ what: `<tree layer ${layer.seq}>`, sha256: layer.sha256 });
    return out;
  }
}
