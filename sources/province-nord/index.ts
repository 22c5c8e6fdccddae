import type { ParseOutcome } from '../../kernel/model/announcement.js';
import { actHints, crawlYearListing, parseActHtml } from '../province/index.js';
import type { CrawlContext, RawDocument, SourceAdapter } from '../source-adapter.js';
import { parseNordYear, parseNordYears } from './parse-nord-listing.js';

/** The Province Nord's public site: every act's `source_url` is its path there (README, "Lasting addresses"). */
const CANONICAL_BASE = 'https://www.province-nord.nc';

/** The element holding the act on an act page. */
export const NORD_ACT_SELECTOR = 'article.acte';

/**
 * Province Nord: acts concerning companies, from the listing by year, each act an HTML page.
 * Incremental: only the years the watermark window reaches are listed again; acts are fetched
 * with conditional requests.
 */
export const provinceNordAdapter: SourceAdapter = {
  id: 'ProvinceNord',
  description: 'Province Nord : actes administratifs concernant des entreprises (pages HTML)',
  samplePath: '/province-nord',
  // Mondays 06:30 Nouméa, after the Province Sud run.
  schedule: '30 6 * * 1',
  canonicalBase: CANONICAL_BASE,

  crawl(ctx: CrawlContext): Promise<void> {
    return crawlYearListing(ctx, { province: 'Nord', canonicalBase: CANONICAL_BASE, indexPath: '/actes/', parseYears: parseNordYears, parseYear: parseNordYear });
  },

  async parse(doc: RawDocument): Promise<ParseOutcome> {
    return parseActHtml(doc.body, doc.contentType, actHints(doc), NORD_ACT_SELECTOR);
  },
};
