/**
 * What ends a clause when the reader looks for the words around an identifier, in one place so
 * that every clause and role pattern agrees: a full stop ends it, except the full stop of a
 * civility before a name ('M. Paul X', 'Mme. Y', 'Me Z') and one inside an amount
 * ('1.000.000 F.CFP'); a semicolon always does. The patterns apply to folded (lower-case,
 * unaccented) text, except CIVILITY_STOP_AHEAD, which reads the printed text.
 */

import { matchesOf } from './global-pattern.ts';

/** The civilities printed before a person's name, folded. */
export const CIVILITIES = ['m', 'mm', 'mme', 'mmes', 'mlle', 'mlles', 'me', 'mr', 'dr', 'pr'] as const;

/** The full stop that closes a civility abbreviation (folded text). */
export const CIVILITY_STOP = String.raw`(?<=\b(?:${CIVILITIES.join('|')}))\.`;

/** The full stop inside a printed amount or currency: '1.000.000', 'F.CFP'. */
const AMOUNT_STOP = String.raw`\.(?=\d|\s?cfp)`;

/**
 * Small ads' abbreviations, whose full stop goes on with the clause ('renouvelle la loc.-gér. de
 * son fds à M. Y', 'nom. CAC tit. Sté X, RID. …'): words a sentence does not end on.
 */
const ABBREVIATIONS = ['loc', 'ger', 'coger', 'fds', 'cce', 'tit', 'suppl', 'pres', 'soc', 'sg', 'nouv', 'anc', 'transf', 'repr', 'renouv', 'rempl', 'proro', 'transfo', 'chgt', 'denom', 'nom', 'rid'] as const;

/** The full stop that closes one of those abbreviations (folded text). */
const ABBREVIATION_STOP = String.raw`(?<=\b(?:${ABBREVIATIONS.join('|')}))\.`;

/** The full stop between two digits of an identifier or an amount (`RIDET 1 000 009.001`), which ends no clause. */
export const NUMBER_STOP = String.raw`(?<=\d)\.(?=\d)`;

/** A character of a clause within one line. */
export const CLAUSE_CHAR = String.raw`(?:[^.;\n]|${CIVILITY_STOP}|${AMOUNT_STOP}|${ABBREVIATION_STOP})`;

/** A character of a clause, line breaks included. */
export const CLAUSE_CHAR_NL = String.raw`(?:[^.;]|${CIVILITY_STOP}|${AMOUNT_STOP}|${ABBREVIATION_STOP})`;

/** A character of a sentence, line breaks and a list's semicolons included: only a sentence's full stop ends it. */
export const SENTENCE_CHAR_NL = String.raw`(?:[^.]|${CIVILITY_STOP}|${AMOUNT_STOP}|${ABBREVIATION_STOP})`;

/**
 * A lookbehind that is true when the full stop about to be read does not close a civility, for
 * patterns on the printed text ('M.' and 'Mme' as printed, capitals included).
 */
export const NOT_AFTER_CIVILITY = String.raw`(?<!\b(?:MM|${CIVILITIES.map((c) => `${c[0]!.toUpperCase()}${c.slice(1)}`).join('|')}))`;

/** Any case and, for an e, any accent: the printed form of a folded abbreviation. */
const printed = (word: string): string => [...word].map((c) => (c === 'e' ? '[eEéÉèÈ]' : `[${c}${c.toUpperCase()}]`)).join('');

/** A lookbehind true when the full stop about to be read does not close one of the abbreviations above (printed text). */
export const NOT_AFTER_ABBREVIATION = String.raw`(?<!\b(?:${ABBREVIATIONS.map(printed).join('|')}))`;

/** A sentence's end inside a line: a full stop closing a word, a number or a bracket, then a space and a letter; not a civility's (folded text). */
const SENTENCE_END_IN_LINE = new RegExp(String.raw`(?<=[\p{L}\d)])(?<!\b(?:${CIVILITIES.join('|')}))\.[ \t]+(?=\p{L})`, 'gu');

/** Where the last sentence of a line opens (folded text; 0 when the line holds one): a label may open a field in running text there. */
export function lastSentenceStart(line: string): number {
  let start = 0;
  for (const m of matchesOf(SENTENCE_END_IN_LINE, line)) start = m.index + m[0].length;
  return start;
}
