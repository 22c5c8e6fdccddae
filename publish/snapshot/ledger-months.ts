import { createHash } from 'node:crypto';
import { canonicalJson, type LedgerChunk, type LedgerMonth, type LedgerRootV2 } from './manifest.ts';
import { sha256Hex } from './snapshot-layout.ts';
import { SnapshotError } from './snapshot-error.ts';
import type { LedgerItem } from './snapshot-types.ts';
import { seal, type SealedObject } from './tree-builder.ts';

/**
 * Ledger format 2: every item in (date, id) order, grouped by month, each month cut into chunks
 * the way feed pages are cut (content-defined, walking from the oldest item): a chunk closes
 * after an item whose id hash is 0 mod CHUNK_MODULUS once it holds CHUNK_MIN_ITEMS, or at
 * CHUNK_MAX_ITEMS. A month is always re-cut whole, so its chunks depend on its items alone;
 * nightly items land at the end of the newest month and leave its earlier chunks as they were.
 */
export const CHUNK_MIN_ITEMS = 16;
export const CHUNK_MODULUS = 32;
export const CHUNK_MAX_ITEMS = 128;

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** Ascending (date, id), plain code-unit order like DuckDB's VARCHAR. */
export function compareItems(a: LedgerItem, b: LedgerItem): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function isChunkBoundary(id: string): boolean {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % CHUNK_MODULUS === 0;
}

// A ledger item's keys, sorted, with and without provenance: the shape of every item a
// warehouse build gives, serialised by a template rather than by sorting each item's keys.
const ITEM_KEYS = ['date', 'denomination', 'fiche_url', 'id', 'resume', 'ridet', 'source', 'titre', 'type'];
const PROVENANCE_KEYS = ['date', 'denomination', 'fetched_at', 'fiche_url', 'id', 'raw_sha256', 'resume', 'ridet', 'source', 'source_url', 'titre', 'type'];

function sameKeys(item: object, keys: readonly string[]): boolean {
  const own = Object.keys(item);
  return own.length === keys.length && keys.every((key) => typeof (item as Record<string, unknown>)[key] === 'string');
}

/** canonicalJson(item), faster for the usual shapes (the same text, checked by a test). */
export function itemJson(item: LedgerItem): string {
  const q = JSON.stringify;
  if (sameKeys(item, PROVENANCE_KEYS)) {
    return `{"date":${q(item.date)},"denomination":${q(item.denomination)},"fetched_at":${q(item.fetched_at)},"fiche_url":${q(item.fiche_url)},"id":${q(item.id)},"raw_sha256":${q(item.raw_sha256)},"resume":${q(item.resume)},"ridet":${q(item.ridet)},"source":${q(item.source)},"source_url":${q(item.source_url)},"titre":${q(item.titre)},"type":${q(item.type)}}`;
  }
  if (sameKeys(item, ITEM_KEYS)) {
    return `{"date":${q(item.date)},"denomination":${q(item.denomination)},"fiche_url":${q(item.fiche_url)},"id":${q(item.id)},"resume":${q(item.resume)},"ridet":${q(item.ridet)},"source":${q(item.source)},"titre":${q(item.titre)},"type":${q(item.type)}}`;
  }
  return canonicalJson(item);
}

export interface SealedChunk extends SealedObject {
  items: LedgerItem[];
  /** Canonical JSON of each item, as in the body. */
  json: string[];
}

export interface SealedMonth {
  month: string;
  node: SealedObject;
  chunks: SealedChunk[];
  items: number;
}

/** Cuts one month's items (sorted by (date, id)) into chunks and seals them and the month node. */
export function sealMonth(month: string, items: readonly LedgerItem[]): SealedMonth {
  const chunks: SealedChunk[] = [];
  let current: LedgerItem[] = [];
  const close = () => {
    // canonicalJson({format, items}) written out: "format" sorts before "items".
    const json = current.map(itemJson);
    const body = Buffer.from(`{"format":"annonces-nc/ledger-chunk@1","items":[${json.join(',')}]}`, 'utf8');
    const value: LedgerChunk = { format: 'annonces-nc/ledger-chunk@1', items: current };
    chunks.push({ hash: sha256Hex(body), body, value, items: current, json });
    current = [];
  };
  for (const item of items) {
    current.push(item);
    if (current.length >= CHUNK_MAX_ITEMS || (current.length >= CHUNK_MIN_ITEMS && isChunkBoundary(item.id))) close();
  }
  if (current.length > 0) close();
  const node = seal({
    format: 'annonces-nc/ledger-month@1',
    month,
    chunks: chunks.map((c) => ({ sha256: c.hash, items: c.items.length })),
  } satisfies LedgerMonth);
  return { month, node, chunks, items: items.length };
}

export function sealLedgerRoot(months: LedgerRootV2['months']): SealedObject {
  const sorted = Object.fromEntries(Object.entries(months).sort(([a], [b]) => (a < b ? -1 : 1)));
  return seal({ format: 'annonces-nc/ledger@2', months: sorted } satisfies LedgerRootV2);
}

/**
 * Groups a ledger stream into months. Months must come in ascending order (items within a month
 * in any order: they are sorted here); a month is released as soon as the next one starts, so
 * memory holds one month. Ids must be unique across the stream.
 */
export async function* groupByMonth(ledger: AsyncIterable<LedgerItem> | Iterable<LedgerItem>): AsyncGenerator<{ month: string; items: LedgerItem[] }> {
  const seen = new Set<string>();
  let month: string | null = null;
  let items: LedgerItem[] = [];
  for await (const item of ledger) {
    if (typeof item.id !== 'string' || item.id === '' || typeof item.ridet !== 'string' || typeof item.date !== 'string' || item.date.length < 7) {
      throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item without id, ridet or date: ${JSON.stringify(item).slice(0, 200)}`);
    }
    if (seen.has(item.id)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item ${item.id} given twice`);
    seen.add(item.id);
    const m = monthOf(item.date);
    if (month !== null && m < month) {
      throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger items must come month by month in ascending order: ${item.id} (${item.date}) came after items of ${month}`);
    }
    if (month !== null && m !== month) {
      yield { month, items: items.sort(compareItems) };
      items = [];
    }
    month = m;
    items.push(item);
  }
  if (month !== null) yield { month, items: items.sort(compareItems) };
}
