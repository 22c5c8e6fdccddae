import { FileAddedSink } from '../changes-file.ts';
import { LedgerDiff, type LedgerDiffResult } from '../ledger-diff.ts';
import { compareItems, groupByMonth, sealLedgerRoot, sealMonth } from '../ledger-months.ts';
import type { LedgerRootV2 } from '../manifest.ts';
import { SnapshotError } from '../snapshot-error.ts';
import type { LedgerItem, LedgerMonthInput } from '../snapshot-types.ts';
import type { SealedObject } from '../tree-builder.ts';
import type { PublishContext } from './publish-context.ts';
import { isDelta } from './publish-plan.ts';

export interface WrittenLedger {
  root: SealedObject;
  months: LedgerRootV2['months'];
  /** Announcements added, removed and updated against the parent's ledger. */
  diff: LedgerDiffResult;
}

/**
 * Step 2, ledger: seals every month given whole (a full input gives them all, a delta the changed
 * ones; the parent's other months are kept), uploads the new chunks, month nodes and root, and
 * diffs each month whose hash changed against the parent's, reading only the chunks that differ.
 */
export async function writeLedger(ctx: PublishContext): Promise<WrittenLedger> {
  const { input, parent, uploads } = ctx;
  const parentLedger = parent?.ledger ?? null;
  const diff = new LedgerDiff(new FileAddedSink(ctx.temp), { fromNothing: parentLedger === null });
  const parentMonths = parentLedger?.root.months ?? {};
  const months: LedgerRootV2['months'] = isDelta(input) ? { ...parentMonths } : {};
  const named = new Set<string>();
  const source = isDelta(input) ? checkedMonths(input.ledgerMonths, new Set<string>()) : groupByMonth(input.ledger);
  for await (const { month, items } of source) {
    named.add(month);
    const sealed = items.length === 0 ? null : sealMonth(month, items);
    if (sealed === null) delete months[month];
    else months[month] = { sha256: sealed.node.hash, items: sealed.items };
    if (parentMonths[month]?.sha256 !== sealed?.node.hash) {
      const before = await parentLedger?.month(month);
      const beforeHashes = new Set(before?.chunks.map((c) => c.sha256) ?? []);
      for (const hash of beforeHashes) uploads.known.add(hash);
      const afterHashes = new Set(sealed?.chunks.map((c) => c.hash) ?? []);
      const oldItems: LedgerItem[] = [];
      for (const chunk of before?.chunks ?? []) if (!afterHashes.has(chunk.sha256)) oldItems.push(...(await parentLedger!.chunkItems(chunk.sha256)));
      const fresh = sealed?.chunks.filter((c) => !beforeHashes.has(c.hash)) ?? [];
      await diff.month(oldItems, fresh.flatMap((c) => c.items), fresh.flatMap((c) => c.json));
    }
    // A month equal to the parent's holds only objects the parent references (checked intact).
    const same = parentMonths[month]?.sha256 === sealed?.node.hash;
    for (const chunk of sealed?.chunks ?? []) if (!same || uploads.rewrite.has(chunk.hash)) await uploads.write(chunk.hash, chunk.body, 'application/json');
    if (sealed !== null) await uploads.write(sealed.node.hash, sealed.node.body, 'application/json');
  }
  if (!isDelta(input)) {
    // Months the parent has and the full input has not: every item of them is gone.
    for (const month of Object.keys(parentMonths).filter((m) => !named.has(m)).sort()) {
      const before = await parentLedger!.month(month);
      const oldItems: LedgerItem[] = [];
      for (const chunk of before?.chunks ?? []) oldItems.push(...(await parentLedger!.chunkItems(chunk.sha256)));
      await diff.month(oldItems, []);
    }
  }
  const root = sealLedgerRoot(months);
  await uploads.write(root.hash, root.body, 'application/json');
  await uploads.drain();
  return { root, months, diff: diff.finish() };
}

/** The delta's months, checked: ascending, each once, every id in one month only, sorted within. */
async function* checkedMonths(
  months: AsyncIterable<LedgerMonthInput> | Iterable<LedgerMonthInput>,
  ids: Set<string>,
): AsyncGenerator<LedgerMonthInput> {
  let last = '';
  for await (const { month, items } of months) {
    if (!/^\d{4}-\d{2}$/.test(month) || month <= last) {
      throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger months must be YYYY-MM, ascending and given once: got ${JSON.stringify(month)} after ${JSON.stringify(last)}`);
    }
    last = month;
    for (const item of items) {
      if (typeof item.id !== 'string' || item.id === '' || typeof item.ridet !== 'string' || item.date?.slice(0, 7) !== month) {
        throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item without id or ridet, or not of ${month}: ${JSON.stringify(item).slice(0, 200)}`);
      }
      if (ids.has(item.id)) throw new SnapshotError('snapshot_invalid_input', `[snapshot] ledger item ${item.id} given twice`);
      ids.add(item.id);
    }
    yield { month, items: [...items].sort(compareItems) };
  }
}
