/**
 * Incremental crawling for the province sources. Acts do not change once published, so a
 * source only needs the acts published since its last run: the state keeps a watermark (the
 * newest publication date fully captured). Listings are always fetched again (they are how new
 * acts are found); acts published within LOOKBACK_DAYS before the watermark are asked again
 * with conditional requests (a late addition dated a few days back is caught, an unchanged act
 * costs a 304), older ones are not asked at all.
 */

import { z } from 'zod';
import { ISO_DAY } from '../../kernel/model/calendar-day.ts';
import { compareText, HighWatermark } from '../incremental/high-watermark.ts';
import type { CrawlContext } from '../source-adapter.ts';
import type { ActMeta } from './parse-act-document.ts';

export const LOOKBACK_DAYS = 14;

/** A province source's state, the adapters' `stateSchema`. */
export const provinceStateSchema = z.object({
  /** YYYY-MM-DD, or null before the first complete run. */
  watermark: z.string().regex(ISO_DAY).nullable(),
});
export type ProvinceState = z.infer<typeof provinceStateSchema>;

/** A province adapter's crawl context: its watermark as state, act facts as meta. */
export type ProvinceCrawlContext = CrawlContext<ProvinceState, ActMeta>;

export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The watermark of a stored state; null when there is none or the state does not match the schema. */
export function readWatermark(state: unknown): string | null {
  const checked = provinceStateSchema.safeParse(state);
  return checked.success ? checked.data.watermark : null;
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

  constructor(state: unknown) {
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
  wrap(ctx: ProvinceCrawlContext): ProvinceCrawlContext {
    return {
      ...ctx,
      fail: (url, error) => {
        this.failed(url);
        ctx.fail(url, error);
      },
    };
  }

  next(): ProvinceState {
    const mark = new HighWatermark<string>(this.previous, compareText);
    if (this.listingFailed) mark.keepPrevious();
    for (const [url, date] of this.acts) {
      if (this.failedActs.has(url)) mark.holdBelow(addDaysIso(date, -1));
      else mark.note(date);
    }
    return { watermark: mark.next() };
  }
}
