import { canonicalJson, type LedgerShard, type ObjectCache, type ShardRoot, type TreeShard } from './manifest.js';
import type { LedgerItem, SnapshotChanges } from './snapshot-types.js';

/** The two roots that identify a snapshot's content; null roots mean "empty" (no parent). */
export interface SnapshotRoots {
  id: string | null;
  treeRoot: string | null;
  ledgerRoot: string | null;
}

const COMPANY_PATH = /^entreprises\/(\d{10})\.json$/;

/**
 * Changes from `from` to `to`. Only shards whose hashes differ are opened, so the cost follows
 * the size of the change, not of the corpus (plus reading two roots).
 */
export async function compareSnapshots(cache: ObjectCache, from: SnapshotRoots, to: SnapshotRoots & { id: string }): Promise<SnapshotChanges> {
  const added: LedgerItem[] = [];
  const removed: string[] = [];
  const updated: string[] = [];
  const companies = new Set<string>();

  const [fromLedger, toLedger] = await Promise.all([roots(cache, from.ledgerRoot, 'ledger root'), roots(cache, to.ledgerRoot, 'ledger root')]);
  for (const shard of changedShards(fromLedger, toLedger)) {
    const before = await ledgerItems(cache, fromLedger[shard]);
    const after = await ledgerItems(cache, toLedger[shard]);
    for (const [id, item] of after) {
      const old = before.get(id);
      if (old === undefined) {
        added.push(item);
        companies.add(item.ridet);
      } else if (canonicalJson(old) !== canonicalJson(item)) {
        updated.push(id);
        companies.add(item.ridet).add(old.ridet);
      }
    }
    for (const [id, item] of before) {
      if (!after.has(id)) {
        removed.push(id);
        companies.add(item.ridet);
      }
    }
  }

  const [fromTree, toTree] = await Promise.all([roots(cache, from.treeRoot, 'tree root'), roots(cache, to.treeRoot, 'tree root')]);
  for (const shard of changedShards(fromTree, toTree)) {
    const before = await treeEntries(cache, fromTree[shard]);
    const after = await treeEntries(cache, toTree[shard]);
    for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const match = COMPANY_PATH.exec(path);
      if (match && before[path]?.sha256 !== after[path]?.sha256) companies.add(match[1]!);
    }
  }

  added.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return {
    format: 'annonces-nc/changes@1',
    from: from.id,
    to: to.id,
    added,
    removed: removed.sort(),
    updated: updated.sort(),
    companiesChanged: [...companies].sort(),
  };
}

async function roots(cache: ObjectCache, hash: string | null, what: string): Promise<Record<string, string>> {
  if (hash === null) return {};
  return (await cache.json<ShardRoot>(hash, what)).shards;
}

function changedShards(a: Record<string, string>, b: Record<string, string>): string[] {
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((shard) => a[shard] !== b[shard]).sort();
}

async function ledgerItems(cache: ObjectCache, hash: string | undefined): Promise<Map<string, LedgerItem>> {
  if (hash === undefined) return new Map();
  const shard = await cache.json<LedgerShard>(hash, 'ledger shard');
  return new Map(shard.items.map((item) => [item.id, item as LedgerItem]));
}

async function treeEntries(cache: ObjectCache, hash: string | undefined): Promise<TreeShard['entries']> {
  if (hash === undefined) return {};
  return (await cache.json<TreeShard>(hash, 'tree shard')).entries;
}
