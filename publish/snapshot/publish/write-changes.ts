import path from 'node:path';
import type { ObjectStore } from '../../store/object-store.ts';
import { writeChangesFile } from '../changes-file.ts';
import { COMPANY_PATH } from '../compare-snapshots.ts';
import type { TreeEntry } from '../manifest.ts';
import { SnapshotError } from '../snapshot-error.ts';
import { manifestKey, snapshotIdFor } from '../snapshot-layout.ts';
import type { PublishContext } from './publish-context.ts';
import type { WrittenLedger } from './write-ledger.ts';

/** RIDETs whose announcements changed, or whose company file changed, appeared or disappeared. */
export function changedCompanies(ctx: PublishContext, treeChanges: ReadonlyMap<string, TreeEntry | null>, ledger: WrittenLedger): Set<string> {
  const companies = new Set(ledger.diff.ridets);
  for (const [logicalPath, entry] of treeChanges) {
    const match = COMPANY_PATH.exec(logicalPath);
    if (match && ctx.parent?.entries.get(logicalPath)?.sha256 !== entry?.sha256) companies.add(match[1]!);
  }
  return companies;
}

/**
 * Step 3, changes: names the snapshot (its creation second, suffixed when taken) and writes its
 * `changes.json` from a temporary file (a first publish's is the whole corpus); returns the id
 * and the tree entry of `changes.json`, a path of the snapshot like any other.
 */
export async function writeChanges(ctx: PublishContext, ledger: WrittenLedger, companies: ReadonlySet<string>): Promise<{ id: string; entry: TreeEntry }> {
  const parentId = ctx.parent?.manifest.id ?? null;
  const id = await freeSnapshotId(ctx.store, ctx.now, parentId);
  const changes = await writeChangesFile(path.join(ctx.temp, 'changes.json'), { from: parentId, to: id }, ledger.diff, [...companies].sort());
  await ctx.uploads.writer.ensureFile(changes.sha256, changes.file, changes.size, 'application/json');
  return { id, entry: { sha256: changes.sha256, size: changes.size, contentType: 'application/json' } };
}

/** The id for `now`, suffixed when a manifest of that second exists (a crashed or quick re-run). */
async function freeSnapshotId(store: ObjectStore, now: Date, parentId: string | null): Promise<string> {
  for (let attempt = 1; attempt < 1000; attempt += 1) {
    const id = snapshotIdFor(now, attempt);
    if (id !== parentId && (await store.head(manifestKey(id))) === null) return id;
  }
  throw new SnapshotError('snapshot_invalid_input', `[snapshot] no free snapshot id for ${now.toISOString()}`);
}
