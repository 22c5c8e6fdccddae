import { setTimeout as sleep } from 'node:timers/promises';
import type { SampleWorld } from '../../world/index.js';
import type { OfflineSite, OfflineSiteHandler } from '../../sample-sites/offline-site.js';
import { ARCHIVE_UNTIL, joncIssues, masthead, type IssueItem, type JoncIssue } from './calendar.js';
import { issueLayout } from './layout.js';
import { renderIssuePdf, renderPublicationPdf, renderScannedPdf, truncate } from './render-pdf.js';
import { isTruncatedArchive, publicationTrick, TRICKS } from './tricky-cases.js';
import { sendContent, sendHtml, sendJson } from './http-content.js';
import { archiveIndexHtml, archivePdfPath, archiveYearPage, movedPdfPath } from './archive-pages.js';

export const JONC_SAMPLE_PATH = '/jonc';
export { ARCHIVE_UNTIL, PORTAL_FROM } from './calendar.js';

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

function pageOf(world: SampleWorld, issue: JoncIssue, item: IssueItem): number {
  const layout = issueLayout(world, issue.numero);
  return layout.itemPages[issue.items.indexOf(item)] ?? layout.firstPage;
}

function summaryEntry(world: SampleWorld, issue: JoncIssue, item: IssueItem) {
  return { id: item.id, numero: item.id, titre: item.titre, typeContenu: item.type, rubriqueJonc: item.rubrique, pageJonc: pageOf(world, issue, item) };
}

function publicationRecord(world: SampleWorld, issue: JoncIssue, item: IssueItem) {
  return {
    id: item.id,
    numero: item.id,
    datePublication: issue.date,
    titre: item.titre,
    typeContenu: item.type,
    rubriqueJonc: item.rubrique,
    numeroJonc: issue.numero,
    pageJonc: pageOf(world, issue, item),
    liens: {
      pdf: `${JONC_SAMPLE_PATH}/api/publications/${item.id}/pdf`,
      journal: `${JONC_SAMPLE_PATH}/api/journaux/${issue.numero}/pdf`,
    },
  };
}

/**
 * The offline JONC: the JSON portal for issues from PORTAL_FROM on, the HTML archive with one
 * PDF per issue before it. See sources/jonc/README.md for URLs, formats and tricky cases.
 */
export const joncOfflineSite: OfflineSite = {
  samplePath: JONC_SAMPLE_PATH,
  create({ world, asOf }): OfflineSiteHandler {
    const visible = joncIssues(world).filter((i) => i.date <= asOf);
    const byNumero = new Map(visible.map((i) => [i.numero, i]));
    const items = new Map<string, { issue: JoncIssue; item: IssueItem }>();
    for (const issue of visible) for (const item of issue.items) if (item.id) items.set(item.id, { issue, item });
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
        sendHtml(res, `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Journal officiel de la Nouvelle-Calédonie</title></head><body><h1>Journal officiel de la Nouvelle-Calédonie</h1><ul><li><a href="api/annees">Portail (API JSON, depuis le 1er juillet 2022)</a></li><li><a href="anciens/">Archives (numéros antérieurs)</a></li></ul></body></html>`);
        return true;
      }

      // --- JSON portal ---
      if (path === '/api/annees') {
        sendJson(res, [...new Set(visible.filter((i) => i.format === 'portal').map((i) => Number(i.date.slice(0, 4))))]);
        return true;
      }
      if (path === '/api/journaux') {
        const annee = url.searchParams.get('annee') ?? '';
        sendJson(res, visible
          .filter((i) => i.format === 'portal' && i.date.startsWith(`${annee}-`))
          .map((i) => ({ numero: i.numero, datePublication: i.date, nombreActes: i.items.length, special: i.special })));
        return true;
      }
      let m = /^\/api\/journaux\/(\d+)\/(sommaire|pdf)$/.exec(path);
      if (m) {
        const issue = byNumero.get(Number(m[1]));
        if (!issue || issue.format !== 'portal') return false;
        if (m[2] === 'pdf') {
          const pdf = await cachedPdf(world, `issue-${issue.numero}`, () => renderIssuePdf(issue, issueLayout(world, issue.numero)));
          sendContent(req, res, pdf, 'application/pdf', issue.date);
          return true;
        }
        if (TRICKS.summaryFailsOnce(issue.numero) && failOnce(path)) {
          res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
          res.end('<h1>Erreur interne du serveur</h1>');
          return true;
        }
        if (TRICKS.slowSummary(issue.numero)) await sleep(TRICKS.slowDelayMs);
        const legal = issue.items.filter((i) => i.type === 'PUBLICATION_LEGALE').map((i) => summaryEntry(world, issue, i));
        if (TRICKS.duplicateListing(issue.numero) && legal[0]) legal.push({ ...legal[0] });
        sendJson(res, {
          numero: issue.numero,
          datePublication: issue.date,
          titre: masthead(issue),
          listActe: issue.items.filter((i) => i.type === 'ACTE').map((i) => summaryEntry(world, issue, i)),
          listPublicationLegale: legal,
          listAssociationFondation: issue.items.filter((i) => i.type === 'ASSOCIATION_FONDATION').map((i) => summaryEntry(world, issue, i)),
        });
        return true;
      }
      m = /^\/api\/publications\/(\d{4}-\d{5})(\/pdf)?$/.exec(path);
      if (m) {
        const found = items.get(m[1] as string);
        if (!found) return false;
        const { issue, item } = found;
        if (!m[2]) {
          sendContent(req, res, Buffer.from(JSON.stringify(publicationRecord(world, issue, item))), 'application/json; charset=utf-8', issue.date);
          return true;
        }
        const trick = item.type === 'PUBLICATION_LEGALE' ? publicationTrick(world, item.id as string) : null;
        const pdf = await cachedPdf(world, `publication-${item.id}`, async () => {
          if (trick === 'scanned') return renderScannedPdf(issue, item);
          const whole = await renderPublicationPdf(issue, item, pageOf(world, issue, item));
          return trick === 'truncated' ? truncate(whole) : whole;
        });
        sendContent(req, res, pdf, 'application/pdf', issue.date);
        return true;
      }

      // --- HTML archive ---
      const archive = visible.filter((i) => i.date < ARCHIVE_UNTIL);
      if (path === '/anciens' || path === '/anciens/' || path === '/anciens/index.html') {
        sendHtml(res, archiveIndexHtml([...new Set(archive.map((i) => i.date.slice(0, 4)))]));
        return true;
      }
      m = /^\/anciens\/(\d{4})\.html$/.exec(path);
      if (m) {
        const year = m[1] as string;
        const issues = archive.filter((i) => i.date.startsWith(`${year}-`));
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
        const pdf = await cachedPdf(world, `archive-${issue.numero}`, async () => {
          const whole = await renderIssuePdf(issue, issueLayout(world, issue.numero));
          return isTruncatedArchive(world, issue.numero) ? truncate(whole) : whole;
        });
        sendContent(req, res, pdf, 'application/pdf', issue.date);
        return true;
      }
      return false;
    };
  },
};

/** For tests and fixtures: the issues the offline JONC shows at a date. */
export function visibleJoncIssues(world: SampleWorld, asOf: string): JoncIssue[] {
  return joncIssues(world).filter((i) => i.date <= asOf);
}

export { joncIssues, type JoncIssue, type IssueItem } from './calendar.js';
export { TRICKS, publicationTrick, isTruncatedArchive } from './tricky-cases.js';
export { issueLayout, layoutIssue } from './layout.js';
export { renderIssuePdf, renderPublicationPdf, renderScannedPdf, truncate } from './render-pdf.js';
export { archivePdfPath, movedPdfPath } from './archive-pages.js';
