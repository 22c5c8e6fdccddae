import { isDeepStrictEqual } from 'node:util';
import type { LedgerItem } from '../publish/snapshot/snapshot-types.js';

/** What is read of a snapshot to tell corrected announcements apart. */
interface LedgerSource {
  ledger(): AsyncIterable<LedgerItem>;
}

/**
 * The announcements `changes.json` lists as updated whose published `corrections` differ from
 * the parent's: an operator corrected them, or took a correction back (docs/corrections.md).
 * Other updates (a reparse, a field added by a new derivation) are not webhook events: the first
 * snapshot with a new field lists most of the corpus as updated, and subscribers asked to hear
 * about new announcements, not about our parser. The parent is null when it was garbage-collected:
 * an updated item carrying corrections then counts as corrected. Ordered by id.
 */
export async function correctedItems(snapshot: LedgerSource, parent: LedgerSource | null, updated: readonly string[]): Promise<LedgerItem[]> {
  if (updated.length === 0) return [];
  const now = await itemsById(snapshot, updated);
  const before = parent === null ? new Map<string, LedgerItem>() : await itemsById(parent, updated);
  return [...now.values()]
    .filter((item) => !isDeepStrictEqual(item.corrections ?? [], before.get(item.id)?.corrections ?? []))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One pass over the ledger, stopped once every id is found. */
async function itemsById(source: LedgerSource, ids: readonly string[]): Promise<Map<string, LedgerItem>> {
  const wanted = new Set(ids);
  const found = new Map<string, LedgerItem>();
  for await (const item of source.ledger()) {
    if (!wanted.has(item.id)) continue;
    found.set(item.id, item);
    if (found.size === wanted.size) break;
  }
  return found;
}
