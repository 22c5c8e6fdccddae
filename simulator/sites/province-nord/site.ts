/**
 * Offline copy of the Province Nord site: an index of years, a page per year listing the acts
 * published that year, each act an HTML page. Quirks, all deterministic (see README): an empty
 * year (2019), a year page answering 500 on its first request, one act highlighted twice under
 * two URLs, a slow act page, a moved act page (301), an act page with broken markup, an act
 * page cut short by the server (no act in it), an act page in Windows-1252 labelled UTF-8.
 */

import iconv from 'iconv-lite';
import type { ProvincialAct } from '../../world/index.ts';
import { formatDateLong } from '../../world/index.ts';
import type { OfflineSite } from '../../sample-sites/offline-site.ts';
import { actParagraphs, actSlug, actTrailer, pickQuirkActs, provinceActs } from '../province/acts.ts';
import { HitCounter, escapeHtml, redirect, sendDocument, sendHtml, serverError, slowDown } from '../province/serve.ts';

export const NORD_FIRST_YEAR = 2019;

// In order of priority for the few 2020 acts that name a company by RIDET.
export const NORD_QUIRKS = [
  { name: 'legacyEncoding', announcement: true },
  { name: 'broken', announcement: true },
  { name: 'moved', announcement: true },
  { name: 'duplicate', announcement: true },
  { name: 'cut', announcement: true },
  { name: 'slow', announcement: true },
] as const;

/** The year page that fails once before answering. */
export const NORD_FLAKY_YEAR = 2020;

const BASE = '/province-nord';

function actPath(act: ProvincialAct): string {
  return `/actes/${act.publicationDate.slice(0, 4)}/${actSlug(act)}.html`;
}

function layout(title: string, main: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)} — Province Nord</title></head>
<body><header class="bandeau"><a href="${BASE}/">Province Nord</a><nav><a href="${BASE}/actes/">Actes administratifs</a></nav></header>
<main>${main}</main>
<footer><p>Province Nord — BP 41, 98860 Koné</p></footer></body></html>`;
}

function actPage(act: ProvincialAct, broken: boolean): string {
  const paragraphs = actParagraphs(act).map((p) => (broken ? `<p>${escapeHtml(p)}` : `<p>${escapeHtml(p)}</p>`)).join('\n');
  const signature = actTrailer(act)
    .filter((l) => !l.startsWith('Publié'))
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
  const kicker = `<p class="acte-meta">Publié le <time datetime="${act.publicationDate}">${formatDateLong(act.publicationDate)}</time> — référence ${escapeHtml(act.numero)}</p>`;
  if (broken) {
    // As an old editor left it: unclosed paragraphs and divs, a stray end tag, no </article>.
    return layout(act.numero, `<article class="acte">${kicker}<h1 class="acte-titre">${escapeHtml(act.titre)}</h1></span>
<div class="acte-corps">${paragraphs}
<div class="acte-signature">${signature}`);
  }
  return layout(
    act.numero,
    `<article class="acte">${kicker}<h1 class="acte-titre">${escapeHtml(act.titre)}</h1>
<div class="acte-corps">${paragraphs}</div>
<div class="acte-signature">${signature}</div>
</article>`,
  );
}

function listItem(act: ProvincialAct, href: string): string {
  return `<li class="acte-item"><span class="date">${formatDateLong(act.publicationDate)}</span> <span class="ref">${escapeHtml(act.numero)}</span> <a href="${href}">${escapeHtml(act.titre)}</a></li>`;
}

export const provinceNordSite: OfflineSite = {
  samplePath: BASE,
  create({ world, asOf }) {
    const acts = provinceActs(world, 'Nord', asOf);
    const quirks = pickQuirkActs(world, 'Nord', NORD_QUIRKS);
    const byPath = new Map(acts.map((a) => [actPath(a), a]));
    const lastYear = Number(asOf.slice(0, 4));
    const hits = new HitCounter();
    const movedPath = (act: ProvincialAct) => `/publications/actes/${actSlug(act)}.html`;
    return async (req, res, path) => {
      if (path === '/' || path === '/index.html') {
        sendHtml(res, layout('Accueil', `<h1>Province Nord</h1><p><a href="${BASE}/actes/">Actes administratifs</a></p>`));
        return true;
      }
      if (path === '/actes/' || path === '/actes') {
        const years: string[] = [];
        for (let y = lastYear; y >= NORD_FIRST_YEAR; y -= 1) {
          const n = acts.filter((a) => a.publicationDate.startsWith(String(y))).length;
          years.push(`<li><a href="${BASE}/actes/${y}/">${y}</a> <span class="nombre">(${n} acte${n > 1 ? 's' : ''})</span></li>`);
        }
        sendHtml(res, layout('Actes administratifs', `<h1>Actes administratifs</h1><ul class="annees">${years.join('')}</ul>`));
        return true;
      }
      const yearMatch = /^\/actes\/(\d{4})\/?$/.exec(path);
      if (yearMatch) {
        const year = Number(yearMatch[1]);
        if (year < NORD_FIRST_YEAR || year > lastYear) return false;
        if (year === NORD_FLAKY_YEAR && hits.hit(path) === 1) {
          serverError(res);
          return true;
        }
        const ofYear = acts.filter((a) => a.publicationDate.startsWith(String(year))).reverse();
        const dup = quirks['duplicate'];
        const highlight = dup && ofYear.some((a) => a.id === dup.id)
          ? `<section class="a-la-une"><h2>À la une</h2><ul>${listItem(dup, `${BASE}${actPath(dup)}?depuis=une`)}</ul></section>`
          : '';
        const list = ofYear.length
          ? `<ul class="actes">${ofYear.map((a) => listItem(a, `${BASE}${actPath(a)}`)).join('\n')}</ul>`
          : `<p class="aucun-acte">Aucun acte publié en ${year}.</p>`;
        sendHtml(res, layout(`Actes ${year}`, `<h1>Actes administratifs ${year}</h1>${highlight}${list}`));
        return true;
      }
      const moved = quirks['moved'];
      let act = byPath.get(path);
      if (moved && act?.id === moved.id) {
        redirect(res, `${BASE}${movedPath(moved)}`);
        return true;
      }
      if (!act && moved && path === movedPath(moved) && byPath.has(actPath(moved))) act = moved;
      if (!act) return false;
      if (act.id === quirks['slow']?.id) await slowDown();
      if (act.id === quirks['cut']?.id) {
        // The server dropped the connection's end: only the page's head arrived.
        sendDocument(req, res, { body: Buffer.from(layout(act.numero, '').slice(0, 260)), contentType: 'text/html; charset=utf-8', publishedOn: act.publicationDate });
        return true;
      }
      const html = actPage(act, act.id === quirks['broken']?.id);
      const legacy = act.id === quirks['legacyEncoding']?.id;
      // A page exported by an older tool: Windows-1252 bytes behind a UTF-8 label.
      const body = legacy ? iconv.encode(html.replace('<meta charset="utf-8">', ''), 'windows-1252') : Buffer.from(html);
      sendDocument(req, res, { body, contentType: 'text/html; charset=utf-8', publishedOn: act.publicationDate });
      return true;
    };
  },
};
