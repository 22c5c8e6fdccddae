import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FeedIndex, FeedPage } from '../publish/artefacts/feed-layout.ts';

/** Announcement ids as published: 20 lowercase hex characters, 80 bits of a hash (kernel/model/ids.ts). */
const ANNOUNCEMENT_ID = /^[0-9a-f]{20}$/;
/** Slots filled at most, so that a lookup meets few others (linear probing). */
const LOAD = 0.75;

/**
 * Which announcements a snapshot publishes, to tell whether an id a reader names exists (a
 * report about an announcement is refused when it does not, docs/signalements.md). No artefact
 * maps an id to where it is, so the ids are read once from the pages of the main feed (every
 * announcement, `annonces/tous`), a turn of the event loop between pages, into an open-addressing
 * table of the ids' 80 bits in three typed arrays: exact, a constant time per question, about
 * 22 bytes an announcement (22 MB at 10^6), no string kept. The ids are hashes already, so their
 * first 32 bits place them.
 */
export class AnnouncementIds {
  readonly #high: Uint32Array;
  readonly #middle: Uint32Array;
  readonly #low: Uint16Array;
  readonly #used: Uint8Array;
  readonly #mask: number;
  #size = 0;

  private constructor(expected: number) {
    let capacity = 16;
    while (capacity * LOAD < expected) capacity *= 2;
    this.#high = new Uint32Array(capacity);
    this.#middle = new Uint32Array(capacity);
    this.#low = new Uint16Array(capacity);
    this.#used = new Uint8Array(capacity);
    this.#mask = capacity - 1;
  }

  static async read(index: FeedIndex | null, page: (path: string) => Promise<FeedPage | null>): Promise<AnnouncementIds> {
    let table = new AnnouncementIds(index?.total ?? 0);
    for (const entry of index?.pages ?? []) {
      for (const item of (await page(entry.path))?.items ?? []) {
        if (!ANNOUNCEMENT_ID.test(item.id)) continue;
        // More than the index's total said (a damaged index): a larger table rather than a slow one.
        if (table.#size + 1 > (table.#mask + 1) * LOAD) table = table.#grown();
        table.#add(item.id);
      }
      await nextTurn();
    }
    return table;
  }

  get size(): number {
    return this.#size;
  }

  /** Memory the table holds. */
  get bytes(): number {
    return this.#high.byteLength + this.#middle.byteLength + this.#low.byteLength + this.#used.byteLength;
  }

  has(id: string): boolean {
    if (!ANNOUNCEMENT_ID.test(id)) return false;
    return this.#slot(id).found;
  }

  #add(id: string): void {
    const { slot, found, high, middle, low } = this.#slot(id);
    if (found) return;
    this.#used[slot] = 1;
    this.#high[slot] = high;
    this.#middle[slot] = middle;
    this.#low[slot] = low;
    this.#size += 1;
  }

  #grown(): AnnouncementIds {
    const larger = new AnnouncementIds((this.#mask + 1) * 2 * LOAD);
    for (let slot = 0; slot <= this.#mask; slot += 1) {
      if (this.#used[slot] === 0) continue;
      larger.#insertParts(this.#high[slot]!, this.#middle[slot]!, this.#low[slot]!);
    }
    return larger;
  }

  #insertParts(high: number, middle: number, low: number): void {
    let slot = high & this.#mask;
    while (this.#used[slot] === 1) slot = (slot + 1) & this.#mask;
    this.#used[slot] = 1;
    this.#high[slot] = high;
    this.#middle[slot] = middle;
    this.#low[slot] = low;
    this.#size += 1;
  }

  #slot(id: string): { slot: number; found: boolean; high: number; middle: number; low: number } {
    const high = Number.parseInt(id.slice(0, 8), 16);
    const middle = Number.parseInt(id.slice(8, 16), 16);
    const low = Number.parseInt(id.slice(16, 20), 16);
    let slot = high & this.#mask;
    while (this.#used[slot] === 1) {
      if (this.#high[slot] === high && this.#middle[slot] === middle && this.#low[slot] === low) return { slot, found: true, high, middle, low };
      slot = (slot + 1) & this.#mask;
    }
    return { slot, found: false, high, middle, low };
  }
}
