import type { ParseOutcome } from '../../pipeline/model/announcement.js';
import { crawlSource } from '../crawl/crawl-source.js';
import { WatermarkTracker, actHints, actReference, parseActHtml } from '../province/index.js';
import type { CrawlContext, RawDocument, SourceAdapter } from '../source-adapter.js';
import { parseNordYear, parseNordYears } from './parse-nord-listing.js';

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

  async crawl(ctx: CrawlContext): Promise<void> {
    const tracker = new WatermarkTracker(ctx.state);
    const base = ctx.baseUrl.replace(/\/+$/, '');
    const sinceYear = tracker.since ? Number(tracker.since.slice(0, 4)) : null;
    await crawlSource(tracker.wrap(ctx), [{ url: `${base}/actes/`, label: 'years' }], {
      years: async ({ page, enqueue }) => {
        const years = parseNordYears(page.$(), page.url).filter((y) => sinceYear === null || y.year >= sinceYear);
        await enqueue(years.map((y) => ({ url: y.url, label: 'year' })));
      },
      year: async ({ page, enqueue }) => {
        const rows = parseNordYear(page.$(), page.url);
        const wanted = rows.filter((r) => tracker.wants(r.publicationDate) && tracker.queueAct(r.url, actReference(r.numero), r.publicationDate));
        await enqueue(
          wanted.map((r) => ({
            url: r.url,
            label: 'act',
            conditional: true,
            userData: { numero: r.numero, publicationDate: r.publicationDate, titre: r.titre },
          })),
        );
      },
      act: async ({ page, emit }) => {
        const { numero, publicationDate, titre } = page.userData;
        await emit({ province: 'Nord', numero, publicationDate, titre });
      },
    });
    ctx.setState(tracker.next());
  },

  async parse(doc: RawDocument): Promise<ParseOutcome> {
    return parseActHtml(doc.body, doc.contentType, actHints(doc), NORD_ACT_SELECTOR);
  },
};
