import { z } from 'zod';
import { crawlSource, type CrawlRequest } from '../crawl/crawl-source.ts';
import { readRequestData } from '../crawl/request-data.ts';
import { SourceLayoutError } from '../crawl/crawl-errors.ts';
import { canonicalUrl } from '../crawl/canonical-url.ts';
import { SOURCE_URL_META } from '../source-adapter.ts';
import type { ListingItem, NewspaperConfig } from './newspaper-config.ts';
import type { NewspaperCrawlContext, NewspaperLabel, NewspaperMeta } from './newspaper-meta.ts';
import { compareText, HighWatermark } from '../incremental/high-watermark.ts';
import { listingFloor, readNewspaperState, triageListingPage, type PendingAd } from './watermark.ts';

const DEFAULT_MARGIN_DAYS = 14;
const DEFAULT_MAX_PAGES = 200;

/**
 * What a request carries to its label's handler (readRequestData): a listing page, its listing
 * and rank; an ad page, what the listing said of the ad.
 */
export const NEWSPAPER_REQUEST_DATA = {
  listing: z.object({ key: z.string(), category: z.string().nullable(), pageNumber: z.number().int().positive() }),
  ad: z.object({ adId: z.string(), category: z.string().nullable(), publicationDate: z.string().nullable() }),
} as const satisfies Record<NewspaperLabel, z.ZodType>;

type ListingUserData = z.input<(typeof NEWSPAPER_REQUEST_DATA)['listing']>;

/**
 * Walks every listing of a newspaper newest first, fetches the pages of ads not yet seen
 * (conditionally, so an ad already archived costs a 304), and emits each ad page with what the
 * listing said of it. The watermark of a listing advances only if all its pages were read.
 */
export async function crawlNewspaper(config: NewspaperConfig, ctx: NewspaperCrawlContext): Promise<void> {
  const state = readNewspaperState(ctx.state);
  const margin = config.safetyMarginDays ?? DEFAULT_MARGIN_DAYS;
  const maxPages = config.maxListingPages ?? DEFAULT_MAX_PAGES;
  const canonical = config.canonicalAdUrl ?? ((url: string) => url.replace(/#.*$/, ''));
  // One watermark per listing: the newest publication date it showed, kept if a page of it failed.
  const marks = new Map<string, HighWatermark<string>>();
  const markOf = (key: string) => {
    let mark = marks.get(key);
    if (!mark) marks.set(key, (mark = new HighWatermark<string>(state.newest[key] ?? null, compareText)));
    return mark;
  };
  const brokenListings = new Set<string>();
  const listingKeyOf = new Map<string, string>();
  const adsByUrl = new Map<string, PendingAd>();
  const enqueuedAds = new Set<string>();
  const failedAds = new Map<string, PendingAd>();

  const adRequest = (ad: PendingAd): CrawlRequest<NewspaperLabel> => ({
    url: ad.url,
    label: 'ad',
    conditional: true,
    userData: { adId: ad.adId, category: ad.category, publicationDate: ad.publicationDate } satisfies z.input<(typeof NEWSPAPER_REQUEST_DATA)['ad']>,
  });

  const starts = config.listings(ctx.baseUrl);
  const start: CrawlRequest<NewspaperLabel>[] = starts.map((listing) => {
    listingKeyOf.set(listing.url, listing.key);
    return { url: listing.url, label: 'listing', userData: { key: listing.key, category: listing.category, pageNumber: 1 } satisfies ListingUserData };
  });
  for (const pending of state.pending) {
    enqueuedAds.add(pending.adId);
    adsByUrl.set(pending.url, pending);
    start.push(adRequest(pending));
  }

  // Failures are the crawler's to report; we only remember them so nothing is skipped for good.
  const tracked: NewspaperCrawlContext = {
    sourceId: ctx.sourceId,
    baseUrl: ctx.baseUrl,
    politeness: ctx.politeness,
    state: ctx.state,
    storageDir: ctx.storageDir,
    previousFetch: (url) => ctx.previousFetch(url),
    emit: (doc) => ctx.emit(doc),
    unchanged: (url) => ctx.unchanged(url),
    incomplete: (url, error) => ctx.incomplete(url, error),
    setState: (next) => ctx.setState(next),
    log: (message, fields) => ctx.log(message, fields),
    logger: ctx.logger,
    stopped: ctx.stopped,
    fail(url, error) {
      const listingKey = listingKeyOf.get(url);
      if (listingKey) brokenListings.add(listingKey);
      const ad = adsByUrl.get(url);
      // A page that is gone will not come back; anything else (timeouts, 5xx) is asked again next run.
      const status = (error as { status?: unknown }).status;
      if (ad && status !== 404 && status !== 410) failedAds.set(ad.adId, ad);
      ctx.fail(url, error);
    },
  };

  await crawlSource<NewspaperLabel, NewspaperMeta>(tracked, start, {
    listing: async ({ page, enqueue }) => {
      const data = readRequestData(page, NEWSPAPER_REQUEST_DATA.listing);
      const listing = config.readListing(page.$(), page.url);
      if (listing.items.length === 0 && data.pageNumber === 1 && listing.next === null) {
        ctx.log('listing vide', { url: page.url, key: data.key });
      }
      const floor = listingFloor(state.newest[data.key], margin);
      const { fresh, goOn } = triageListingPage(listing.items, floor);
      for (const item of listing.items) if (item.publicationDate) markOf(data.key).note(item.publicationDate);
      const requests: CrawlRequest<NewspaperLabel>[] = [];
      for (const item of fresh) {
        if (enqueuedAds.has(item.adId)) continue;
        enqueuedAds.add(item.adId);
        const ad = toPending(item, data.category, canonical);
        adsByUrl.set(ad.url, ad);
        requests.push(adRequest(ad));
      }
      if (goOn && listing.next) {
        if (data.pageNumber >= maxPages) {
          brokenListings.add(data.key);
          ctx.fail(listing.next, new SourceLayoutError(listing.next, `${config.id}: more than ${maxPages} pages in listing ${data.key}, pagination loop?`));
        } else {
          listingKeyOf.set(listing.next, data.key);
          requests.push({ url: listing.next, label: 'listing', userData: { ...data, pageNumber: data.pageNumber + 1 } satisfies ListingUserData });
        }
      }
      await enqueue(requests);
    },
    ad: async ({ page, emit }) => {
      const ad = readRequestData(page, NEWSPAPER_REQUEST_DATA.ad);
      await emit({
        adId: ad.adId,
        category: ad.category,
        publicationDate: ad.publicationDate,
        // After redirects: a moved ad is cited at its current page.
        [SOURCE_URL_META]: canonicalUrl(page.url, ctx.baseUrl, config.canonicalBase),
      });
    },
  });

  const committed: Record<string, string> = { ...state.newest };
  for (const [key, mark] of marks) {
    if (brokenListings.has(key)) mark.keepPrevious();
    const date = mark.next();
    if (date !== null) committed[key] = date;
  }
  ctx.setState({ version: 1, newest: committed, pending: [...failedAds.values()] });
}

function toPending(item: ListingItem, listingCategory: string | null, canonical: (url: string) => string): PendingAd {
  return { url: canonical(item.url), adId: item.adId, category: item.category ?? listingCategory, publicationDate: item.publicationDate };
}
