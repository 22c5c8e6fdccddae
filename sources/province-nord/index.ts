import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import { actHints, crawlYearListing, parseActHtml, actMetaSchema, provinceStateSchema, type ActMeta, type ProvinceCrawlContext, type ProvinceState } from '../province/index.ts';
import type { RawDocument, SourceAdapter } from '../source-adapter.ts';
import { parseNordYear, parseNordYears } from './parse-nord-listing.ts';

/** The Province Nord's public site: every act's `source_url` is its path there (README, "Lasting addresses"). */
const CANONICAL_BASE = 'https://www.province-nord.nc';

/** The element holding the act on an act page. */
export const NORD_ACT_SELECTOR = 'article.acte';

/**
 * Province Nord: acts concerning companies, from the listing by year, each act an HTML page.
 * Incremental: only the years the watermark window reaches are listed again; acts are fetched
 * with conditional requests.
 */
export const provinceNordAdapter: SourceAdapter<ProvinceState, ActMeta> = {
  id: 'ProvinceNord',
  description: 'Province Nord : actes administratifs concernant des entreprises (pages HTML)',
  // Mondays 06:30 Nouméa, after the Province Sud run.
  schedule: '30 6 * * 1',
  stateSchema: provinceStateSchema,
  metaSchema: actMetaSchema,
  canonicalBase: CANONICAL_BASE,

  crawl(ctx: ProvinceCrawlContext): Promise<void> {
    return crawlYearListing(ctx, { province: 'Nord', canonicalBase: CANONICAL_BASE, indexPath: '/actes/', parseYears: parseNordYears, parseYear: parseNordYear });
  },

  async parse(doc: RawDocument<ActMeta>): Promise<ParseOutcome> {
    return parseActHtml(doc.body, doc.contentType, actHints(doc), NORD_ACT_SELECTOR);
  },
};
