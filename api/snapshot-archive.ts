import { listSnapshotIds } from '../publish/snapshot/list-snapshots.ts';
import { ObjectCache, readManifest, type Manifest } from '../publish/snapshot/manifest.ts';
import { openSnapshot, type SnapshotHandle } from '../publish/snapshot/open-snapshot.ts';
import { SnapshotError } from '../publish/snapshot/snapshot-error.ts';
import { isSnapshotId, SNAPSHOT_ID_PATTERN } from '../publish/snapshot/snapshot-layout.ts';
import type { SnapshotCounts, SnapshotReader } from '../publish/snapshot/snapshot-types.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';
import { ApiError } from './problem.ts';

/** Earlier snapshots opened at once for `snapshot=<id>` reads (each keeps the tree shards it read). */
export const HISTORICAL_SNAPSHOTS_OPEN = 3;
/** How long a listing of the snapshot ids is reused (manifests themselves never change). */
const LISTING_TTL_MS = 10_000;

export interface SnapshotSummary {
  id: string;
  parentId: string | null;
  createdAt: string;
  counts: SnapshotCounts;
}

/**
 * The snapshots a server can serve besides the current one: what GET /v1/snapshots lists and
 * what `snapshot=<id>` opens. Snapshots are immutable, so an opened one never goes stale.
 */
export interface SnapshotArchive {
  /** Every snapshot, oldest first. */
  list(): Promise<SnapshotSummary[]>;
  /** A snapshot by id (the current one included), or null when there is no such snapshot. */
  open(id: string): Promise<SnapshotReader | null>;
}

/**
 * A snapshot opened the way the API serves it: its tree root, layers and shards are checked
 * against their hashes when read (a damaged shard is snapshot_corrupt, never a wrong path map),
 * as every served body is (api/snapshot-view.ts).
 */
export function openServedSnapshot(store: ObjectStore, id: string): Promise<SnapshotHandle> {
  return openSnapshot(store, id, new ObjectCache(store, { verify: true }));
}

/** Without a store (tests, embedding): the current snapshot is the only one. */
export function currentOnlyArchive(snapshots: { readonly current: SnapshotReader | null }): SnapshotArchive {
  return {
    async list() {
      const current = snapshots.current;
      return current ? [summaryOf(current)] : [];
    },
    async open(id) {
      const current = snapshots.current;
      return current?.id === id ? current : null;
    },
  };
}

/**
 * The snapshots of an object store. The current snapshot is the holder's (never opened twice);
 * up to HISTORICAL_SNAPSHOTS_OPEN others stay open, least recently used closed first;
 * manifests are read once each.
 */
export function storeArchive(store: ObjectStore, snapshots: { readonly current: SnapshotReader | null }): SnapshotArchive {
  const opened = new Map<string, Promise<SnapshotReader | null>>();
  const manifests = new Map<string, Promise<Manifest>>();
  let listing: { at: number; ids: Promise<string[]> } | null = null;

  const manifest = (id: string): Promise<Manifest> => {
    let found = manifests.get(id);
    if (!found) {
      found = readManifest(store, id).then((m) => m.manifest);
      found.catch(() => manifests.delete(id));
      manifests.set(id, found);
    }
    return found;
  };

  return {
    async list() {
      const now = Date.now();
      // A listing older than the snapshot served (published since) is read again at once.
      const stale = async () => {
        const current = snapshots.current;
        return current !== null && listing !== null && !(await listing.ids.catch((): string[] => [])).includes(current.id);
      };
      if (listing === null || now - listing.at > LISTING_TTL_MS || (await stale())) {
        const ids = listSnapshotIds(store);
        ids.catch(() => {
          listing = null;
        });
        listing = { at: now, ids };
      }
      const ids = await listing.ids;
      const summaries: SnapshotSummary[] = [];
      for (const id of ids) {
        try {
          const m = await manifest(id);
          summaries.push({ id: m.id, parentId: m.parentId, createdAt: m.createdAt, counts: m.counts });
        } catch (error) {
          // Removed by a GC since the listing: not there any more.
          if (!(SnapshotError.is(error) && error.code === 'snapshot_not_found')) throw error;
        }
      }
      return summaries;
    },
    async open(id) {
      const current = snapshots.current;
      if (current?.id === id) return current;
      if (!isSnapshotId(id)) return null;
      let found = opened.get(id);
      if (found) {
        opened.delete(id);
      } else {
        found = openServedSnapshot(store, id).then(
          (handle): SnapshotReader | null => handle,
          (error: unknown) => {
            if (SnapshotError.is(error) && error.code === 'snapshot_not_found') return null;
            throw error;
          },
        );
        found.catch(() => opened.delete(id));
      }
      opened.set(id, found);
      while (opened.size > HISTORICAL_SNAPSHOTS_OPEN) opened.delete(opened.keys().next().value!);
      return found;
    },
  };
}

export function summaryOf(snapshot: SnapshotReader): SnapshotSummary {
  return { id: snapshot.id, parentId: snapshot.parentId, createdAt: snapshot.createdAt, counts: snapshot.counts };
}

/**
 * The `snapshot` parameter of a read route, taken out of the query before the route reads the
 * rest: `{id: null}` when absent. Given twice, empty or not shaped like a snapshot id: 400.
 */
export function takeSnapshotParameter(rawQuery: string): { id: string | null; rest: string } {
  // Fast path: most requests name no snapshot. Names are decoded before they are compared, so a
  // percent-encoded name needs the full parse; a percent-encoded value (a search's spaces) does not.
  if (!rawQuery.includes('snapshot') && !percentInName(rawQuery)) return { id: null, rest: rawQuery };
  const params = new URLSearchParams(rawQuery);
  const ids = params.getAll('snapshot');
  if (ids.length === 0) return { id: null, rest: rawQuery };
  const fail = (detail: string): never => {
    throw ApiError.invalidParameters([{ name: 'snapshot', detail }]);
  };
  if (ids.length > 1) fail('paramètre répété ; donnez-le une seule fois');
  const id = ids[0]!;
  if (id.length === 0) fail('valeur vide ; omettez le paramètre ou donnez une valeur');
  if (!SNAPSHOT_ID_PATTERN.test(id)) {
    fail(`identifiant d’instantané attendu, de la forme AAAAMMJJTHHMMSSZ, par exemple 20261121T020000Z ; voir /v1/snapshots (reçu « ${id.length > 40 ? `${id.slice(0, 40)}…` : id} »)`);
  }
  params.delete('snapshot');
  return { id, rest: params.toString() };
}

/** Whether a name of the query (the part of a pair before its first `=`) holds a percent escape. */
function percentInName(rawQuery: string): boolean {
  let inName = true;
  for (let i = 0; i < rawQuery.length; i++) {
    const c = rawQuery.charCodeAt(i);
    if (c === 38 /* & */) inName = true;
    else if (c === 61 /* = */) inName = false;
    else if (c === 37 /* % */ && inName) return true;
  }
  return false;
}
