import type { ObjectCache, TreeEntry } from './manifest.ts';
import { diffLedgerMonths, LedgerDiff } from './ledger-diff.ts';
import { LedgerView } from './snapshot-ledger.ts';
import { TreeView } from './snapshot-tree.ts';
import type { LedgerItem, SnapshotChanges } from './snapshot-types.ts';

/** The two roots that identify a snapshot's content; null roots mean "empty" (no parent). */
export interface SnapshotRoots {
  id: string | null;
  treeRoot: string | null;
  ledgerRoot: string | null;
}

export const COMPANY_PATH = /^entreprises\/(\d{10})\.json$/;

/**
 * Changes from `from` to `to`. Between two ledgers of format 2 only the months and chunks whose
 * hashes differ are read, and between two trees only the shards that differ, so the cost follows
 * the size of the change.
 */
export async function compareSnapshots(
  cache: ObjectCache,
  from: SnapshotRoots,
  to: SnapshotRoots & { id: string },
  options: { onUpdate?: (before: LedgerItem, after: LedgerItem) => void } = {},
): Promise<SnapshotChanges> {
  const diff = new LedgerDiff(undefined, options.onUpdate ? { onUpdate: options.onUpdate } : {});
  const [fromLedger, toLedger] = await Promise.all([
    from.ledgerRoot === null ? null : LedgerView.open(cache, from.ledgerRoot),
    to.ledgerRoot === null ? null : LedgerView.open(cache, to.ledgerRoot),
  ]);
  const months = new Set([...(fromLedger?.months() ?? []), ...(toLedger?.months() ?? [])]);
  const ref = (view: LedgerView | null, month: string) => view?.root.months[month]?.sha256;
  const differing = [...months].filter((m) => ref(fromLedger, m) !== ref(toLedger, m));
  const empty = { month: async () => null, chunkItems: async (): Promise<LedgerItem[]> => [] };
  await diffLedgerMonths(diff, fromLedger, toLedger ?? empty, differing);
  const ledger = diff.finish();
  const added: LedgerItem[] = [];
  for await (const json of ledger.addedJson) added.push(JSON.parse(json) as LedgerItem);

  const companies = new Set(ledger.ridets);
  const [fromTree, toTree] = await Promise.all([
    from.treeRoot === null ? null : TreeView.open(cache, from.treeRoot),
    to.treeRoot === null ? null : TreeView.open(cache, to.treeRoot),
  ]);
  for (const ridet of await changedCompanies(fromTree, toTree)) companies.add(ridet);

  return {
    format: 'annonces-nc/changes@1',
    from: from.id,
    to: to.id,
    added,
    removed: ledger.removed,
    updated: ledger.updated,
    companiesChanged: [...companies].sort(),
  };
}

/** RIDETs whose `entreprises/<ridet>.json` differs, appeared or disappeared between two trees. */
export async function changedCompanies(from: TreeView | null, to: TreeView | null): Promise<Set<string>> {
  const out = new Set<string>();
  const fromLayered = from?.layeredKeys() ?? new Set<string>();
  const toLayered = to?.layeredKeys() ?? new Set<string>();
  const keys = new Set([...(from?.keys() ?? []), ...(to?.keys() ?? [])]);
  for (const key of keys) {
    const sameBase = from?.root.shards[key] === to?.root.shards[key];
    if (sameBase && !fromLayered.has(key) && !toLayered.has(key)) continue;
    const before = (await from?.shardEntries(key)) ?? new Map<string, TreeEntry>();
    const after = (await to?.shardEntries(key)) ?? new Map<string, TreeEntry>();
    for (const path of new Set([...before.keys(), ...after.keys()])) {
      const match = COMPANY_PATH.exec(path);
      if (match && before.get(path)?.sha256 !== after.get(path)?.sha256) out.add(match[1]!);
    }
  }
  return out;
}
