import { z } from 'zod';
import type { CrawlContext } from '../source-adapter.ts';
import type { NewspaperState } from './watermark.ts';

/**
 * What a newspaper's crawl archives with each ad page (RawDocument.meta), the adapters'
 * `metaSchema`: what the listing said of the ad, which the parser uses only where the page is
 * silent. Every fact is optional: a page parsed from a file (`pipeline parse --source lnc`) has
 * none. Loose: the crawler's fetch facts ride along.
 */
export const newspaperMetaSchema = z.looseObject({
  adId: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  publicationDate: z.string().nullable().optional(),
  /** The ad's page on the newspaper's public site (SOURCE_URL_META). */
  sourceUrl: z.string().optional(),
});
export type NewspaperMeta = z.infer<typeof newspaperMetaSchema>;

/** A newspaper adapter's crawl context: its watermarks as state, listing facts as meta. */
export type NewspaperCrawlContext = CrawlContext<NewspaperState, NewspaperMeta>;

/** The crawl's closed set of labels: listing pages, ad pages. */
export type NewspaperLabel = 'listing' | 'ad';
