/**
 * What a reading may leave at a published name's edges that is no character of it (the corpora's
 * rule: letters, accents, apostrophes, hyphens, ampersands, digits): the quotes around it (`'X'`,
 * `‘X’`), one of them alone (`« X`, `X’` after an opening `‘` the text prints), a role's or a rubric's
 * label in square brackets before it (`[LOUEUR] X`, `[PROPR.] X`, `[NOMIN.] "X"`), a party's label a
 * mark points from (`PROPRIÉTAIRE ▶ X`, `VENDEUR/ X`), its form after a field's mark or in lower
 * case (`X · SAS ·`, `X ‖ SA`, `X § SA ·`, `X sarl`), the form's field after a label mark (`X ▹ SA à CA`), and the words in lower case of the sentence it was read into after a
 * name in capitals (`X & RANDO en conséquence`), a heading's preposition, article and form before it
 * (`PAR LA SAS X`). A name's own apostrophe at its end (`KONÉ RÉNOV'`)
 * stays where the text prints no opening quote before the name.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { LABEL_MARK } from './label-marks.ts';

const PAIRS: Readonly<Record<string, string>> = { "'": "'", '‘': '’', '«': '»', '"': '"', '“': '”' };
const OPENING = /^([‘'«"“])\s*/u;
const CLOSING = /\s*([’'»"”])$/u;
// The label may be spelt out by the abbreviations' reading (`[NOMIN.]` read `[Nomination]`).
const ROLE_LABEL = /^\[\s*\p{Lu}[\p{L}.-]{1,14}\s*\]\s+(?=[\p{L}\d'"«‘“])/u;
// One word in capitals, then an arrow or a slash and a space: a label, no name's words (a name's own
// slash joins two words without a space, `SUD/NORD`).
const MARKED_LABEL = /^\p{Lu}[\p{Lu}'’-]{2,20}\s*(?:[▶►▸→⇒➜➔»>]+|\/)\s+(?=[\p{L}\d])/u;
const FORM_AFTER_MARK = new RegExp(`\\s*[·•|‖§]\\s*(?:${FORM_ABBREVIATIONS.join('|')})\\s*[·•|‖§]?$`, 'u');
// A compositor's label mark before the form's field (`X ▹ SA à CA`): the field is the form's, no word of the name.
const FORM_FIELD_AFTER_LABEL_MARK = new RegExp(`\\s*${LABEL_MARK}\\s*(?:${FORM_ABBREVIATIONS.join('|')})(?![\\p{L}\\d]).*$`, 'u');
const LOWER_FORM = new RegExp(`\\s+(?:${FORM_ABBREVIATIONS.map((f) => f.toLowerCase()).join('|')})$`, 'u');
/** Two words in capitals at least, then words in lower case only to the end. */
// The value's own label after it, an arrow pointing back at the value (`X ← dén.`, a compositor's value-then-label fields).
const LABEL_AFTER_BACK_ARROW = /\s*[←⟵◄◀]\s*\p{Ll}[\p{Ll}.]{0,14}$/u;
const CAPITALS_THEN_LOWER = /^((?:[\p{Lu}\d&][\p{Lu}\d'’&.-]*\s+){1,}[\p{Lu}\d][\p{Lu}\d'’&.-]*)((?:\s+\p{Ll}[\p{Ll}'’-]*)+)\.?$/u;

/**
 * A heading's preposition, article and form before the name (`PAR LA SAS X (RIDET …)`, the absorbing
 * company's line under a merger's title; `DE LA SARL X`): a sentence's words, no name's.
 */
const PREPOSITION_ARTICLE_FORM = new RegExp(`^(?:PAR|DE|À|A|POUR)\\s+(?:LA|LE|L'|L’)\\s*(?:SOCI[ÉE]T[ÉE]|${FORM_ABBREVIATIONS.join('|')})\\s+(?=[\\p{Lu}\\d«"“])`, 'u');

/** The name without the marks and words a reading left at its edges (see the file's comment). */
export function withoutStrayEdges(name: string, text: string): string {
  let read = name.trim().replace(ROLE_LABEL, '').replace(MARKED_LABEL, '').replace(PREPOSITION_ARTICLE_FORM, '');
  const open = OPENING.exec(read);
  const close = CLOSING.exec(read);
  if (open && close && PAIRS[open[1]!] === close[1]) read = read.slice(open[0].length, read.length - close[0].length);
  else if (open && open[1] !== "'" && !read.slice(open[0].length).includes(PAIRS[open[1]!]!)) read = read.slice(open[0].length);
  else if (close && !open && (close[1] === '’' || close[1] === "'")) {
    const core = read.slice(0, read.length - close[0].length);
    const opener = close[1] === '’' ? '‘' : "'";
    if (text.includes(`${opener}${core}${close[1]}`) || text.includes(`${opener} ${core}`)) read = core;
  }
  read = read.replace(FORM_AFTER_MARK, '').replace(FORM_FIELD_AFTER_LABEL_MARK, '').replace(LOWER_FORM, '').replace(LABEL_AFTER_BACK_ARROW, '');
  const tail = CAPITALS_THEN_LOWER.exec(read);
  if (tail) read = tail[1]!;
  return /[\p{L}\d]/u.test(read) ? read.trim() : name;
}
