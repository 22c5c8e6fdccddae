/**
 * `HOLDING` printed in capitals inside a company's name in capitals, mid-sentence: `La société
 * HOLDING DES X, SAS, RIDET …, informe que …`, `…, la société X HOLDING, SAS, RIDET …`. The
 * word is the name's, as the words beside it are: the company's noun or form before the name, or the
 * name's other words before the word, say a name is printed, so the word is no parent's role for the
 * subject rules. holding-name.ts reads the name opening a line or a header block, quoted-holding-name.ts
 * a quoted one; this reads the printed capitals. `la holding X` (the word in small letters, or alone
 * after an article) still says a parent.
 *
 * Read only where the company opens its sentence (no identifier before it there) and the sentence
 * goes on with a company's telling of its own notice (`informe`, `fait savoir`, `porte à la
 * connaissance`: telling-words.ts), not of its subsidiary's (`… que sa filiale`, `… le capital de sa
 * filiale`): most companies named `… HOLDING` in notices are the subject's parent, président or
 * partner, and the word is the only cue some notices give of it (`La Sté HOLDING X, …, est nommée
 * prés. de la Sté Y`): there the word keeps its reading.
 */

import { NOT_AFTER_ABBREVIATION, NOT_AFTER_CIVILITY } from './clause-chars.ts';
import { matchesOf } from './global-pattern.ts';
import { TELLING_VERB } from './telling-words.ts';

/** A name's run in capitals around the word, up to the comma or bracket that opens its description (printed text). */
const NAME_RUN_AFTER = /^[\p{Lu}\d&'’ -]*(?=\s*[,(])/u;
/** The run's words before the word, after the company's noun or form, a line's start or a guillemet (printed text). */
const NAME_RUN_BEFORE = /(?:(?:^|\n|«)\s*|\b(?:[Ss]oci[ée]t[ée]|SOCI[ÉE]T[ÉE]|St[ée]|SAS|SASU|SARL|EURL|SA|SCI|SNC|GIE|SELARL)\s+)([\p{Lu}\d&'’ -]*)$/u;

/**
 * `roleWords` (folded words ending right before the identifier at `identifierIndex` in `text`, the
 * printed text) with each `holding` printed in capitals inside a capitals name blanked (same
 * length). Words whose offsets do not align with the printed text are left as they are.
 */
export function withoutCapitalsHoldingName(text: string, folded: string, identifierIndex: number, identifierEnd: number, roleWords: string): string {
  if (!roleWords.includes('holding') || !opensTellingSentence(text, folded, identifierIndex, identifierEnd)) return roleWords;
  return roleWords.replace(/\bholding\b/g, (word, offset: number) => {
    const at = identifierIndex - (roleWords.length - offset);
    if (text.slice(at, at + word.length) !== 'HOLDING') return word;
    return inCapitalsName(text, at, at + word.length) ? ' '.repeat(word.length) : word;
  });
}

/** Whether the capitals word at [start, end) stands in a name run introduced as a name (see the file's comment). */
function inCapitalsName(text: string, start: number, end: number): boolean {
  if (!NAME_RUN_AFTER.test(text.slice(end, end + 120))) return false;
  const before = NAME_RUN_BEFORE.exec(text.slice(Math.max(0, start - 120), start));
  // The name's other words before the word (`X HOLDING`) say a name without its noun.
  return before !== null || /\p{Lu}{2,}[ \t]+$/u.test(text.slice(Math.max(0, start - 40), start));
}

/** A company's telling of its own notice, its verb in the present (`informe`, `fait savoir`, `porte à la connaissance`). */
const TELLING = new RegExp(String.raw`\b${TELLING_VERB}\b`);
/** A sentence's end in the printed text: a full stop (not a civility's or an abbreviation's) before a capital, or a line's end. */
const SENTENCE_END = new RegExp(String.raw`${NOT_AFTER_CIVILITY}${NOT_AFTER_ABBREVIATION}\.(?=[ \t]+\p{Lu}|[ \t]*(?:\n|$))|\n[ \t]*\n`, 'gu');
/** A subsidiary told by its parent's possessive (`sa filiale`, `ses filiales`), in folded words. */
const SUBSIDIARY_TOLD = /\b(?:sa|ses|leurs?|notre|nos) filiales?\b/;
/** An identifier's label in folded words. */
const IDENTIFIER_WORD = /\b(?:ridet|rid|rcs)\b/;
/** How far the sentence is read before and after the identifier. */
const SENTENCE_REACH = 600;

/**
 * Whether the identifier's company opens its sentence (no identifier before it there) and the
 * sentence tells the company's notice. `text` printed, `folded` its folded reading (same offsets).
 */
function opensTellingSentence(text: string, folded: string, identifierIndex: number, identifierEnd: number): boolean {
  const reach = identifierEnd + SENTENCE_REACH;
  const after = folded.slice(identifierEnd, reach);
  if (!TELLING.test(after)) return false;
  let end = reach;
  const from = Math.max(0, identifierIndex - SENTENCE_REACH);
  let start = from;
  for (const m of matchesOf(SENTENCE_END, text.slice(from, reach))) {
    const at = from + m.index;
    if (at < identifierIndex) start = at + m[0].length;
    else if (at >= identifierEnd) {
      end = at;
      break;
    }
  }
  const told = TELLING.exec(folded.slice(identifierEnd, end));
  // A parent that tells its subsidiary's event (`fait savoir qu'elle a souscrit à l'augmentation du
  // capital de sa filiale X`) tells no notice of its own: the word keeps its parent's reading.
  return told !== null && !SUBSIDIARY_TOLD.test(folded.slice(identifierEnd + told.index + told[0].length, end)) && !IDENTIFIER_WORD.test(folded.slice(start, identifierIndex));
}
