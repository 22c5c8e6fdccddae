/**
 * Offline copy of the Province des îles Loyauté site, an older-looking one: Windows-1252 pages
 * (declared by a meta tag only), an index of years, one plain table per year linking the acts'
 * PDFs. Quirks, all deterministic (see README): an empty year (2019), one act listed twice, one
 * PDF answering 500 on its first request, one truncated PDF, one scanned PDF without text.
 */

import iconv from 'iconv-lite';
import type { ProvincialAct, SampleWorld } from '../../world/index.ts';
import { formatDateNumeric } from '../../world/index.ts';
import type { OfflineSite } from '../../sample-sites/offline-site.ts';
import { cachedActPdf, renderScannedPdf, truncatePdf } from '../province/act-pdf.ts';
import { actParagraphs, actSlug, pickQuirkActs, provinceActs } from '../province/acts.ts';
import { HitCounter, escapeHtml, sendDocument, sendHtml, serverError } from '../province/serve.ts';

export const ILES_FIRST_YEAR = 2019;

export const ILES_QUIRKS = [
  { name: 'duplicate', announcement: true },
  { name: 'flaky', announcement: true },
  { name: 'truncated', announcement: true },
  { name: 'scanned', announcement: true },
] as const;

const BASE = '/province-iles';
const LEGACY_HTML = 'text/html';

function renderPdf(act: ProvincialAct, world: SampleWorld, keptDir: string | null): Promise<Buffer> {
  return cachedActPdf(world, act, { letterhead: ['Province des îles Loyauté', 'Secrétariat général'], font: 'times' }, keptDir);
}

function pdfPath(act: ProvincialAct): string {
  return `/pdf/${act.publicationDate.slice(0, 4)}/${actSlug(act)}.pdf`;
}

function legacyPage(title: string, body: string): Buffer {
  const html = `<HTML><HEAD><META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=windows-1252"><TITLE>${escapeHtml(title)}</TITLE></HEAD>
<BODY BGCOLOR="#FFFFFF"><CENTER><FONT FACE="Times"><B>PROVINCE DES ÎLES LOYAUTÉ</B></FONT></CENTER><HR>
${body}
<HR><FONT SIZE="1">Province des îles Loyauté — Wé, Lifou — Dernière mise à jour du site</FONT></BODY></HTML>`;
  return iconv.encode(html, 'windows-1252');
}

export const provinceIlesSite: OfflineSite = {
  samplePath: BASE,
  create({ world, asOf, scanCacheDir = null }) {
    const acts = provinceActs(world, 'Iles', asOf);
    const quirks = pickQuirkActs(world, 'Iles', ILES_QUIRKS);
    const byPath = new Map(acts.map((a) => [pdfPath(a), a]));
    const lastYear = Number(asOf.slice(0, 4));
    const hits = new HitCounter();
    return async (req, res, path) => {
      if (path === '/' || path === '/index.htm' || path === '/index.html') {
        const links: string[] = [];
        for (let y = lastYear; y >= ILES_FIRST_YEAR; y -= 1) links.push(`<LI><A HREF="arretes-${y}.htm">Arrêtés publiés en ${y}</A>`);
        sendHtml(res, legacyPage('Province des îles Loyauté - Arrêtés', `<H2>Arrêtés du président de l'assemblée</H2><UL>${links.join('\n')}</UL>`), LEGACY_HTML);
        return true;
      }
      const yearMatch = /^\/arretes-(\d{4})\.htm$/.exec(path);
      if (yearMatch) {
        const year = Number(yearMatch[1]);
        if (year < ILES_FIRST_YEAR || year > lastYear) return false;
        const ofYear = acts.filter((a) => a.publicationDate.startsWith(String(year)));
        const rows = ofYear.flatMap((a) => {
          const row = `<TR><TD>${formatDateNumeric(a.publicationDate)}</TD><TD><A HREF="pdf/${year}/${actSlug(a)}.pdf">${escapeHtml(a.titre)}</A></TD></TR>`;
          // Listed again further down by a second upload of the same act.
          return a.id === quirks['duplicate']?.id ? [row, row] : [row];
        });
        const table = rows.length
          ? `<TABLE BORDER="1" CELLPADDING="3" WIDTH="100%"><TR><TH>Date</TH><TH>Arrêté</TH></TR>\n${rows.join('\n')}\n</TABLE>`
          : `<P><I>Aucun arrêté publié en ${year}.</I></P>`;
        sendHtml(res, legacyPage(`Arrêtés ${year}`, `<H2>Arrêtés publiés en ${year}</H2>${table}<P><A HREF="index.htm">Retour</A></P>`), LEGACY_HTML);
        return true;
      }
      const act = byPath.get(path);
      if (!act) return false;
      if (act.id === quirks['flaky']?.id && hits.hit(path) === 1) {
        serverError(res);
        return true;
      }
      let body = await renderPdf(act, world, scanCacheDir);
      if (act.id === quirks['truncated']?.id) body = truncatePdf(body);
      if (act.id === quirks['scanned']?.id) body = await renderScannedPdf(act.publicationDate, actParagraphs(act).length * 3 + 8);
      sendDocument(req, res, { body, contentType: 'application/pdf', publishedOn: act.publicationDate });
      return true;
    };
  },
};
