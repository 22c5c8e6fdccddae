import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SampleWorld } from '../../world/index.ts';
import type { OfflineSite, OfflineSiteHandler } from '../../sample-sites/offline-site.ts';
import { ARCHIVE_UNTIL, joncIssues, type IssueItem, type JoncIssue } from './calendar.ts';
import { issueLayout } from './layout.ts';
import { renderPublicationPdf, renderScannedPdf, truncate } from './render-pdf.ts';
import { keptIssuePdf, keptPdf } from './kept-pdf.ts';
import { publicationTrick, TRICKS } from './tricky-cases.ts';
import { sendContent, sendHtml, sendJson, sendProblem } from './http-content.ts';
import { archiveIndexHtml, archivePdfPath, archiveYearPage, movedPdfPath } from './archive-pages.ts';
import { renderArchiveIssuePdf } from './archive-pdf.ts';
import { contenu, pageOf, publicationRecord, summary, yearList } from './leginova-json.ts';

export const JONC_SAMPLE_PATH = '/jonc';
/** @internal The offline JONC's issues and renderings: ground truth for the JONC parser's tests. */
export { ARCHIVE_UNTIL } from './calendar.ts';

// Rendered PDFs do not depend on the as-of date: share them across handlers (setAsOf rebuilds handlers).
const pdfCache = new WeakMap<SampleWorld, Map<string, Promise<Buffer>>>();

function cachedPdf(world: SampleWorld, key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let byKey = pdfCache.get(world);
  if (!byKey) {
    byKey = new Map();
    pdfCache.set(world, byKey);
  }
  let found = byKey.get(key);
  if (!found) {
    found = render();
    byKey.set(key, found);
  }
  return found;
}

/** A legal publication's PDF as the portal serves it: printed, cut short or scanned (tricky cases). */
function publicationPdf(world: SampleWorld, issue: JoncIssue, item: IssueItem, keptDir: string | null): Promise<Buffer> {
  return cachedPdf(world, `publication-${item.id}`, async () => {
    const trick = publicationTrick(world, item.id as number);
    if (trick === 'scanned') return keptPdf(keptDir, ['scanned', issue, item], () => renderScannedPdf(issue, item));
    const page = pageOf(world, issue, item);
    const whole = await keptPdf(keptDir, ['publication', issue, item, page], () => renderPublicationPdf(issue, item, page));
    return trick === 'truncated' ? truncate(whole) : whole;
  });
}

const HOME = `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Leginova – Journal officiel de la Nouvelle-Calédonie</title></head><body><h1>Journal officiel de la Nouvelle-Calédonie</h1><ul><li>API : <code>api/jonc/list?annee=AAAA</code>, <code>api/jonc/{numero}/sommaire-analytique</code>, <code>api/jonc/{numero}/contenu</code>, <code>api/publication-legale/{id}</code> (depuis le 1er juillet 2022)</li><li><a href="anciens/">Archives (numéros antérieurs)</a></li></ul></body></html>`;

/**
 * The offline JONC: Leginova's JSON API (`/api/...`, SOURCES.md "Leginova") for issues from
 * PORTAL_FROM on, electronic items numbered `YYYY-NNNNN` from ELECTRONIC_FROM, and the old
 * HTML archive with one PDF per issue before PORTAL_FROM. See sources/jonc/README.md.
 */
export const joncOfflineSite: OfflineSite = {
  samplePath: JONC_SAMPLE_PATH,
  create({ world, asOf, scanCacheDir = null }): OfflineSiteHandler {
    const visible = joncIssues(world).filter((i) => i.date <= asOf);
    const onPortal = visible.filter((i) => i.format !== 'archive');
    const byNumero = new Map(visible.map((i) => [i.numero, i]));
    const electronic = new Map<string, { issue: JoncIssue; item: IssueItem }>();
    const publications = new Map<number, { issue: JoncIssue; item: IssueItem }>();
    for (const issue of onPortal) {
      for (const item of issue.items) {
        if (item.numero) electronic.set(item.numero, { issue, item });
        if (item.type === 'PUBLICATION_LEGALE' && item.id !== null) publications.set(item.id, { issue, item });
      }
    }
    // Faults that happen once per server clock: the retry must then succeed.
    const failedOnce = new Set<string>();
    const failOnce = (key: string) => {
      if (failedOnce.has(key)) return false;
      failedOnce.add(key);
      return true;
    };

    return async (req, res, path, url) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      if (path === '/' || path === '/index.html') {
        sendHtml(res, HOME);
        return true;
      }

      // --- Leginova's JSON API ---
      if (path.startsWith('/api/')) return leginova(req, res, path, url);

      // --- the old portal's HTML archive ---
      return archive(req, res, path);
    };

    async function leginova(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<boolean> {
      const instance = `${path}${url.search}`;
      const notFound = (detail: string) => {
        sendProblem(res, 404, 'Ressource introuvable', detail, instance);
        return true;
      };
      if (path === '/api/jonc/list') {
        const annee = url.searchParams.get('annee') ?? '';
        if (!/^\d{4}$/.test(annee)) {
          sendProblem(res, 400, 'Requête invalide', `Le paramètre annee doit être une année sur quatre chiffres (reçu : « ${annee} »).`, instance);
          return true;
        }
        sendJson(res, yearList(world, Number(annee), onPortal.filter((i) => i.date.startsWith(`${annee}-`))));
        return true;
      }
      let m = /^\/api\/jonc\/([^/]+)\/(sommaire-analytique|contenu|pdf)$/.exec(path);
      if (m) {
        const numero = decodeURIComponent(m[1] as string);
        const what = m[2] as string;
        const classic = /^\d+$/.test(numero) ? byNumero.get(Number(numero)) : undefined;
        const item = electronic.get(numero);
        if (what === 'sommaire-analytique') {
          if (!classic || classic.format !== 'portal') return notFound(`Aucun sommaire analytique pour le JONC n° ${numero}.`);
          if (TRICKS.summaryFailsOnce(classic.numero) && failOnce(path)) {
            sendProblem(res, 500, 'Erreur interne', 'Une erreur inattendue est survenue. Réessayez plus tard.', instance);
            return true;
          }
          if (TRICKS.slowSummary(classic.numero)) await sleep(TRICKS.slowDelayMs);
          sendJson(res, summary(world, classic, TRICKS.duplicateListing(classic.numero)));
          return true;
        }
        if (what === 'contenu') {
          if (!item) return notFound(`Aucun contenu pour le JONC n° ${numero}.`);
          if (TRICKS.contenuUnavailableOnce(numero) && failOnce(path)) {
            sendProblem(res, 503, 'Service indisponible', 'Le service est momentanément indisponible.', instance, { 'retry-after': '1' });
            return true;
          }
          sendContent(req, res, Buffer.from(JSON.stringify(contenu(world, item.issue, item.item))), 'application/json; charset=utf-8', item.issue.date);
          return true;
        }
        if (item) {
          if (item.item.type !== 'PUBLICATION_LEGALE') return notFound(`Pas de PDF pour le JONC n° ${numero} dans cette copie.`);
          sendContent(req, res, await publicationPdf(world, item.issue, item.item, scanCacheDir), 'application/pdf', item.issue.date);
          return true;
        }
        if (!classic || classic.format !== 'portal') return notFound(`Aucun PDF pour le JONC n° ${numero}.`);
        const pdf = await cachedPdf(world, `issue-${classic.numero}`, () => keptIssuePdf(classic, issueLayout(world, classic.numero), scanCacheDir));
        sendContent(req, res, pdf, 'application/pdf', classic.date);
        return true;
      }
      m = /^\/api\/publication-legale\/([^/]+)(\/pdf)?$/.exec(path);
      if (m) {
        const found = /^\d+$/.test(m[1] as string) ? publications.get(Number(m[1])) : undefined;
        if (!found) return notFound(`Aucune publication légale d’identifiant ${decodeURIComponent(m[1] as string)}.`);
        const { issue, item } = found;
        if (!m[2]) {
          sendContent(req, res, Buffer.from(JSON.stringify(publicationRecord(world, issue, item))), 'application/json; charset=utf-8', issue.date);
          return true;
        }
        sendContent(req, res, await publicationPdf(world, issue, item, scanCacheDir), 'application/pdf', issue.date);
        return true;
      }
      return notFound(`Aucune ressource à l’adresse ${instance}.`);
    }

    /** The old portal's pages: a list of issues per year, each issue's PDF. */
    async function archive(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
      const archived = visible.filter((i) => i.date < ARCHIVE_UNTIL);
      if (path === '/anciens' || path === '/anciens/' || path === '/anciens/index.html') {
        sendHtml(res, archiveIndexHtml([...new Set(archived.map((i) => i.date.slice(0, 4)))]));
        return true;
      }
      let m = /^\/anciens\/(\d{4})\.html$/.exec(path);
      if (m) {
        const year = m[1] as string;
        const issues = archived.filter((i) => i.date.startsWith(`${year}-`));
        if (issues.length === 0) return false;
        const page = archiveYearPage(year, issues);
        sendHtml(res, page.body, page.contentType);
        return true;
      }
      m = /^\/(?:anciens\/pdf\/\d{4}\/JONC_|documents\/\d{4}\/jo-)(\d+)\.pdf$/.exec(path);
      if (m) {
        const issue = byNumero.get(Number(m[1]));
        if (!issue || issue.date >= ARCHIVE_UNTIL) return false;
        const moved = TRICKS.archivePdfMoved(issue.numero);
        const canonical = moved ? movedPdfPath(issue) : archivePdfPath(issue);
        if (path !== canonical) {
          if (!moved) return false;
          res.writeHead(301, { location: `${JONC_SAMPLE_PATH}${canonical}` });
          res.end();
          return true;
        }
        if (TRICKS.archivePdfFailsOnce(issue.numero) && failOnce(path)) {
          res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
          res.end('Service temporairement indisponible');
          return true;
        }
        const pdf = await cachedPdf(world, `archive-${issue.numero}`, () => renderArchiveIssuePdf(world, issue, scanCacheDir));
        sendContent(req, res, pdf, 'application/pdf', issue.date);
        return true;
      }
      return false;
    }
  },
};

/** @internal For tests and fixtures: the issues the offline JONC shows at a date. */
export function visibleJoncIssues(world: SampleWorld, asOf: string): JoncIssue[] {
  return joncIssues(world).filter((i) => i.date <= asOf);
}

/** @internal The offline JONC's issues and renderings: ground truth for the JONC parser's tests. */
export { joncIssues, type JoncIssue, type IssueItem } from './calendar.ts';
/** @internal The offline JONC's issues and renderings: ground truth for the JONC parser's tests. */
export { TRICKS, publicationTrick, isTruncatedArchive } from './tricky-cases.ts';
/** @internal The offline JONC's issues and renderings: ground truth for the JONC parser's tests. */
export { issueLayout, layoutIssue } from './layout.ts';
/** @internal The offline JONC's issues and renderings: ground truth for the JONC parser's tests. */
export { renderIssuePdf, renderPublicationPdf, renderScannedPdf, truncate } from './render-pdf.ts';
/** @internal The offline JONC's issues and renderings: ground truth for the JONC parser's tests. */
export { renderArchiveIssuePdf, archiveRendition } from './archive-pdf.ts';
