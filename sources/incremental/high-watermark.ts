/**
 * The one incremental helper of the sources: a high watermark over keys of any type with a
 * total order (a JONC number, a publication date). Published items never change, so a source
 * only asks for what lies above the watermark of its last complete run. The next watermark is
 * the highest key noted, held below any key whose item failed (so the next run asks for it
 * again), left where it was when what a failure hid is unknown (a listing page), and never
 * lower than the previous one.
 */
export class HighWatermark<K> {
  private best: K | null;
  private ceiling: K | null = null;
  private frozen = false;

  readonly previous: K | null;
  private readonly compare: (a: K, b: K) => number;
  constructor(
    previous: K | null,
    compare: (a: K, b: K) => number,
  ) {
    this.previous = previous;
    this.compare = compare;
    this.best = previous;
  }

  /** Whether a key lies above the previous watermark (everything does on a first run). */
  isNew(key: K): boolean {
    return this.previous === null || this.compare(key, this.previous) > 0;
  }

  /** A key fully read in this run. */
  note(key: K): void {
    if (this.best === null || this.compare(key, this.best) > 0) this.best = key;
  }

  /** The same key as the highest noted, with more known of it (its date, learned later). */
  refine(key: K): void {
    if (this.best !== null && this.compare(key, this.best) === 0) this.best = key;
  }

  /** An item failed: the watermark stays at or below this key. */
  holdBelow(key: K): void {
    if (this.ceiling === null || this.compare(key, this.ceiling) < 0) this.ceiling = key;
  }

  /** What was not read is unknown: the watermark stays where it was. */
  keepPrevious(): void {
    this.frozen = true;
  }

  next(): K | null {
    if (this.frozen) return this.previous;
    let next = this.best;
    if (next !== null && this.ceiling !== null && this.compare(next, this.ceiling) > 0) next = this.ceiling;
    if (this.previous !== null && (next === null || this.compare(next, this.previous) < 0)) next = this.previous;
    return next;
  }
}

/** Order of keys that sort as text (YYYY-MM-DD dates). */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
