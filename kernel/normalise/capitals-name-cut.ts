/**
 * A labelled name in capitals that a narrow column carries on to the next line without a hyphen
 * (`DENOMINATION : BOULANGERIE X` / `DU MONT-DORE.`): the next line goes on with the name when
 * the value's line ends open (no full stop, comma or semicolon) and the next line is capitals only,
 * holding no label of its own, and either opens on a word that only joins two parts of one name
 * (`DE`, `DU`, `DES`, `D'`, `ET`, `&`) or is plainly the rest of the field: it closes the value
 * with its full stop or, in a list of fields, its semicolon (`Dénomination : BOULANGERIE` / `PÂTISSERIE
 * X.`, `- dénomination : TAXIS DU` / `NORD ;`), or the next field's label
 * follows it (`… : LES JARDINS` / `SUSPENDUS X` / `Siège : …`), or the company's form line does
 * (`… : LES JARDINS` / `SUSPENDUS X` / `SARL au capital …`). A reader never takes such a line
 * for a new item. A line that opens on a form, a civility, an identifier or a capital, or that
 * reads as a notice's title, starts something else. The joined line may end on the name's sigle
 * (`DE HOUAÏLOU – « CAAH »`, `DU NORD (SCN)`), left out. Under a value that ends on the joining word
 * itself (`OCÉANIE DRONES &` / `TOPOGRAPHIE`), a line of capitals goes on with it whatever its first
 * word.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { isTitleLine } from './notice-layout.ts';
import { lineAfter } from './text-lines.ts';

const CAPITALS_VALUE = /^[\p{Lu}\d][\p{Lu}\d'’ &-]*[\p{Lu}\d]$/u;
// The joined line may close the name with its sigle (`DE HOUAÏLOU – « CAAH »`, `DU NORD (SCN)`): the
// sigle is left out of the name, as on the value's own line.
const JOINED_LINE = /^[ ]*((?:DE|DU|DES|ET|&)[ ]+[\p{Lu}\d][\p{Lu}\d'’ &-]*|D['’][\p{Lu}][\p{Lu}\d'’ &-]*)(?:[ ]+[–—-][ ]+[«"“][ ]*[\p{Lu}\d.&]+[ ]*[»"”]|[ ]*\([\p{Lu}\d.&]+\))?[ ]*[.;]?[ ]*$/u;
/** A line of capital words only (six at most), with or without the full stop (a list item's semicolon) that closes the field. */
const CAPITALS_LINE = /^[ ]*(\p{Lu}[\p{Lu}'’&-]*(?:[ ]+[\p{Lu}&][\p{Lu}'’&-]*){0,5})[ ]*([.;]?)[ ]*$/u;
const STARTS_ELSEWHERE = new RegExp(`^[ ]*(?:${FORM_ABBREVIATIONS.join('|')}|SOCI[ÉE]T[ÉE]|AU|CAPITAL|RIDET|RID|RCS|N°|M|MM|MME|MLLE|ME|DR|SI[ÈE]GE|OBJET|G[ÉE]RAN\\p{Lu}*|PR[ÉE]SIDEN\\p{Lu}*|FORME|DUR[ÉE]E|POUR)(?![\\p{L}])`, 'u');
/** A company's form line: its form, abbreviated or spelt out, then what the form line holds. */
const FORM_LINE_START = new RegExp(`^[ ]*(?:${FORM_ABBREVIATIONS.join('|')}|[Ss]oci[ée]t[ée] (?:à|a|par|anonyme|civile|en|d['’]|coop))(?![\\p{L}])`, 'u');
/** A labelled line: a few words, then a colon. */
const LABEL_LINE = /^[ ]*[\p{L}][\p{L} '’.°-]{1,40}:/u;

// A value whose line ends on the joining word itself ('DÉNOMINATION : OCÉANIE DRONES &' / 'TOPOGRAPHIE'):
// no name ends on it, so the next line of capitals, whatever its first word, goes on with the name.
const OPEN_VALUE = /^[\p{Lu}\d][\p{Lu}\d'’ &-]*[ ](?:DE|DU|DES|ET|&)$/u;
const REST_OF_OPEN_VALUE = /^[ ]*([\p{Lu}\d][\p{Lu}\d'’ &-]*[\p{Lu}\d])[ ]*[.;]?[ ]*$/u;

/** `value`, read from `index` to its line's end, with the next line when it carries the name on; otherwise the value as read. */
export function capitalsValueOverLines(text: string, index: number, value: string): string {
  const open = OPEN_VALUE.test(value);
  if (!open && !CAPITALS_VALUE.test(value)) return value;
  const line = lineAfter(text, index);
  if (line === null) return value;
  if (open) {
    const rest = REST_OF_OPEN_VALUE.exec(line.text);
    return rest ? `${value} ${rest[1]!.trim()}` : value;
  }
  const joined = JOINED_LINE.exec(line.text);
  if (joined) return `${value} ${joined[1]!.trim()}`;
  const rest = CAPITALS_LINE.exec(line.text);
  if (!rest || STARTS_ELSEWHERE.test(line.text) || isTitleLine(line.text)) return value;
  const closed = rest[2] !== '';
  const following = lineAfter(text, line.start);
  const labelFollows = following !== null && LABEL_LINE.test(following.text);
  // The company's form line under it closes the name as a header's does (`… : KAMA` / `MOTORS` / `SARL au capital …`).
  const formFollows = following !== null && FORM_LINE_START.test(following.text);
  return closed || labelFollows || formFollows ? `${value} ${rest[1]!}` : value;
}
