import type { LedgerItem } from '../publish/snapshot/snapshot-types.ts';

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
 *
 * Memory follows the corrected announcements, not the updated ones (possibly the whole corpus):
 * of the parent only the corrections of updated items that have some are kept, and of this
 * snapshot only the items that differ.
 */
export async function correctedItems(snapshot: LedgerSource, parent: LedgerSource | null, updated: readonly string[]): Promise<LedgerItem[]> {
  if (updated.length === 0) return [];
  const wanted = new Set(updated);
  const before = new Map<string, string>();
  if (parent !== null) {
    await eachWanted(parent, wanted, (item) => {
      if ((item.corrections ?? []).length > 0) before.set(item.id, JSON.stringify(item.corrections));
    });
  }
  const corrected: LedgerItem[] = [];
  await eachWanted(snapshot, wanted, (item) => {
    const now = (item.corrections ?? []).length > 0 ? JSON.stringify(item.corrections) : undefined;
    if (now !== before.get(item.id)) corrected.push(item);
  });
  return corrected.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** One pass over the ledger, stopped once every wanted id was seen. */
async function eachWanted(source: LedgerSource, wanted: ReadonlySet<string>, fn: (item: LedgerItem) => void): Promise<void> {
  let seen = 0;
  for await (const item of source.ledger()) {
    if (!wanted.has(item.id)) continue;
    fn(item);
    if (++seen === wanted.size) break;
  }
}
