/**
 * A notice that withdraws an earlier one without putting another in its place: 'L'avis de
 * dissolution … paru au JONC du … a été publié par erreur et doit être considéré comme nul et non
 * avenu', 'l'annonce … est annulée'. It names an event only to say it did not happen: nothing
 * changes in the company, and publishing it as the event it names would misreport the company. A
 * notice that corrects or replaces the earlier one ('annule et remplace', 'lire … au lieu de …',
 * '… et non …') reports that event, corrected (rectificatif.ts). Folded text.
 */

// A printed identifier's full stop ('0 225 102.001') does not end the sentence.
const SENTENCE_CHAR = String.raw`(?:[^.;\n]|\.\d)`;

const WITHDRAWN = new RegExp(
  String.raw`\b(?:avis|annonce|insertion)\b${SENTENCE_CHAR}{0,240}?\b(?:(?:publiee?|parue?|inseree?) par erreur|nul(?:le)? et non avenue?|(?:est|a ete|doit etre) (?:annulee?|retiree?|consideree? comme nul(?:le)?))\b`,
);

const REPLACED = /\b(?:annule et remplace|et remplace|remplacee? par|au lieu de|il fallait lire)\b|\blire\s*[«"“:]|\bet non\b(?! avenue?)|\ben realite\b|(?<!\bn'|\bn’)\b(?:a|ont) decide\b/;

/** Whether the folded text withdraws an earlier notice and puts nothing in its place. */
export function withdrawsEarlierNotice(folded: string): boolean {
  if (!folded.includes('erreur') && !folded.includes('avenu') && !folded.includes('annule') && !folded.includes('retire')) return false;
  return WITHDRAWN.test(folded) && !REPLACED.test(folded);
}
