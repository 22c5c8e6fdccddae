import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../../kernel/errors/app-error.js';
import { entreprisePath } from '../../publish/artefacts/feed-layout.js';
import { CHANGES_PATH } from '../../publish/snapshot/snapshot-layout.js';
import type { LedgerItem, SnapshotChanges, SnapshotReader } from '../../publish/snapshot/snapshot-types.js';
import { CorruptBodyError, sha256Hex } from '../body-cache.js';
import { SnapshotContentError } from '../snapshot-view.js';
import type { ChangeKind } from './event-id.js';

/**
 * One change a snapshot made, as the feed keeps it. `type` and `source` are the announcement's
 * (for the feed's filters; null on company events), `champs` the top-level fields of the company
 * record that differ (company events only).
 */
export interface ChangeEvent {
  kind: ChangeKind;
  ridet: string;
  annonceId: string | null;
  type: string | null;
  source: string | null;
  champs: string[] | null;
}

/** A snapshot whose items the feed needs but whose ledger it cannot read (not opened from a store). */
export class UnreadableHistoryError extends AppError<'history_unreadable'> {}

/** Company files read at once while diffing a snapshot's changed companies. */
const READ_CONCURRENCY = 8;

/**
 * The events of `snapshot` against its parent (null for a first snapshot), in a fixed order:
 * `annonce.created` in the order of `changes.json` (date, id), then `annonce.updated` and
 * `annonce.removed` by id, then `entreprise.updated` by RIDET. Everything comes from the two
 * snapshots: `changes.json` names what changed; the RIDET, type and source of an updated item
 * are read from this snapshot's ledger, those of a removed one from the parent's ledger (the
 * changes file lists ids only), and the fields of a changed company by comparing its record in
 * both (a record that appears or disappears changes every field it has). Every byte is checked
 * against its content hash, as every served body is.
 */
export async function snapshotEvents(snapshot: SnapshotReader, parent: SnapshotReader | null): Promise<ChangeEvent[]> {
  const changes = await verifiedJson<SnapshotChanges>(snapshot, CHANGES_PATH);
  if (changes === null) throw new SnapshotContentError(snapshot.id, CHANGES_PATH, `[api] snapshot ${snapshot.id} has no ${CHANGES_PATH}`);
  const events: ChangeEvent[] = changes.added.map((item) => annonceEvent('annonce.created', item));

  const updated = [...changes.updated].sort();
  const updatedItems = await itemsById(snapshot, updated);
  for (const id of updated) events.push(annonceEvent('annonce.updated', required(updatedItems, id, snapshot)));

  const removed = [...changes.removed].sort();
  if (removed.length > 0 && parent === null) {
    throw new SnapshotContentError(snapshot.id, CHANGES_PATH, `[api] snapshot ${snapshot.id} removes announcements but has no parent`);
  }
  const removedItems = parent === null ? new Map<string, LedgerItem>() : await itemsById(parent, removed);
  for (const id of removed) events.push(annonceEvent('annonce.removed', required(removedItems, id, parent!)));

  const ridets = [...changes.companiesChanged].sort();
  const champs = await mapConcurrently(ridets, READ_CONCURRENCY, async (ridet) => {
    const [before, after] = await Promise.all([
      parent === null ? null : verifiedJson<Record<string, unknown>>(parent, entreprisePath(ridet)),
      verifiedJson<Record<string, unknown>>(snapshot, entreprisePath(ridet)),
    ]);
    return changedFields(before ?? {}, after ?? {});
  });
  ridets.forEach((ridet, i) => {
    // A RIDET listed for its announcements whose record did not change is not a company event.
    if (champs[i]!.length > 0) events.push({ kind: 'entreprise.updated', ridet, annonceId: null, type: null, source: null, champs: champs[i]! });
  });
  return events;
}

/** Top-level fields whose values differ, a field present on one side only included; sorted. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !isDeepStrictEqual(before[name], after[name])).sort();
}

function annonceEvent(kind: ChangeKind, item: LedgerItem): ChangeEvent {
  return { kind, ridet: item.ridet, annonceId: item.id, type: item.type, source: item.source, champs: null };
}

function required(items: ReadonlyMap<string, LedgerItem>, id: string, where: SnapshotReader): LedgerItem {
  const item = items.get(id);
  if (!item) throw new SnapshotContentError(where.id, CHANGES_PATH, `[api] announcement ${id} named by a changes file is not in the ledger of ${where.id}`);
  return item;
}

/** The ledger's items with these ids: one pass over the ledger, stopped once all are found. */
async function itemsById(reader: SnapshotReader, ids: readonly string[]): Promise<Map<string, LedgerItem>> {
  const found = new Map<string, LedgerItem>();
  if (ids.length === 0) return found;
  const ledger = (reader as Partial<{ ledger(): AsyncIterable<LedgerItem> }>).ledger;
  if (typeof ledger !== 'function') throw new UnreadableHistoryError('history_unreadable', `[api] snapshot ${reader.id} has no readable ledger`);
  const wanted = new Set(ids);
  for await (const item of ledger.call(reader)) {
    if (wanted.has(item.id)) {
      found.set(item.id, item);
      if (found.size === wanted.size) break;
    }
  }
  return found;
}

async function verifiedJson<T>(reader: SnapshotReader, path: string): Promise<T | null> {
  const hash = await reader.hash(path);
  if (hash === null) return null;
  const body = await reader.read(path);
  if (body === null) throw new SnapshotContentError(reader.id, path, `[api] snapshot ${reader.id} lists ${path} but has no such file`);
  const actual = sha256Hex(body);
  if (actual !== hash) {
    const cause = new CorruptBodyError(hash, actual, body.length);
    throw new SnapshotContentError(reader.id, path, `[api] snapshot ${reader.id}: ${path} is corrupt in the store: ${cause.message}`, { cause });
  }
  try {
    return JSON.parse(body.toString('utf8')) as T;
  } catch (cause) {
    throw new SnapshotContentError(reader.id, path, `[api] snapshot ${reader.id}: ${path} is not valid JSON`, { cause });
  }
}

async function mapConcurrently<T, R>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
