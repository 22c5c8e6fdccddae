import { canonicalJson } from './manifest.ts';
import type { LedgerView } from './snapshot-ledger.ts';
import type { LedgerItem } from './snapshot-types.ts';

/**
 * Where candidate additions go until the end of a diff tells which were moves (an item whose date
 * changed leaves one month and enters another: an update, not an addition). In memory for small
 * diffs, a temporary file for a first publish that adds the whole corpus.
 */
export interface AddedSink {
  /** `json`: the item's canonical JSON when the caller has it already. */
  push(item: LedgerItem, json?: string): Promise<void>;
  /** The canonical JSON of the pushed items minus `skip`, in push order. */
  replay(skip: ReadonlySet<string>): AsyncIterable<string>;
}

export class MemoryAddedSink implements AddedSink {
  readonly #items: LedgerItem[] = [];
  async push(item: LedgerItem): Promise<void> {
    this.#items.push(item);
  }

  async *replay(skip: ReadonlySet<string>): AsyncIterable<string> {
    for (const item of this.#items) if (!skip.has(item.id)) yield canonicalJson(item);
  }
}

export interface LedgerDiffResult {
  added: number;
  /** Sorted ids. */
  removed: string[];
  updated: string[];
  /** RIDETs of added, removed and updated items (both sides of an update). */
  ridets: Set<string>;
  /** Canonical JSON of the added items, ascending (date, id); iterate once. */
  addedJson: AsyncIterable<string>;
}

/**
 * Announcements added, removed and updated between two ledgers, fed month by month with the
 * items of the chunks that differ (an item in a chunk both sides share cannot have changed).
 * Memory holds the differing chunks of one month plus the ids seen on one side only.
 */
export class LedgerDiff {
  readonly #sink: AddedSink;
  readonly #updated: string[] = [];
  readonly #ridets = new Set<string>();
  /** id -> ridet of items found only before, so far. */
  readonly #beforeOnly = new Map<string, string>();
  /** id -> ridet of items found only after, so far (pushed to the sink). */
  readonly #afterOnly = new Map<string, string>();

  /** No parent: everything is added, and nothing needs remembering to detect moves. */
  readonly #fromNothing: boolean;
  #addedFromNothing = 0;
  /**
   * Told both sides of each update (an auditor's `snapshots diff`). Only then are the items seen
   * on one side kept whole until the end, to pair a moved item's two sides: a publish does not
   * pay for it.
   */
  readonly #onUpdate: ((before: LedgerItem, after: LedgerItem) => void) | null;
  readonly #beforeOnlyItems = new Map<string, LedgerItem>();
  readonly #afterOnlyItems = new Map<string, LedgerItem>();

  constructor(sink: AddedSink = new MemoryAddedSink(), options: { fromNothing?: boolean; onUpdate?: (before: LedgerItem, after: LedgerItem) => void } = {}) {
    this.#sink = sink;
    this.#fromNothing = options.fromNothing ?? false;
    this.#onUpdate = options.onUpdate ?? null;
  }

  /**
   * Both sides of one month, each the items of its differing chunks; call months in ascending
   * order. `afterJson[i]`, when given, is the canonical JSON of `after[i]`.
   */
  async month(before: readonly LedgerItem[], after: readonly LedgerItem[], afterJson?: readonly string[]): Promise<void> {
    if (this.#fromNothing) {
      for (const [i, item] of after.entries()) {
        this.#ridets.add(item.ridet);
        await this.#sink.push(item, afterJson?.[i]);
      }
      this.#addedFromNothing += after.length;
      return;
    }
    const old = new Map<string, LedgerItem>();
    for (const item of before) old.set(item.id, item);
    for (const [i, item] of after.entries()) {
      const previous = old.get(item.id);
      if (previous === undefined) {
        this.#afterOnly.set(item.id, item.ridet);
        if (this.#onUpdate) this.#afterOnlyItems.set(item.id, item);
        await this.#sink.push(item, afterJson?.[i]);
        continue;
      }
      old.delete(item.id);
      if (canonicalJson(previous) !== canonicalJson(item)) this.#update(previous, item);
    }
    for (const [id, item] of old) {
      this.#beforeOnly.set(id, item.ridet);
      if (this.#onUpdate) this.#beforeOnlyItems.set(id, item);
    }
  }

  finish(): LedgerDiffResult {
    const moved = new Set<string>();
    for (const [id, ridet] of this.#afterOnly) {
      const before = this.#beforeOnly.get(id);
      if (before === undefined) continue;
      moved.add(id);
      this.#beforeOnly.delete(id);
      this.#updated.push(id);
      this.#ridets.add(before).add(ridet);
      const [beforeItem, afterItem] = [this.#beforeOnlyItems.get(id), this.#afterOnlyItems.get(id)];
      if (beforeItem && afterItem) this.#onUpdate?.(beforeItem, afterItem);
    }
    for (const [id, ridet] of this.#afterOnly) if (!moved.has(id)) this.#ridets.add(ridet);
    for (const ridet of this.#beforeOnly.values()) this.#ridets.add(ridet);
    return {
      added: this.#afterOnly.size - moved.size + this.#addedFromNothing,
      removed: [...this.#beforeOnly.keys()].sort(),
      updated: this.#updated.sort(),
      ridets: this.#ridets,
      addedJson: this.#sink.replay(moved),
    };
  }

  #update(before: LedgerItem, after: LedgerItem): void {
    this.#updated.push(after.id);
    this.#ridets.add(before.ridet).add(after.ridet);
    this.#onUpdate?.(before, after);
  }
}

/**
 * Feeds a diff of two format 2 ledgers, months in `months` only (every month when omitted):
 * per month, the chunks whose hashes the other side lacks.
 */
export async function diffLedgerMonths(
  diff: LedgerDiff,
  from: LedgerView | null,
  to: { month(m: string): Promise<{ chunks: Array<{ sha256: string }> } | null>; chunkItems(hash: string): Promise<LedgerItem[]> },
  months: readonly string[],
): Promise<void> {
  for (const month of [...months].sort()) {
    const [before, after] = await Promise.all([from?.month(month) ?? null, to.month(month)]);
    const beforeHashes = new Set(before?.chunks.map((c) => c.sha256) ?? []);
    const afterHashes = new Set(after?.chunks.map((c) => c.sha256) ?? []);
    const oldItems: LedgerItem[] = [];
    for (const chunk of before?.chunks ?? []) if (!afterHashes.has(chunk.sha256)) oldItems.push(...(await from!.chunkItems(chunk.sha256)));
    const newItems: LedgerItem[] = [];
    for (const chunk of after?.chunks ?? []) if (!beforeHashes.has(chunk.sha256)) newItems.push(...(await to.chunkItems(chunk.sha256)));
    await diff.month(oldItems, newItems);
  }
}
