/**
 * Offline copy of the Province Sud site's "Arrêtés et délibérations" section: a paginated
 * listing (newest first, 10 per page) whose rows link each act's PDF. Quirks, all
 * deterministic (see README): one act listed twice, one PDF answering 500 on its first request,
 * one slow PDF, one moved (301), one truncated, one scanned without text, broken markup at the
 * end of every listing page after the first.
 */

import type { ProvincialAct, SampleWorld } from '../../world/index.ts';
import { formatDateNumeric } from '../../world/index.ts';
import type { OfflineSite } from '../../sample-sites/offline-site.ts';
import { cachedActPdf, renderScannedPdf, truncatePdf } from '../province/act-pdf.ts';
import { actParagraphs, actSlug, pickQuirkActs, provinceActs } from '../province/acts.ts';
import { HitCounter, escapeHtml, redirect, sendDocument, sendHtml, serverError, slowDown } from '../province/serve.ts';

export const SUD_PAGE_SIZE = 10;
export const SUD_LISTING_PATH = '/actes/arretes-et-deliberations';

export const SUD_QUIRKS = [
  { name: 'duplicate', announcement: true },
  { name: 'flaky', announcement: true },
  { name: 'slow', announcement: true },
  { name: 'moved', announcement: true },
  { name: 'truncated', announcement: true },
  { name: 'scanned', announcement: true },
] as const;

function actPath(act: ProvincialAct): string {
  return `/documents/actes/${act.publicationDate.slice(0, 4)}/${actSlug(act)}.pdf`;
}

function renderPdf(act: ProvincialAct, world: SampleWorld, keptDir: string | null): Promise<Buffer> {
  return cachedActPdf(world, act, { letterhead: ['Province Sud', 'Direction du développement économique et de l’environnement (DDEE)'], font: 'helvetica' }, keptDir);
}

function listingPage(acts: ProvincialAct[], page: number, pages: number, base: string, duplicateId: string | undefined): string {
  const rows = acts
    .map((act) => {
      const href = `${base}${actPath(act)}`;
      const row = (link: string, label: string) =>
        `<tr><td class="date">${formatDateNumeric(act.publicationDate)}</td><td class="type">Arrêté</td><td class="numero">${escapeHtml(act.numero)}</td><td class="intitule"><a href="${link}">${escapeHtml(act.titre)}</a>${label}</td></tr>`;
      const main = row(href, '');
      // The print version of an act is listed as a row of its own, under another URL.
      return act.id === duplicateId ? `${main}\n${row(`${base}/documents/telecharger?id=${act.id}`, ' <em>(version imprimable)</em>')}` : main;
    })
    .join('\n');
  const prev = page > 1 ? `<a rel="prev" href="${base}${SUD_LISTING_PATH}?page=${page - 1}">Page précédente</a>` : '';
  const next = page < pages ? `<a rel="next" href="${base}${SUD_LISTING_PATH}?page=${page + 1}">Page suivante</a>` : '';
  const table = acts.length
    ? `<table class="liste-actes"><thead><tr><th>Publié le</th><th>Type</th><th>Numéro</th><th>Intitulé</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    : '<p class="aucun-acte">Aucun acte publié.</p>';
  // Pages after the first lose their closing tags, as the CMS template of the real site does.
  const tail = page > 1 ? '<div class="pied"><p>Province Sud — 6 route des Artifices, Nouméa' : '</div></main></body></html>';
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Arrêtés et délibérations — page ${page} — Province Sud</title></head>
<body><header><nav><a href="${base}/">Accueil</a> › Arrêtés et délibérations</nav></header>
<main><h1>Arrêtés et délibérations</h1><div class="resultats">
${table}
<nav class="pagination">${prev} <span>Page ${page} sur ${pages}</span> ${next}</nav>
${tail}`;
}

export const provinceSudSite: OfflineSite = {
  samplePath: '/province-sud',
  create({ world, asOf, scanCacheDir = null }) {
    const acts = provinceActs(world, 'Sud', asOf).reverse();
    const quirks = pickQuirkActs(world, 'Sud', SUD_QUIRKS);
    const byPath = new Map(acts.map((a) => [actPath(a), a]));
    const byId = new Map(acts.map((a) => [a.id, a]));
    const pages = Math.max(1, Math.ceil(acts.length / SUD_PAGE_SIZE));
    const hits = new HitCounter();
    const base = '/province-sud';
    return async (req, res, path, url) => {
      if (path === '/' || path === '/index.html') {
        sendHtml(res, `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Province Sud</title></head><body><h1>Province Sud</h1><ul><li><a href="${base}${SUD_LISTING_PATH}?page=1">Arrêtés et délibérations</a></li></ul></body></html>`);
        return true;
      }
      if (path === SUD_LISTING_PATH) {
        const page = Number(url.searchParams.get('page') ?? '1');
        if (!Number.isInteger(page) || page < 1 || page > pages) return false;
        const slice = acts.slice((page - 1) * SUD_PAGE_SIZE, page * SUD_PAGE_SIZE);
        sendHtml(res, listingPage(slice, page, pages, base, quirks['duplicate']?.id));
        return true;
      }
      let act: ProvincialAct | undefined;
      if (path === '/documents/telecharger') act = byId.get(url.searchParams.get('id') ?? '');
      else if (path.startsWith('/sites/default/files/actes/')) {
        act = quirks['moved'] && byId.has(quirks['moved'].id) && path === `/sites/default/files/actes/${actSlug(quirks['moved'])}.pdf` ? quirks['moved'] : undefined;
      } else {
        act = byPath.get(path);
        if (act && act.id === quirks['moved']?.id) {
          redirect(res, `${base}/sites/default/files/actes/${actSlug(act)}.pdf`);
          return true;
        }
      }
      if (!act) return false;
      if (act.id === quirks['flaky']?.id && hits.hit(path) === 1) {
        serverError(res);
        return true;
      }
      if (act.id === quirks['slow']?.id) await slowDown();
      let body = await renderPdf(act, world, scanCacheDir);
      if (act.id === quirks['truncated']?.id) body = truncatePdf(body);
      if (act.id === quirks['scanned']?.id) body = await renderScannedPdf(act.publicationDate, actParagraphs(act).length * 3 + 8);
      sendDocument(req, res, { body, contentType: 'application/pdf', publishedOn: act.publicationDate });
      return true;
    };
  },
};
