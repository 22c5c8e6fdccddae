import iconv from 'iconv-lite';
import { formatDateLong } from '../../world/index.ts';
import { frenchWeekday, legalItems, SECTION_ORDER, type JoncIssue } from './calendar.ts';
import { TRICKS } from './tricky-cases.ts';

/** Listed URL of an archive issue PDF, relative to the site root. */
export function archivePdfPath(issue: Pick<JoncIssue, 'numero' | 'date'>): string {
  return `/anciens/pdf/${issue.date.slice(0, 4)}/JONC_${issue.numero}.pdf`;
}

/** Where moved PDFs live now (301 from the listed URL). */
export function movedPdfPath(issue: Pick<JoncIssue, 'numero' | 'date'>): string {
  return `/documents/${issue.date.slice(0, 4)}/jo-${issue.numero}.pdf`;
}

function titleCase(section: string): string {
  const lower = section.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

export function archiveIndexHtml(years: readonly string[]): string {
  return `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Journal officiel – archives</title></head>
<body><div id="page"><h1>Journal officiel de la Nouvelle-Calédonie – archives</h1>
<p>Les numéros parus avant le 1er juillet 2022 sont disponibles ci-dessous, année par année.</p>
<ul class="annees">
${years.map((y) => `<li><a href="${y}.html">Année ${y}</a></li>`).join('\n')}
</ul></div></body></html>`;
}

/**
 * The year's issue list as the old portal printed it: a table with unclosed cells and rows,
 * a stray closing tag, an unclosed bold. 2020 is served in Windows-1252 and says so, 2021 in
 * Windows-1252 labelled UTF-8 (a real-world mislabel), later years in UTF-8.
 */
export function archiveYearPage(year: string, issues: readonly JoncIssue[]): { body: Buffer; contentType: string } {
  const rows = issues.map((issue) => {
    const day = frenchWeekday(issue.date);
    const sections = SECTION_ORDER.filter((s) => issue.items.some((i) => i.section === s)).map(titleCase);
    const sommaire = TRICKS.archiveNoSommaire(issue.numero) ? '' : sections.join(' ; ');
    const size = 180 + issue.items.length * 35 + legalItems(issue).length * 60;
    const label = issue.special ? `<b>N° ${issue.numero} spécial` : `N° ${issue.numero}`;
    return `<tr class="jonc"><td class="numero">${label}<td class="date">${day.charAt(0).toUpperCase()}${day.slice(1)} ${formatDateLong(issue.date)}<td class="sommaire">${sommaire}<td class="fichier"><a href="${archivePdfPath(issue).replace(/^\/anciens\//, '')}">Télécharger (PDF, ${size} Ko)`;
  });
  const charset = year === '2020' ? 'windows-1252' : 'utf-8';
  const html = `<!DOCTYPE html>
<html lang="fr"><head><meta charset="${charset}"><title>Journaux officiels ${year}</title></head>
<body><div id="page"><h1>Journaux officiels de l'année ${year}</h1>
<p>Numéros parus en ${year} : ${issues.length}. Cliquez sur un numéro pour télécharger le fichier PDF.</p>
<table class="liste-jonc">
<tr><th>Numéro<th>Date de parution<th>Sommaire<th>Fichier
${rows.join('\n')}
</span></table>
<p class="pied">Réalisation : service du Journal officiel – tous droits réservés.
</div></body></html>`;
  if (year === '2020') return { body: iconv.encode(html, 'windows-1252'), contentType: 'text/html; charset=windows-1252' };
  if (year === '2021') return { body: iconv.encode(html, 'windows-1252'), contentType: 'text/html; charset=utf-8' };
  return { body: Buffer.from(html, 'utf8'), contentType: 'text/html; charset=utf-8' };
}
