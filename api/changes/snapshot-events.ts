import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../../kernel/errors/app-error.ts';
import type { ChangeKind } from '../../kernel/model/change-event-id.ts';
import { entreprisePath } from '../../publish/artefacts/feed-layout.ts';
import { COMPANY_PATH } from '../../publish/snapshot/compare-snapshots.ts';
import { CHANGES_PATH } from '../../publish/snapshot/snapshot-layout.ts';
import type { LedgerItem, SnapshotChanges, SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { CorruptBodyError, sha256Hex } from '../body-cache.ts';
import { SnapshotContentError } from '../snapshot-view.ts';

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

/** What the events need of an announcement. */
type ItemKey = Pick<LedgerItem, 'id' | 'ridet' | 'type' | 'source'>;

/** What the events need of a changes file. */
type ChangeList = Pick<SnapshotChanges, 'removed' | 'updated' | 'companiesChanged'> & { added: ItemKey[] };

/** A snapshot whose items the feed needs but whose ledger it cannot read (not opened from a store). */
export class UnreadableHistoryError extends AppError<'history_unreadable'> {}

/** Company files read at once while diffing a snapshot's changed companies. */
const READ_CONCURRENCY = 8;

/**
 * The events of `snapshot` against its parent (null for a first snapshot: every item and every
 * company record is new), in a fixed order:
 * `annonce.created` in the order of `changes.json` (date, id), then `annonce.updated` and
 * `annonce.removed` by id, then `entreprise.updated` by RIDET. Everything comes from the two
 * snapshots: `changes.json` names what changed; the RIDET, type and source of an updated item
 * are read from this snapshot's ledger, those of a removed one from the parent's ledger (the
 * changes file lists ids only), and the fields of a changed company by comparing its record in
 * both (a record that appears or disappears changes every field it has). Every byte is checked
 * against its content hash, as every served body is.
 */
export async function snapshotEvents(snapshot: SnapshotReader, parent: SnapshotReader | null): Promise<ChangeEvent[]> {
  const changes: ChangeList | null = (parent === null ? await firstChanges(snapshot) : null) ?? (await verifiedJson<SnapshotChanges>(snapshot, CHANGES_PATH));
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
    // Listed for its announcements while its record kept the same bytes (an old announcement
    // corrected, beyond the 50 the record shows): nothing to read, the hashes say it.
    const path = entreprisePath(ridet);
    if (parent !== null && (await parent.hash(path)) === (await snapshot.hash(path))) return [];
    const [before, after] = await Promise.all([
      parent === null ? null : verifiedJson<Record<string, unknown>>(parent, path),
      verifiedJson<Record<string, unknown>>(snapshot, path),
    ]);
    return changedFields(before ?? {}, after ?? {});
  });
  ridets.forEach((ridet, i) => {
    // A RIDET listed for its announcements whose record did not change is not a company event.
    if (champs[i]!.length > 0) events.push({ kind: 'entreprise.updated', ridet, annonceId: null, type: null, source: null, champs: champs[i]! });
  });
  return events;
}

/**
 * What a first snapshot changed, read from its ledger and tree rather than its `changes.json`:
 * that file then holds the whole corpus (half a GiB at 10^6 announcements, beyond what one
 * string may hold), while the ledger streams the same items in the same (date, id) order and
 * the tree names every company file. Null when the reader has neither (not opened from a store).
 */
async function firstChanges(snapshot: SnapshotReader): Promise<ChangeList | null> {
  const handle = snapshot as Partial<{ ledger(): AsyncIterable<LedgerItem>; paths(prefix: string): AsyncIterable<[string, unknown]> }>;
  if (typeof handle.ledger !== 'function' || typeof handle.paths !== 'function') return null;
  const added: ItemKey[] = [];
  const companies = new Set<string>();
  for await (const item of handle.ledger.call(snapshot)) {
    // Only what the events keep: the rest of each item would be held for nothing.
    added.push({ id: item.id, ridet: item.ridet, type: item.type, source: item.source });
    companies.add(item.ridet);
  }
  for await (const [path] of handle.paths.call(snapshot, 'entreprises/')) {
    const match = COMPANY_PATH.exec(path);
    if (match) companies.add(match[1]!);
  }
  return { added, removed: [], updated: [], companiesChanged: [...companies] };
}

/** Top-level fields whose values differ, a field present on one side only included; sorted. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !isDeepStrictEqual(before[name], after[name])).sort();
}

function annonceEvent(kind: ChangeKind, item: ItemKey): ChangeEvent {
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
