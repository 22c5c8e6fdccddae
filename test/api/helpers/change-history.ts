import { createHash } from 'node:crypto';
import type { SnapshotArchive } from '../../../api/snapshot-archive.ts';
import { summaryOf } from '../../../api/snapshot-archive.ts';
import type { LedgerItem, SnapshotChanges, SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';

/** An announcement of a made-up snapshot: only what the change feed reads of it matters. */
export function changedItem(id: string, ridet = '1234567001'): LedgerItem {
  return {
    id, ridet, denomination: `ENTREPRISE ${ridet}`, type: 'capital', titre: 'AUGMENTATION DE CAPITAL', resume: `Annonce ${id}.`,
    date: '2026-11-20', source: 'JONC', fiche_url: `https://annonces.test/entreprise.html?ridet=${ridet}`,
  };
}

/**
 * A snapshot holding only its `changes.json` (the announcements it added): the smallest one
 * the change feed serves, so tests build histories of any length without a warehouse.
 */
export function changeSnapshot(id: string, parent: SnapshotReader | null, added: LedgerItem[]): SnapshotReader {
  const changes: SnapshotChanges = { format: 'annonces-nc/changes@1', from: parent?.id ?? null, to: id, added, removed: [], updated: [], companiesChanged: [] };
  const files = new Map([['changes.json', Buffer.from(JSON.stringify(changes))]]);
  return {
    id,
    parentId: parent?.id ?? null,
    createdAt: `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6, 8)}T02:00:00Z`,
    counts: { announcements: added.length, companies: 1, bySource: {}, byType: {} },
    async read(path) {
      return files.get(path) ?? null;
    },
    async hash(path) {
      const body = files.get(path);
      return body ? createHash('sha256').update(body).digest('hex') : null;
    },
  };
}

/** The snapshots a server can serve, as a store would list them: those given, oldest first. */
export function historyArchive(snapshots: readonly SnapshotReader[]): SnapshotArchive {
  return {
    async list() {
      return snapshots.map(summaryOf);
    },
    async open(id) {
      return snapshots.find((s) => s.id === id) ?? null;
    },
  };
}
