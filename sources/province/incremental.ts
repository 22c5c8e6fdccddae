/**
 * Incremental crawling for the province sources. Acts do not change once published, so a
 * source only needs the acts published since its last run: the state keeps a watermark (the
 * newest publication date fully captured). Listings are always fetched again (they are how new
 * acts are found); acts published within LOOKBACK_DAYS before the watermark are asked again
 * with conditional requests (a late addition dated a few days back is caught, an unchanged act
 * costs a 304), older ones are not asked at all.
 */

import type { CrawlContext, SourceState } from '../source-adapter.js';

export const LOOKBACK_DAYS = 14;

export interface ProvinceState extends SourceState {
  /** YYYY-MM-DD, or null before the first complete run. */
  watermark: string | null;
}

export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function readWatermark(state: SourceState | null): string | null {
  const value = state?.['watermark'];
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/**
 * Tracks one run: which listing pages and acts were asked, which failed, and what the next
 * watermark may safely be. A failed act holds the watermark back to the day before it was
 * published (so the next run asks for it again); a failed listing keeps the old watermark,
 * since what it would have shown is unknown.
 */
export class WatermarkTracker {
  readonly previous: string | null;
  /** Acts published before this date are not asked again; null on a first run. */
  readonly since: string | null;
  private readonly acts = new Map<string, string>();
  private readonly failedActs = new Set<string>();
  private listingFailed = false;
  // Acts already queued this run, by number: the same act listed twice is fetched once.
  private readonly numeros = new Set<string>();

  constructor(state: SourceState | null) {
    this.previous = readWatermark(state);
    this.since = this.previous ? addDaysIso(this.previous, -LOOKBACK_DAYS) : null;
  }

  /** Whether an act published on this date is worth asking for in this run. */
  wants(publicationDate: string): boolean {
    return this.since === null || publicationDate >= this.since;
  }

  /** Records an act to fetch; false when the same act (by number) was already queued. */
  queueAct(url: string, numero: string, publicationDate: string): boolean {
    if (this.numeros.has(numero)) return false;
    this.numeros.add(numero);
    this.acts.set(url, publicationDate);
    return true;
  }

  failed(url: string): void {
    if (this.acts.has(url)) this.failedActs.add(url);
    else this.listingFailed = true;
  }

  /** The context to hand to crawlSource: failures are seen by the tracker, then by the run. */
  wrap(ctx: CrawlContext): CrawlContext {
    return {
      ...ctx,
      fail: (url, error) => {
        this.failed(url);
        ctx.fail(url, error);
      },
    };
  }

  next(): ProvinceState {
    if (this.listingFailed) return { watermark: this.previous };
    let newest = this.previous;
    let ceiling: string | null = null;
    for (const [url, date] of this.acts) {
      if (this.failedActs.has(url)) {
        const before = addDaysIso(date, -1);
        if (ceiling === null || before < ceiling) ceiling = before;
      } else if (newest === null || date > newest) {
        newest = date;
      }
    }
    if (ceiling !== null && newest !== null && newest > ceiling) newest = ceiling;
    if (this.previous !== null && (newest === null || newest < this.previous)) newest = this.previous;
    return { watermark: newest };
  }
}
