import type { ParseOutcome } from '../../kernel/model/announcement.ts';
import { crawlSource } from '../crawl/crawl-source.ts';
import { WatermarkTracker, actHints, actRequests, emitAct, parseActPdf, actMetaSchema, provinceStateSchema, type ActMeta, type ProvinceCrawlContext, type ProvinceState } from '../province/index.ts';
import type { ParseContext } from '../parse-context.ts';
import type { RawDocument, SourceAdapter } from '../source-adapter.ts';
import { parseSudListing } from './parse-sud-listing.ts';

/** The Province Sud's public site: every act's `source_url` is its path there (README, "Lasting addresses"). */
const CANONICAL_BASE = 'https://www.province-sud.nc';

const LISTING_PATH = '/actes/arretes-et-deliberations';

/** The crawl's closed set of labels: listing pages, act documents. */
type SudLabel = 'listing' | 'act';

/**
 * Province Sud: acts concerning companies, from the paginated listing "Arrêtés et
 * délibérations" (newest first), each act a PDF. Incremental: pagination stops at the first
 * page older than the watermark window; acts are fetched with conditional requests.
 */
export const provinceSudAdapter: SourceAdapter<ProvinceState, ActMeta> = {
  id: 'ProvinceSud',
  description: 'Province Sud : arrêtés et délibérations concernant des entreprises (PDF)',
  // Mondays 06:00 Nouméa: the province publishes a few acts a week.
  schedule: '0 6 * * 1',
  stateSchema: provinceStateSchema,
  metaSchema: actMetaSchema,
  canonicalBase: CANONICAL_BASE,

  async crawl(ctx: ProvinceCrawlContext): Promise<void> {
    const tracker = new WatermarkTracker(ctx.state);
    const base = ctx.baseUrl.replace(/\/+$/, '');
    await crawlSource<SudLabel, ActMeta>(tracker.wrap(ctx), [{ url: `${base}${LISTING_PATH}?page=1`, label: 'listing' }], {
      listing: async ({ page, enqueue }) => {
        const { rows, next } = parseSudListing(page.$(), page.url);
        await enqueue(actRequests(tracker, rows));
        // Newest first: once a page reaches acts older than the window, later pages are older still.
        const reachedOld = rows.some((r) => !tracker.wants(r.publicationDate));
        if (next && !reachedOld) await enqueue([{ url: next, label: 'listing' }]);
      },
      act: emitAct('Sud', { crawlBase: ctx.baseUrl, canonicalBase: CANONICAL_BASE }),
    });
    ctx.setState(tracker.next());
  },

  parse(doc: RawDocument<ActMeta>, ctx: ParseContext): Promise<ParseOutcome> {
    return parseActPdf(doc.body, actHints(doc), ctx);
  },
};
