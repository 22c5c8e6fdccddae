import type { ObjectStore } from '../store/object-store.ts';
import { listAll } from '../store/object-store.ts';
import { readManifest } from './manifest.ts';
import { readCurrent } from './pointer.ts';
import { isSnapshotId, MANIFESTS_PREFIX } from './snapshot-layout.ts';
import type { SnapshotCounts } from './snapshot-types.ts';

export interface SnapshotSummary {
  id: string;
  parentId: string | null;
  createdAt: string;
  runIds: string[];
  codeVersion: string;
  counts: SnapshotCounts;
  added: number;
  removed: number;
  updated: number;
  companiesChanged: number;
  objectsWritten: number;
  bytesWritten: number;
  current: boolean;
}

/** Snapshot ids in the store, oldest first. */
export async function listSnapshotIds(store: ObjectStore): Promise<string[]> {
  const ids: string[] = [];
  for await (const info of listAll(store, MANIFESTS_PREFIX)) {
    const id = info.key.slice(MANIFESTS_PREFIX.length).replace(/\.json$/, '');
    if (isSnapshotId(id)) ids.push(id);
  }
  return ids.sort();
}

/** Every snapshot with its manifest summary, oldest first; `current` marks the served one. */
export async function listSnapshots(store: ObjectStore): Promise<SnapshotSummary[]> {
  const current = (await readCurrent(store))?.snapshot ?? null;
  const out: SnapshotSummary[] = [];
  for (const id of await listSnapshotIds(store)) {
    const { manifest } = await readManifest(store, id);
    out.push({
      id,
      parentId: manifest.parentId,
      createdAt: manifest.createdAt,
      runIds: manifest.runIds,
      codeVersion: manifest.codeVersion,
      counts: manifest.counts,
      added: manifest.changes.added,
      removed: manifest.changes.removed,
      updated: manifest.changes.updated,
      companiesChanged: manifest.changes.companiesChanged,
      objectsWritten: manifest.written.objects,
      bytesWritten: manifest.written.bytes,
      current: id === current,
    });
  }
  return out;
}
