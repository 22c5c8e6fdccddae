/**
 * A JONC page cut across the boundary of two sections: the associations' declarations end and the
 * legal publications begin (`DÉCLARATIONS D'ASSOCIATIONS` … `PUBLICATIONS LÉGALES`, each a rubric
 * alone on its line, in the bulletin's order). What stands above the legal publications' rubric is
 * the associations section's tail, not the notice: neither its association nor its officers are
 * the company notice's. Only where the text under the rubric names a company of its own.
 */

import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE } from './legal-form.ts';

const ASSOCIATIONS_RUBRIC = /^[ \t]*declarations? d'associations?\b[^\n]{0,40}$/m;
const LEGAL_PUBLICATIONS_RUBRIC = /^[ \t]*publications? legales?[ \t]*(?:\(suite\)[ \t]*)?$/gm;
const COMPANY_WORD = new RegExp(`\\b(?:societe|${FOLDED_FORMS_NOT_WORDS_SOURCE}|ridet|rcs)\\b`);

/**
 * The text from the legal publications' rubric on, when that rubric follows the associations'
 * rubric and a company is named under it; else the text itself.
 */
export function withoutAssociationsSection(text: string): string {
  // Most texts print no associations' rubric (speed only: the fold is cached for the notice).
  if (!/SSOCIATION|ssociation/.test(text)) return text;
  const folded = fold(text);
  const associations = ASSOCIATIONS_RUBRIC.exec(folded);
  if (!associations) return text;
  let cut = -1;
  for (const m of matchesOf(LEGAL_PUBLICATIONS_RUBRIC, folded)) {
    if (m.index > associations.index) cut = m.index + m[0].length;
  }
  if (cut < 0 || !COMPANY_WORD.test(folded.slice(cut))) return text;
  return text.slice(cut).trimStart();
}
