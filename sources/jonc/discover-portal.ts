import { SourceLayoutError } from '../crawl/crawl-errors.js';
import type { CrawlHandler } from '../crawl/crawl-source.js';
import type { CrawlContext } from '../source-adapter.js';
import type { WatermarkTracker } from './watermark.js';

export const PORTAL_LABELS = {
  years: 'portal-years',
  issues: 'portal-issues',
  summary: 'portal-summary',
  publication: 'portal-publication',
  pdf: 'portal-publication-pdf',
} as const;

export function portalStart(base: string) {
  return { url: `${base}/api/annees`, label: PORTAL_LABELS.years };
}

interface SummaryEntry {
  id?: unknown;
}

/**
 * The JSON portal: years -> a year's issues -> each new issue's analytic summary -> each legal
 * publication's JSON record -> its PDF, the content document. Only legal publications are
 * fetched (acts and associations are not company announcements). The issue PDF is never
 * fetched: it would repeat the publications already fetched one by one.
 */
export function portalHandlers(ctx: CrawlContext, base: string, watermark: WatermarkTracker, seenNumeros: Set<number>): Record<string, CrawlHandler> {
  // A publication listed twice (in one summary or two) is fetched and emitted once.
  const seenPublications = new Set<string>();
  return {
    [PORTAL_LABELS.years]: async ({ page, enqueue }) => {
      const years = page.json<unknown>();
      if (!Array.isArray(years)) throw new SourceLayoutError(page.url, `${page.url}: liste d’années attendue`);
      const wanted = years.map(Number).filter((y) => Number.isInteger(y) && y >= watermark.fromYear);
      await enqueue(wanted.map((y) => ({ url: `${base}/api/journaux?annee=${y}`, label: PORTAL_LABELS.issues })));
    },
    [PORTAL_LABELS.issues]: async ({ page, enqueue }) => {
      const issues = page.json<unknown>();
      if (!Array.isArray(issues)) throw new SourceLayoutError(page.url, `${page.url}: liste de numéros attendue`);
      const fresh: Array<{ numero: number; date: string }> = [];
      for (const issue of issues as Array<Record<string, unknown>>) {
        const numero = Number(issue['numero']);
        const published = issue['datePublication'];
        const date = typeof published === 'string' ? published.slice(0, 10) : '';
        if (!Number.isInteger(numero) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) continue;
        seenNumeros.add(numero);
        if (!watermark.isNew(numero)) continue;
        watermark.note(numero, date);
        fresh.push({ numero, date });
      }
      await enqueue(fresh.map(({ numero, date }) => ({
        url: `${base}/api/journaux/${numero}/sommaire`,
        label: PORTAL_LABELS.summary,
        userData: { numero, date },
      })));
    },
    [PORTAL_LABELS.summary]: async ({ page, enqueue }) => {
      const summary = page.json<{ listPublicationLegale?: unknown }>();
      const listed = summary.listPublicationLegale;
      if (!Array.isArray(listed)) throw new SourceLayoutError(page.url, `${page.url}: listPublicationLegale absente du sommaire`);
      const ids = (listed as SummaryEntry[]).map((e) => e.id).filter((id): id is string => typeof id === 'string');
      if (ids.length === 0) {
        ctx.log('Numéro sans publication légale', { numero: page.userData['numero'], url: page.url });
        return;
      }
      const fresh = ids.filter((id) => !seenPublications.has(id) && seenPublications.add(id));
      if (fresh.length < ids.length) ctx.log('Publication listée plusieurs fois', { numero: page.userData['numero'], doublons: ids.length - fresh.length });
      await enqueue(fresh.map((id) => ({
        url: `${base}/api/publications/${encodeURIComponent(id)}`,
        label: PORTAL_LABELS.publication,
        userData: { numero: page.userData['numero'] },
      })));
    },
    [PORTAL_LABELS.publication]: async ({ page, enqueue }) => {
      const record = page.json<Record<string, unknown>>();
      if (typeof record['id'] !== 'string' || typeof record['datePublication'] !== 'string') {
        throw new SourceLayoutError(page.url, `${page.url}: fiche de publication sans id ni datePublication`);
      }
      const liens = (record['liens'] ?? {}) as Record<string, unknown>;
      const pdf = typeof liens['pdf'] === 'string' ? new URL(liens['pdf'], page.url).href : `${page.url.replace(/\/$/, '')}/pdf`;
      await enqueue([{ url: pdf, label: PORTAL_LABELS.pdf, conditional: true, userData: { publication: record } }]);
    },
    [PORTAL_LABELS.pdf]: async ({ page, emit }) => {
      await emit({ kind: 'publication', publication: page.userData['publication'] });
    },
  };
}
