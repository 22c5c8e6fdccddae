import { entreprisePath, type EntrepriseRecord } from '../../publish/artefacts/feed-layout.ts';
import type { AnnonceItem } from '../../publish/snapshot/snapshot-types.ts';
import type { SnapshotView } from '../snapshot-view.ts';
import { ApiError, type ProblemBody } from '../problem.ts';
import { type Route, type RouteResponse } from '../route.ts';
import { renderCompanyPage } from './company-page.ts';
import { renderErrorPage } from './error-page.ts';
import { printedRidet } from './french-format.ts';
import { html } from './html-escape.ts';
import { HTML_CONTENT_TYPE, pageHeaders } from './page-shell.ts';
import { companyPageHref } from './site-links.ts';
import { renderWidget, widgetNotices } from './widget-page.ts';
import { normaliseRidet, readWidgetRequest } from './widget-request.ts';
import { pageQuery } from './page-query.ts';

/**
 * The public site served by the API process (docs/pages.md): the widget and the company page.
 * Not /v1: HTML, their own per-IP page quota, errors as French HTML pages; cached like the API
 * (ETag of the body, which depends only on the snapshot and the query).
 */

async function readRecord(view: SnapshotView, ridet: string): Promise<EntrepriseRecord | null> {
  const body = await view.artefact(entreprisePath(ridet));
  return body ? (JSON.parse(body.raw.toString('utf8')) as EntrepriseRecord) : null;
}

/** Newest first by (date, id), as every feed. */
function newestFirst(a: AnnonceItem, b: AnnonceItem): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

const WIDGET_HEADERS = pageHeaders({ embeddable: true, widgetScript: true });
const WIDGET_ERROR_HEADERS = pageHeaders({ embeddable: true, widgetScript: false });
const PAGE_HEADERS = pageHeaders({ embeddable: false, widgetScript: false });

function errorPage(problem: ProblemBody, options: { compact: boolean; headers: Record<string, string> }): RouteResponse {
  const lookupForm = !options.compact && ['invalid_ridet', 'entreprise_not_found', 'invalid_parameter'].includes(problem.code);
  return {
    status: problem.status,
    body: renderErrorPage({ title: problem.title, detail: problem.detail, compact: options.compact, lookupForm }),
    contentType: HTML_CONTENT_TYPE,
    headers: options.headers,
    cache: 'no-store',
  };
}

/** GET /widget.html?ridets=…&limit=…&theme=…: the latest announcements of up to 20 companies. */
export const widgetPageRoute: Route = {
  id: 'pages.widget',
  template: '/widget.html',
  surface: 'page',
  needsSnapshot: true,
  cacheable: true,
  async handle({ rawQuery, view }) {
    const request = readWidgetRequest(rawQuery);
    const records = await Promise.all(request.ridets.map((ridet) => readRecord(view!, ridet)));
    const found = records.filter((r): r is EntrepriseRecord => r !== null);
    // Each record holds its 50 newest announcements and limit <= 20: the merge is exact.
    const items = found.flatMap((r) => r.annonces).sort(newestFirst).slice(0, request.limit);
    const model = {
      request,
      items,
      companies: found.map((r) => ({ ridet: r.ridet, denomination: r.denomination })),
      unknown: request.ridets.filter((_, i) => records[i] === null),
    };
    // Codes only: a header is ASCII; the French text goes to the console (widget-embed.ts).
    const notices = widgetNotices(model);
    const headers = notices.length === 0 ? WIDGET_HEADERS : { ...WIDGET_HEADERS, 'x-widget-notice': notices.map((n) => n.code).join(', ') };
    return { status: 200, body: renderWidget(model), contentType: HTML_CONTENT_TYPE, headers, cache: 'data' };
  },
  renderProblem: (problem) => errorPage(problem, { compact: true, headers: WIDGET_ERROR_HEADERS }),
};

/** What the company page reads (pageQuery), and docs/pages.md's table of it (test/api/pages/pages-docs.test.ts). */
export const COMPANY_PAGE_PARAMETERS = ['ridet'] as const;

/** GET /entreprise.html?ridet=…: the company page `fiche_url` points to. */
export const companyPageRoute: Route = {
  id: 'pages.entreprise',
  template: '/entreprise.html',
  surface: 'page',
  needsSnapshot: true,
  cacheable: true,
  async handle({ rawQuery, view }) {
    const typed = pageQuery(rawQuery, COMPANY_PAGE_PARAMETERS).get('ridet')?.trim() ?? '';
    if (typed === '') {
      throw ApiError.of('invalid_parameter', 'Aucun RIDET n’est indiqué : l’adresse d’une fiche est entreprise.html?ridet= suivi des 10 chiffres du RIDET.');
    }
    const ridet = normaliseRidet(typed);
    if (ridet === null) {
      const shown = typed.length > 40 ? `${typed.slice(0, 40)}…` : typed;
      throw ApiError.of('invalid_ridet', `« ${shown} » n’est pas un RIDET valide.`);
    }
    if (ridet !== typed) {
      // A printed form (1 234 567.001): one address per company, for links and search engines.
      const location = companyPageHref(ridet);
      return {
        status: 301,
        body: Buffer.from(html`<!doctype html><html lang="fr"><title>Fiche déplacée</title><p><a href="${location}">${printedRidet(ridet)}</a></p></html>`.value),
        contentType: HTML_CONTENT_TYPE,
        headers: { ...PAGE_HEADERS, location },
        cache: 'data',
      };
    }
    const record = await readRecord(view!, ridet);
    if (!record) throw ApiError.of('entreprise_not_found', `Aucune entreprise de RIDET ${printedRidet(ridet)} dans les données publiées.`);
    return { status: 200, body: renderCompanyPage(record), contentType: HTML_CONTENT_TYPE, headers: PAGE_HEADERS, cache: 'data' };
  },
  renderProblem: (problem) => errorPage(problem, { compact: false, headers: PAGE_HEADERS }),
};

/**
 * Whether a request outside /v1 that no route serves comes from a browser: a path ending in
 * `.html` (the pages' own form, so a mistyped page address), or an Accept header that takes
 * text/html. Such a request gets an HTML error page; API clients keep problem+json.
 */
export function wantsPage(path: string, accept: string | string[] | undefined): boolean {
  if (path.endsWith('.html')) return true;
  if (accept === undefined) return false;
  for (const range of (Array.isArray(accept) ? accept.join(',') : accept).split(',')) {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'text/html') continue;
    const q = parameters.find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/** The HTML page of an error outside any route (a 404, mostly): French, `noindex`, never cached. */
export function unroutedPageProblem(problem: ProblemBody, path: string): RouteResponse {
  const shown = path.length > 80 ? `${path.slice(0, 80)}…` : path;
  const page = problem.code === 'not_found' ? { ...problem, title: 'Page introuvable', detail: `Aucune page à l’adresse ${shown}.` } : problem;
  return errorPage(page, { compact: false, headers: PAGE_HEADERS });
}

/** The pages, beside the /v1 routes of api/routes/index.ts (docs/pages.md lists them; tested). */
export const PAGE_ROUTES: readonly Route[] = [widgetPageRoute, companyPageRoute];
