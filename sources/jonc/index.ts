import { crawlSource } from '../crawl/crawl-source.ts';
import type { SourceAdapter } from '../source-adapter.ts';
import { archiveContext, archiveHandlers, archiveStart } from './discover-archive.ts';
import { portalHandlers, portalRechecks, portalStart } from './discover-portal.ts';
import { IncompleteRecords } from './incomplete-records.ts';
import { joncMetaSchema, type JoncMeta } from './jonc-meta.ts';
import { parseJoncDocument } from './parse-document.ts';
import { joncWatermarkSchema, readWatermark, WatermarkTracker, type JoncWatermark } from './watermark.ts';

/**
 * Journal officiel de la Nouvelle-Calédonie: Leginova's JSON API (one PDF per legal
 * publication; SOURCE_JONC_URL is the site's base, `https://leginova.gouv.nc`) and the old
 * portal's HTML archive of older issues (one multi-page PDF per issue, split into notices).
 * See README.md beside this file.
 */
export const joncAdapter: SourceAdapter<JoncWatermark, JoncMeta> = {
  id: 'JONC',
  description: 'Journal officiel de la Nouvelle-Calédonie : publications légales (API de Leginova et archives PDF)',
  // Daily: ordinary issues come out on Tuesdays and Thursdays, special issues any day; a run
  // with nothing new costs a few listing requests.
  schedule: '30 6 * * *',
  stateSchema: joncWatermarkSchema,
  metaSchema: joncMetaSchema,
  async crawl(ctx) {
    const base = ctx.baseUrl.replace(/\/+$/, '');
    const previous = readWatermark(ctx.state);
    const watermark = new WatermarkTracker(previous);
    // Records Leginova answered without what the crawl needs: asked again until complete.
    const incomplete = new IncompleteRecords(previous?.incomplete);
    // Portal first, archive second: an issue the portal serves (one PDF per publication) is
    // then never fetched again as a whole from the archive, so no notice is emitted twice.
    const portalNumeros = new Set<number>();
    await crawlSource(ctx, [portalStart(base, watermark), ...portalRechecks(base, watermark, incomplete)], portalHandlers(ctx, base, watermark, portalNumeros, incomplete));
    const archive = archiveContext(ctx, base);
    await crawlSource(archive, [archiveStart(base)], archiveHandlers(archive, watermark, portalNumeros));
    const state = watermark.toState();
    const pending = incomplete.toState();
    if (state) ctx.setState(pending.length > 0 ? { ...state, incomplete: pending } : state);
  },
  parse: parseJoncDocument,
};

