/**
 * A company the notice's own company holds, named so before its identifier: 'la société, qui détient
 * 100 % des parts de la SARL X, RIDET …', 'dont elle détient les actions, la SARL X, RIDET …'. The
 * holder is the notice's company, told by 'la société' alone or a pronoun: a named holder ('la
 * société H, qui détient …') may be the subject's own shareholder. In a notice of the holder's own
 * change (its seat, officers, articles or capital), the company it holds is never the subject.
 * Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';

// What is held is the verb's own object: a share of the company ('100 % des parts', 'les actions',
// 'la totalité du capital'), with nothing else between; 'une créance qu'elle détenait en compte
// courant, les parts nouvelles émises par sa filiale' holds a claim, and the company after it is
// the one whose capital the claim pays up.
const HELD_SHARE = String.raw`(?:\s+(?:directement|indirectement|seule|encore|deja))?\s+(?:(?:\d[\d .,]*\s*%|la (?:quasi-)?totalite|l'integralite|la majorite|une partie)\s+)?(?:(?:des|les|du|de)\s+|d')?(?:\d[\d .]*\s+)?(?:parts|actions|titres|capital|participations?)\b`;
const HELD_BY_SUBJECT_BEFORE = new RegExp(
  String.raw`(?:\b(?:la societe|elle|celle-ci)\s*,?\s*(?:qui\s+)?|\bdont elle\s+)(?:detient|possede|detenait|possedait|detenant|possedant)${HELD_SHARE}${CLAUSE_CHAR_NL}{0,200}$`,
);

/** Whether the words before an identifier (folded, its clause) say the notice's own company holds that company. */
export function heldBySubject(before: string): boolean {
  return (before.includes('detient') || before.includes('possede') || before.includes('detenait') || before.includes('possedait') || before.includes('detenant') || before.includes('possedant')) && HELD_BY_SUBJECT_BEFORE.test(before);
}
