/**
 * A small ad opens with its event in capitals and a spaced dash before the company it is about
 * ('NOMINATIONS — X, SAS au cap. …', 'DISSOL. ANTICIPÉE — Sté X, SASU …', 'LOCATION-GÉRANCE — La
 * SARL X, Ridet …', 'NOMIN. DG / DGD — X, SAS …'). A reader takes the capitals as the ad's title
 * and the company as the start of its text; so does the reader here: the line is cut after the
 * title when the title is one the reader knows (notice-layout.ts), and the company opens its line
 * as a header's or a list entry's name does. A masthead ('ACTU NC — Annonces légales') is left
 * whole: what follows its dash is no company; a dated masthead before a company is cut as a title is.
 */

import { lineStartCompanies } from '../company-mentions.ts';
import { isInstitutionLine, isTitleLine } from '../notice-layout.ts';
import { cutLines } from './line-cuts.ts';

// A title in capitals (digits, dots of abbreviations, hyphens, apostrophes, the slash between two
// offices or events: 'NOMIN. DG / DGD'), a spaced dash, the rest.
const TITLE_THEN_REST = /^([ \t]*[\p{Lu}][\p{Lu}\d.'’ /-]{1,40}?)[ \t]+[–—-][ \t]+(\S.*)$/u;
/** A date in digits ('05/11/2026', '5.11.26'). */
const DATED = /\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/;
/** Longer titles are sentences in capitals. */
const MAX_TITLE_WORDS = 5;
// 'Sté X', 'La SARL X': an article or the abbreviated 'société' before the company.
const LEAD = /^(?:St[ée]|STE|La|LA|Les|LES)\.?[ \t]+/u;

function titleCut(line: string): string | null {
  const m = TITLE_THEN_REST.exec(line);
  if (!m) return null;
  const title = m[1]!;
  // Only a title the reader knows as one: a line of capitals it does not know would be read as a name.
  // So is a journal's masthead with its date ('ACTU NC 05/11/2026 — X (XY), SAS cap. …'): the
  // company opening the rest starts the notice.
  if (title.trim().split(/\s+/).length > MAX_TITLE_WORDS || !(isTitleLine(title.trim()) || (DATED.test(title) && isInstitutionLine(title)))) return null;
  const rest = m[2]!;
  const company = lineStartCompanies(rest.replace(LEAD, ''))[0];
  if (!company || company.index !== 0) return null;
  return `${title}\n${rest}`;
}

/** The text with each small ad's capitals title set on its own line (see the file's comment). */
export function adTitleLines(text: string): string {
  // Most notices have no spaced dash after capitals at a line start (speed only).
  if (!/(?:^|\n)[ \t]*\p{Lu}[\p{Lu}\d.'’ /-]*[ \t][–—-][ \t]/u.test(text)) return text;
  return cutLines(text, titleCut);
}
