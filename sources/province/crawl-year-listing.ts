import type { CheerioAPI } from 'cheerio';
import { z } from 'zod';
import { crawlSource, type CrawlHandler, type CrawlRequest } from '../crawl/crawl-source.ts';
import { canonicalUrl } from '../crawl/canonical-url.ts';
import { readRequestData } from '../crawl/request-data.ts';
import { SOURCE_URL_META } from '../source-adapter.ts';
import { WatermarkTracker, type ProvinceCrawlContext } from './incremental.ts';
import type { ActMeta } from './parse-act-document.ts';
import { actReference } from './parse-act.ts';

export interface YearLink {
  year: number;
  url: string;
}

export interface ActListingRow {
  url: string;
  numero: string;
  publicationDate: string;
  titre: string;
}

/** What an act request carries to its handler (readRequestData): the facts of its listing row. */
export const ACT_REQUEST_DATA = z.object({ numero: z.string(), publicationDate: z.string(), titre: z.string() });

/**
 * The act requests of a listing page: acts inside the watermark window, each act once (by act
 * number, as sites list some twice), fetched conditionally, carrying what the parser needs.
 */
export function actRequests(tracker: WatermarkTracker, rows: readonly ActListingRow[]): CrawlRequest<'act'>[] {
  return rows
    .filter((r) => tracker.wants(r.publicationDate) && tracker.queueAct(r.url, actReference(r.numero), r.publicationDate))
    .map((r) => ({
      url: r.url,
      label: 'act' as const,
      conditional: true,
      userData: { numero: r.numero, publicationDate: r.publicationDate, titre: r.titre } satisfies z.input<typeof ACT_REQUEST_DATA>,
    }));
}

/**
 * The handler of an act document: hands it to the pipeline with its listing facts and its
 * lasting address, the same path on the province's public site (sources/crawl/canonical-url.ts).
 */
export function emitAct<Label extends string>(province: 'Sud' | 'Nord' | 'Iles', urls: { crawlBase: string; canonicalBase: string }): CrawlHandler<Label, ActMeta> {
  return async ({ page, emit }) => {
    const { numero, publicationDate, titre } = readRequestData(page, ACT_REQUEST_DATA);
    await emit({ province, numero, publicationDate, titre, [SOURCE_URL_META]: canonicalUrl(page.url, urls.crawlBase, urls.canonicalBase) });
  };
}

/** The labels of a by-year crawl: the index of years, a year's listing, an act. */
export type YearLabel = 'years' | 'year' | 'act';

/** A province site organised as an index of years, each year a listing of acts. */
export interface YearListingSite {
  province: 'Nord' | 'Iles';
  /** The province's public site, where `source_url` points (`https://www.province-nord.nc`). */
  canonicalBase: string;
  /** Path of the index of years below the base URL, e.g. `/actes/`. */
  indexPath: string;
  parseYears($: CheerioAPI, pageUrl: string): YearLink[];
  parseYear($: CheerioAPI, pageUrl: string): ActListingRow[];
}

/**
 * Crawls a by-year province site incrementally: only the years the watermark window reaches
 * are listed again, an act listed twice is fetched once (by act number), acts are fetched with
 * conditional requests, and the watermark moves only past what was fetched.
 */
export async function crawlYearListing(ctx: ProvinceCrawlContext, site: YearListingSite): Promise<void> {
  const tracker = new WatermarkTracker(ctx.state);
  const base = ctx.baseUrl.replace(/\/+$/, '');
  const sinceYear = tracker.since ? Number(tracker.since.slice(0, 4)) : null;
  await crawlSource<YearLabel, ActMeta>(tracker.wrap(ctx), [{ url: `${base}${site.indexPath}`, label: 'years' }], {
    years: async ({ page, enqueue }) => {
      const years = site.parseYears(page.$(), page.url).filter((y) => sinceYear === null || y.year >= sinceYear);
      await enqueue(years.map((y) => ({ url: y.url, label: 'year' })));
    },
    year: async ({ page, enqueue }) => {
      await enqueue(actRequests(tracker, site.parseYear(page.$(), page.url)));
    },
    act: emitAct(site.province, { crawlBase: ctx.baseUrl, canonicalBase: site.canonicalBase }),
  });
  ctx.setState(tracker.next());
}
