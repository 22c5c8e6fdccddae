import { canonicalJson } from '../../publish/snapshot/manifest.ts';
import { writeCurrent } from '../../publish/snapshot/pointer.ts';
import { manifestKey, objectKey, sha256Hex, shardOf, TREE_SHARD_HEX } from '../../publish/snapshot/snapshot-layout.ts';
import type { Artefact, LedgerItem, SnapshotCounts } from '../../publish/snapshot/snapshot-types.ts';
import type { ObjectStore } from '../../publish/store/object-store.ts';

/** Ledger format 1 fan-out: 3 hex digits of sha256(id) = 4096 shards (production no longer knows it). */
const LEDGER_SHARD_HEX = 3;

/**
 * Writes a snapshot as the code before format 2 did: 256 tree shards, ledger shards keyed by
 * sha256(id), manifest `annonces-nc/snapshot@1`; then points `current` at it. Production code no
 * longer writes format 1, and reads it only to migrate it (`snapshots migrate`): this is the
 * fixture generator of the migration's tests.
 */
export async function writeFormatOneSnapshot(
  store: ObjectStore,
  snapshot: { id: string; artefacts: AsyncIterable<Artefact> | Iterable<Artefact>; items: readonly LedgerItem[]; counts: SnapshotCounts },
): Promise<void> {
  const { id, items } = snapshot;
  const put = async (body: Buffer): Promise<string> => {
    const hash = sha256Hex(body);
    await store.put(objectKey(hash), body);
    return hash;
  };
  const putJson = (value: unknown) => put(Buffer.from(canonicalJson(value)));
  const shards = new Map<string, Record<string, unknown>>();
  const addPath = async (artefact: Artefact) => {
    const key = shardOf(artefact.path, TREE_SHARD_HEX);
    shards.set(key, { ...shards.get(key), [artefact.path]: { sha256: await put(artefact.body), size: artefact.body.length, contentType: artefact.contentType } });
  };
  for await (const artefact of snapshot.artefacts) await addPath(artefact);
  const changes = Buffer.from(`${JSON.stringify({ format: 'annonces-nc/changes@1', from: null, to: id, added: items, removed: [], updated: [], companiesChanged: [] })}\n`);
  await addPath({ path: 'changes.json', body: changes, contentType: 'application/json' });
  const tree: Record<string, string> = {};
  for (const [key, entries] of shards) tree[key] = await putJson({ format: 'annonces-nc/tree-shard@1', entries });
  const ledgerShards = new Map<string, LedgerItem[]>();
  for (const item of items) ledgerShards.set(shardOf(item.id, LEDGER_SHARD_HEX), [...(ledgerShards.get(shardOf(item.id, LEDGER_SHARD_HEX)) ?? []), item]);
  const ledger: Record<string, string> = {};
  for (const [key, shardItems] of ledgerShards) ledger[key] = await putJson({ format: 'annonces-nc/ledger-shard@1', items: shardItems });
  const manifest = {
    format: 'annonces-nc/snapshot@1', id, parentId: null, createdAt: '2026-11-20T02:00:00.000Z', runIds: ['run-1'], codeVersion: 'old',
    counts: snapshot.counts,
    tree: { root: await putJson({ format: 'annonces-nc/tree@1', shards: tree }), paths: [...shards.values()].reduce((n, e) => n + Object.keys(e).length, 0) },
    ledger: { root: await putJson({ format: 'annonces-nc/ledger@1', shards: ledger }), items: items.length },
    changes: { path: 'changes.json', added: items.length, removed: 0, updated: 0, companiesChanged: 0 },
    written: { objects: 0, bytes: 0 },
  };
  const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  await store.put(manifestKey(id), body);
  await writeCurrent(store, id, sha256Hex(body), new Date('2026-11-20T02:00:00Z'));
}
