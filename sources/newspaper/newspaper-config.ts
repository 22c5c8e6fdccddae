import type { CheerioAPI } from 'cheerio';
import type { RawDocument } from '../source-adapter.ts';
import type { ValidityPeriod } from '../validity-period.ts';

/** Where the walk of one listing starts: a category's first page, or the single listing. */
export interface ListingStart {
  url: string;
  /** Names the listing in the watermark state; stable across runs ('constitutions', 'toutes'). */
  key: string;
  /** The listing's category label when the listing is per category, else null. */
  category: string | null;
}

/** One ad as a listing page shows it. */
export interface ListingItem {
  /** Absolute URL of the ad's own page. */
  url: string;
  /** The newspaper's id of the ad; deduplicates an ad listed twice. */
  adId: string;
  /** YYYY-MM-DD, when the listing shows a date that can be read. */
  publicationDate: string | null;
  category: string | null;
}

export interface ListingPage {
  items: ListingItem[];
  /** Absolute URL of the next (older) page, null on the last one. */
  next: string | null;
}

/** What an ad page yields once its layout is stripped away. */
export interface AdContent {
  /** The ad's id as printed on its page (the notice's reference); null to fall back to the listing's. */
  reference: string | null;
  /** The ad's full text, heading included, one line per printed line. */
  text: string;
  /** YYYY-MM-DD of the ad's publication, null if the page shows none that can be read. */
  publicationDate: string | null;
  category: string | null;
  heading: string | null;
}

/** Why an ad page gave no content, in French for the quarantine entry. */
export interface AdReadFailure {
  failure: string;
}

export type ReadListing = ($: CheerioAPI, pageUrl: string) => ListingPage;
export type ReadAd = ($: CheerioAPI, doc: RawDocument) => AdContent | AdReadFailure;

/**
 * Everything that differs between two habilitated newspapers. Most of it is selectors (see
 * `selectorListingReader` and `selectorAdReader`); a site with an unusual layout brings its own
 * `readListing` or `readAd` function instead.
 */
export interface NewspaperConfig {
  id: string;
  description: string;
  schedule: string;
  /**
   * The newspaper's public site (`https://www.lnc.nc`): an ad's `source_url` is its page's path
   * there, whatever address it was fetched from (sources/crawl/canonical-url.ts).
   */
  canonicalBase: string;
  /** The periods the title is habilitated to publish legal notices; a run outside them skips it. */
  periods: readonly ValidityPeriod[];
  /** The listings to walk, from the base URL of the site. */
  listings: (baseUrl: string) => ListingStart[];
  readListing: ReadListing;
  readAd: ReadAd;
  /**
   * Days below the watermark still re-read on each run: ads inserted late with an older
   * publication date land below newer ones. Default 14.
   */
  safetyMarginDays?: number;
  /** Guard against pagination loops on a broken site. Default 200 pages per listing. */
  maxListingPages?: number;
  /** Maps an ad URL to the one the crawler fetches (strip tracking parameters...). Default: drop the fragment. */
  canonicalAdUrl?: (url: string) => string;
}
