/**
 * The publication date a notice carries itself: a masthead or running header naming the journal
 * ('JONC – Publications légales – 7 mai 2026', 'LNC – 05/05/2026', '12 mai 2026 JOURNAL
 * OFFICIEL DE LA NOUVELLE-CALÉDONIE 3021') or a publication label at the start of a line or
 * after a masthead separator ('Publié le 6 mai 2026', 'Date de publication : 2026-05-06',
 * '– parution 2026-05-06'). Dates a sentence cites ('l'annonce publiée le 2 avril', 'paru au
 * Journal officiel du 9 avril') are not this notice's publication.
 */

import { normaliseCharacters } from './clean-text.js';
import { fold } from './fold.js';
import { findFrenchDates } from './french-date.js';
import { isRectificatif } from './rectificatif.js';

const JOURNAL =
  /\b(?:journal officiel|jonc|lnc|nouvelles caledoniennes|actu nc|annonces? (?:legales|judiciaires)|publications? legales|legales|associations)\b/;
const LABEL = /(?:^|[–—|:·•-]\s*)(?:date de (?:publication|parution|mise en ligne)|(?:annonce )?publiee?s? le|parution(?: du| le)?|parue? le|mise en ligne(?: le)?|edition du)\s*:?\s*$/;
const ISSUE_LINE = /^(?:n°|no\.?|numéro|numero)\s*\d{1,6}\s*[–—-]\s*(.{6,40})$/iu;
const TIMESTAMP_LINE = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** A masthead is a short line; a sentence that cites a journal is not one. */
const MASTHEAD_MAX_WORDS = 14;
/** How many lines at the top and the bottom of a notice can hold its masthead or footer. */
const TOP_LINES = 4;
const BOTTOM_LINES = 2;

/** A line that corrects or cites an earlier notice ('Rectificatif à l'annonce parue au JONC du 9 avril 2026'). */
const CORRECTS = /\b(?:rectifica\w*|erratum|additif)\b/;
const CITES_NOTICE = /\b(?:annonces?|avis|insertions?)\b[^\n]{0,60}\b(?:parue?s?|publiee?s?)\b/;

function dateOfMasthead(line: string, rectificatif: boolean): string | null {
  if (line.split(/\s+/).filter(Boolean).length > MASTHEAD_MAX_WORDS) return null;
  const folded = fold(line);
  if (!JOURNAL.test(folded) || CORRECTS.test(folded) || (rectificatif && CITES_NOTICE.test(folded))) return null;
  return findFrenchDates(line)[0]?.iso ?? null;
}

/**
 * The text's first line made of a title and a date alone, split by a masthead separator ('Les
 * Échos du Nord — 12/03/2026', '12 mars 2026 | La Voix des Îles'): the masthead of a journal whose
 * name is not known. At most eight words; the title has no digit.
 */
function dateOfFirstLine(line: string): string | null {
  if (line.split(/\s+/).filter(Boolean).length > 8) return null;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  const before = line.slice(0, date.index);
  const after = line.slice(date.index + date.length);
  const title = /^\s*[–—|·]\s*(\p{Lu}[^\d]{1,60})$/u;
  const leading = /^(\p{Lu}[^\d]{1,60}?)\s+[–—|·]\s*$/u;
  if ((leading.test(before) && after.trim() === '') || (before.trim() === '' && title.test(after))) return date.iso;
  return null;
}

/** Words a publication label contains, to skip the other lines cheaply. */
const LABEL_WORD = /\b(?:publi|paru|mise en ligne|edition)/;

function dateAfterLabel(line: string): string | null {
  const folded = fold(line);
  if (!LABEL_WORD.test(folded)) return null;
  for (const mention of findFrenchDates(line)) {
    if (LABEL.test(folded.slice(0, mention.index).trimStart())) return mention.iso;
  }
  return null;
}

export function findPublicationDate(rawText: string): string | null {
  const lines = normaliseCharacters(rawText)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  for (const line of lines) {
    const labelled = dateAfterLabel(line);
    if (labelled) return labelled;
  }
  // The issue line of a masthead ('N° 412 – jeudi 5 mars 2026') or the page's bare timestamp
  // ('2026-02-12T06:00:00+11:00', the local date as printed) near the top.
  for (const line of lines.slice(0, TOP_LINES + 2)) {
    const issue = ISSUE_LINE.exec(line);
    if (issue) {
      const dates = findFrenchDates(issue[1]!);
      if (dates.length === 1) return dates[0]!.iso;
    }
    const stamp = TIMESTAMP_LINE.exec(line);
    if (stamp) return stamp[1]!;
  }
  const first = lines[0] ? dateOfFirstLine(lines[0]) : null;
  if (first && !CORRECTS.test(fold(lines[0]!))) return first;
  // In a rectificatif, 'l'annonce parue au JONC du …' is the notice it corrects.
  const rectificatif = isRectificatif(rawText);
  const edges = [...lines.slice(0, TOP_LINES), ...lines.slice(Math.max(TOP_LINES, lines.length - BOTTOM_LINES))];
  for (const line of edges) {
    const dated = dateOfMasthead(line, rectificatif);
    if (dated) return dated;
  }
  // A running page header can fall anywhere in a long extract.
  for (const line of lines) {
    if (/\bjournal officiel de la nouvelle[- ]caledonie\b/.test(fold(line))) {
      const dated = dateOfMasthead(line, rectificatif);
      if (dated) return dated;
    }
  }
  return null;
}
