/**
 * (wt-org) A company identified in a sentence that tells a seat on a board or a directoire: `la
 * société X, RIDET …, membre du conseil de surveillance, a été remplacée par la société Y, RIDET …`,
 * `a pris acte de la démission de la société X, RIDET …, de ses fonctions de membre du conseil`,
 * `Composition du conseil de surveillance : – la société X, RIDET …, représentée par …`, `X a désigné
 * M. Z en qualité de représentant permanent au conseil de surveillance`. A board, a directoire, a
 * permanent representative belong to the company whose notice it is; the companies such a sentence
 * names with their identifiers sit on that board, however the sentence words their coming, their
 * leaving or their representative. A reader takes the notice's company from its name block and the
 * board's members from the body, whatever the wording.
 *
 * Read by beside-subject-roles.ts only where the rules left several companies, in a notice of
 * officers or articles, and only where a company is left that no such sentence names. A sentence
 * that tells whose board it is (`le conseil de surveillance de la société S`, `au directoire d'X`,
 * `dont le directoire`, `son conseil`) is left to the other readings: the board may be another
 * company's than the name block's. Folded text.
 */

import { CLAUSE_CHAR_NL, SENTENCE_CHAR_NL } from './clause-chars.ts';

/** A seat on a collegial organ, or a legal person's representative on it. */
const BOARD_SEAT = /\b(?:conseil de surveillance|directoire|conseil d'administration|representant permanent|representante permanente)\b/;
/**
 * The board named as some company's own (`le directoire de la société S`, `au conseil de surveillance
 * d'HÔTELS X`, `dont le conseil`, `son conseil`): the sentence says whose board it is, and it may be
 * another's than the name block's.
 */
const BOARD_OF_NAMED = /\b(?:conseil de surveillance|directoire|conseil d'administration)\s+(?:de |du |d'|des )(?!\d|(?:la |l')?(?:reunion|seance|assemblee)\b)|\b(?:dont le|dont la|son|sa|leur)\s+(?:conseil|directoire)\b/;
/**
 * The company acting right after its identifier and description (`X, SA, RIDET …, a nommé M. Y président
 * du directoire`): the board it acts on is its own, unless what it names is its permanent representative
 * on another's board.
 */
const ACTS_AFTER = new RegExp(String.raw`^(?:${CLAUSE_CHAR_NL}){0,160}?,\s*(?:a|ont) (?!ete\b)[a-z]+(?:e|is|it)\b`);
const PERMANENT_REPRESENTATIVE = /\brepresentante? permanente?\b/;
/** The form's own board (`société anonyme à directoire et conseil de surveillance`): how the company is run, no seat told. */
const FORM_BOARD = /\ba (?:directoire|conseil d'administration|conseil de surveillance)(?: et (?:a )?(?:directoire|conseil de surveillance))?/g;
/** A sentence's end going back, or forth: a full stop that ends a sentence, or a blank line. */
const SENTENCE_BEFORE = new RegExp(String.raw`(?:(?!\n[ \t]*\n)${SENTENCE_CHAR_NL}){0,600}$`);
const SENTENCE_AFTER = new RegExp(String.raw`^(?:(?!\n[ \t]*\n)${SENTENCE_CHAR_NL}){0,600}`);

/**
 * Whether the identifier printed at `index` and ending at `end` stands in a sentence that tells a seat
 * on a board, no company's board named in it. `folded`: the folded text as printed.
 */
export function inBoardSeatSentence(folded: string, index: number, end: number): boolean {
  const before = SENTENCE_BEFORE.exec(folded.slice(Math.max(0, index - 600), index))?.[0] ?? '';
  const after = SENTENCE_AFTER.exec(folded.slice(end, end + 600))?.[0] ?? '';
  const sentence = `${before} ${after}`.replace(FORM_BOARD, ' ');
  if (!BOARD_SEAT.test(sentence) || BOARD_OF_NAMED.test(sentence)) return false;
  return !ACTS_AFTER.test(after) || PERMANENT_REPRESENTATIVE.test(sentence);
}

/** The words the reading needs, looked for once in the notice (speed: most notices name no board). */
export function mayTellBoardSeats(folded: string): boolean {
  return folded.includes('surveillance') || folded.includes('directoire') || folded.includes("conseil d'administration") || folded.includes('permanent');
}
