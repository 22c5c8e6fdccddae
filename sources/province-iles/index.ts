import type { ParseOutcome } from '../../pipeline/model/announcement.js';
import { crawlSource } from '../crawl/crawl-source.js';
import { WatermarkTracker, actHints, parseActPdf } from '../province/index.js';
import type { CrawlContext, RawDocument, SourceAdapter } from '../source-adapter.js';
import { parseIlesYear, parseIlesYears } from './parse-iles-listing.js';

/**
 * Province des îles Loyauté: acts concerning companies, from one listing page per year of an
 * older Windows-1252 site, each act a PDF. Incremental like the other provinces: only the
 * years the watermark window reaches, acts with conditional requests.
 */
export const provinceIlesAdapter: SourceAdapter = {
  id: 'ProvinceIles',
  description: 'Province des îles Loyauté : arrêtés concernant des entreprises (PDF)',
  samplePath: '/province-iles',
  // Mondays 07:00 Nouméa: a handful of acts a year.
  schedule: '0 7 * * 1',

  async crawl(ctx: CrawlContext): Promise<void> {
    const tracker = new WatermarkTracker(ctx.state);
    const base = ctx.baseUrl.replace(/\/+$/, '');
    const sinceYear = tracker.since ? Number(tracker.since.slice(0, 4)) : null;
    await crawlSource(tracker.wrap(ctx), [{ url: `${base}/index.htm`, label: 'years' }], {
      years: async ({ page, enqueue }) => {
        const years = parseIlesYears(page.$(), page.url).filter((y) => sinceYear === null || y.year >= sinceYear);
        await enqueue(years.map((y) => ({ url: y.url, label: 'year' })));
      },
      year: async ({ page, enqueue }) => {
        const rows = parseIlesYear(page.$(), page.url);
        const wanted = rows.filter((r) => tracker.wants(r.publicationDate) && tracker.queueAct(r.url, r.numero, r.publicationDate));
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
        await emit({ province: 'Iles', numero, publicationDate, titre });
      },
    });
    ctx.setState(tracker.next());
  },

  parse(doc: RawDocument): Promise<ParseOutcome> {
    return parseActPdf(doc.body, actHints(doc));
  },
};
