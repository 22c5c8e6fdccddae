/**
 * A column's rubric over a short insertion (`:: VENTES DE FONDS ::`, `Nouvelles sociétés`,
 * `Créations d'entreprises`, `COMMISSARIAT AUX COMPTES`, `[MODIFICATIONS]`): a line of a few words,
 * framed by a compositor's marks or not, above the notice, or the last item of the masthead's or
 * breadcrumb's line (`L'HEBDO ~ 23.4.2026 ~ Constitutions`), its words typed as a phrase
 * (insertion-code-words.ts).
 */

import { typeOfPhrase, type HeadCode } from './insertion-code-words.ts';

/** How far down the insertion a column's rubric stands: under the paper's name and its date. */
export const RUBRIC_REACH = 3;
/**
 * A rubric's line: a few words in the plural or not, framed by a compositor's marks (`:: X ::`), no
 * digit; a colon alone after them makes them a field's label (`Siège :`), no rubric.
 */
export const RUBRIC = /^[^\p{L}\d]*(\p{L}[\p{L}'’ -]{2,48}\p{L})([^\p{L}\d]*)$/u;
/** An identifier's seven digits, glued or in groups of three (`1234567`, `1 234 567`, `1.234.567`), no date's. */
const IDENTIFIER_DIGITS = /(?<!\d)(?:\d{7}|\d[ .]\d{3}[ .]\d{3})(?!\d)/u;
/**
 * A column's rubric over the insertion (`:: VENTES DE FONDS ::`, `Nouvelles sociétés`, `Créations
 * d'entreprises`, `COMMISSARIAT AUX COMPTES`): its nouns read in the singular, its small words and
 * qualifiers passed over, and typed as a head code's words, whole words read.
 */
export function rubricAbove(lines: readonly string[]): HeadCode | null {
  for (const line of lines) {
    // The rubric stands above the notice: from its identifier's line down, lines are the notice's.
    if (IDENTIFIER_DIGITS.test(line)) return null;
    const labelled = RUBRIC_LABEL_START.exec(line);
    const read = rubricOf(line.trim()) ?? rubricOf(lastItem(line)) ?? (labelled ? rubricOf(line.slice(labelled[0].length).trim()) : null);
    if (read) return read;
  }
  return null;
}

/** A rubric's own label, cut or whole (`Rubr.`, `Rubrique :`, `Catégorie :`), at a line's end. */
export const RUBRIC_LABEL_END = /(?:^|[^\p{L}])(?:rubr(?:ique)?|cat[ée]g(?:orie)?|section)\.?[ \t]*:?[ \t]*$/iu;
/** The same label opening a line, before its quoted or bare rubric (`Rubr. « Naissances d'entreprises »`). */
const RUBRIC_LABEL_START = /^[ \t]*(?:rubr(?:ique)?|cat[ée]g(?:orie)?|section)\.?[ \t]*:?[ \t]*/iu;

/** A spaced separator of a masthead's or a breadcrumb's items (`TITLE ~ 23.4.2026 ~ Constitutions`, `site.nc › Légales › Constitutions`). */
const ITEM_SEPARATOR = /\s[~•·|›»▪—–-]\s/u;

/** A masthead's or a breadcrumb's last item: the page's rubric where it prints one there. */
function lastItem(line: string): string {
  const items = line.split(ITEM_SEPARATOR);
  return items.length > 1 ? items.at(-1)!.trim() : '';
}

function rubricOf(text: string): HeadCode | null {
  const rubric = RUBRIC.exec(text);
  // A full stop ends a sentence or a signature (`Le président.`), no rubric.
  if (!rubric || /^\s*:\s*$/u.test(rubric[2]!) || (rubric[2]!.includes('.') && !/(?<![\p{L}])\p{L}{1,5}$/u.test(rubric[1]!))) return null;
  const type = typeOfPhrase(rubric[1]!);
  return type === null ? null : { type, printed: rubric[1]! };
}

