/**
 * A company the notice's own company holds, named so before its identifier: 'la société, qui détient
 * 100 % des parts de la SARL X, RIDET …', 'dont elle détient les actions, la SARL X, RIDET …'. The
 * holder is the notice's company, told by 'la société' alone or a pronoun: a named holder ('la
 * société H, qui détient …') may be the subject's own shareholder. In a notice of the holder's own
 * change (its seat, officers, articles or capital), the company it holds is never the subject.
 * Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';

const HELD_BY_SUBJECT_BEFORE = new RegExp(
  String.raw`(?:\b(?:la societe|elle|celle-ci)\s*,?\s*(?:qui\s+)?|\bdont elle\s+)(?:detient|possede|detenait|possedait|detenant|possedant)\b${CLAUSE_CHAR_NL}{0,80}\b(?:parts|actions|titres|capital|participations?)\b${CLAUSE_CHAR_NL}{0,200}$`,
);

/** Whether the words before an identifier (folded, its clause) say the notice's own company holds that company. */
export function heldBySubject(before: string): boolean {
  return (before.includes('detient') || before.includes('possede') || before.includes('detenait') || before.includes('possedait') || before.includes('detenant') || before.includes('possedant')) && HELD_BY_SUBJECT_BEFORE.test(before);
}
