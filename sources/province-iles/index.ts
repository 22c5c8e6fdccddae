import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import { actHints, crawlYearListing, parseActPdf, actMetaSchema, provinceStateSchema, type ActMeta, type ProvinceCrawlContext, type ProvinceState } from '../province/index.ts';
import type { ParseContext } from '../parse-context.ts';
import type { RawDocument, SourceAdapter } from '../source-adapter.ts';
import { parseIlesYear, parseIlesYears } from './parse-iles-listing.ts';

/** The Province des îles Loyauté's public site: every act's `source_url` is its path there (README, "Lasting addresses"). */
const CANONICAL_BASE = 'https://www.province-iles.nc';

/**
 * Province des îles Loyauté: acts concerning companies, from one listing page per year of an
 * older Windows-1252 site, each act a PDF. Incremental like the other provinces: only the
 * years the watermark window reaches, acts with conditional requests.
 */
export const provinceIlesAdapter: SourceAdapter<ProvinceState, ActMeta> = {
  id: 'ProvinceIles',
  description: 'Province des îles Loyauté : arrêtés concernant des entreprises (PDF)',
  // Mondays 07:00 Nouméa: a handful of acts a year.
  schedule: '0 7 * * 1',
  stateSchema: provinceStateSchema,
  metaSchema: actMetaSchema,
  canonicalBase: CANONICAL_BASE,

  crawl(ctx: ProvinceCrawlContext): Promise<void> {
    return crawlYearListing(ctx, { province: 'Iles', canonicalBase: CANONICAL_BASE, indexPath: '/index.htm', parseYears: parseIlesYears, parseYear: parseIlesYear });
  },

  parse(doc: RawDocument<ActMeta>, ctx: ParseContext): Promise<ParseOutcome> {
    return parseActPdf(doc.body, actHints(doc), ctx);
  },
};
