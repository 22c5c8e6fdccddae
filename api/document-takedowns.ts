import { TAKEDOWNS_PATH, type TakedownList } from '../publish/artefacts/document-takedowns.ts';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';

const lists = new WeakMap<SnapshotReader, Promise<ReadonlySet<string>>>();

/**
 * The documents a snapshot withholds (its `documents-retires.json`, publish/artefacts/
 * document-takedowns.ts), read once per snapshot and remembered with it; none for a snapshot
 * published before the list existed. A list that fails its hash check is an error (the route
 * answers 503), never an empty list: a withdrawn document is not served by mistake.
 */
export function takedownsOf(snapshot: SnapshotReader): Promise<ReadonlySet<string>> {
  let list = lists.get(snapshot);
  if (list === undefined) {
    list = read(snapshot);
    lists.set(snapshot, list);
    list.catch(() => lists.delete(snapshot));
  }
  return list;
}

async function read(snapshot: SnapshotReader): Promise<ReadonlySet<string>> {
  const body = await snapshot.read(TAKEDOWNS_PATH);
  if (body === null) return new Set();
  const list = JSON.parse(body.toString('utf8')) as TakedownList;
  return new Set(list.documents.map((d) => d.sha256));
}
