/**
 * A company printed as a run of values of known kinds in the middle of an insertion's line: a name
 * in capitals, its legal form, then its identifier (`Trsf Siè. X Y SARL IdE 1 234 567.001 de …`,
 * `Obj. modif.: X EURL Idnt 1234567.001`, `… c/ X SAS Idnt.…`, `Liq.Jud.X SARL IdE …`). Whatever the
 * compositor's words before it (an event, a label, a date, `de`, `par`, `pour`), a reader knows the
 * company by the kinds of the three values in a row: the capitals the form closes and the
 * identifier follows are its name. The readers of names read that run at a line's start
 * (company-mentions.ts, `LINE_START_FORM_CLOSED`): each such run is set at the start of its own
 * line, and they read it there; which company the notice is about, when several are printed so,
 * stays the subject's rules' choice. (wt-cmp4) A form printed before the run mid-line (`Trsf.Dom. SARL X
 * vers …`, `Liquidation judiciaire SARL X Matr.…`, `Cptl↑ SAS X RCS …`) is read the same way: the
 * form and the run set at their line's start, closed by a comma before the run's own identifier or
 * by a line's end where its field closes (a word in small letters, an identifier's label word).
 *
 * Never read: a run that another reading already reads as a company (`la société X, SARL, RIDET …`);
 * a run whose first word is a short token glued to an abbreviation's dot (`Dimin.CS X SAS`, `Aug.K
 * X SARL`: the token may be the abbreviation's or the name's, so nothing is read and the notice is
 * quarantined rather than published under a wrong name); a run right after an office's label
 * (`Psdt:X SAS IdE …`, `CAC tit. X SARL (IdE …)`: the office's holder); a run after a word in
 * full that names the company's part (`Absorbante : X SARL …`, `cabinet X SARL …`, `titulaire, X, SARL, …`);
 * a run after a list's bullet (`– X, SARL, RIDET …`, a member); a run holding a form or opening on a
 * joining word; a run after a sentence on its line (four words in full before it); a text longer than an insertion of a few lines (400 characters: a notice of
 * sentences introduces its companies in words, `dans les sociétés X, SARL, RIDET …`, `du cabinet X, …`,
 * and a page's footer names its publisher so).
 */

import { companyMentions, lineStartCompanies } from './company-mentions.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';
import { findRidets, type RidetMatch } from './ridet.ts';
import { shapedIdentifiers } from './shaped-identifier.ts';
import { fold } from './fold.ts';
import { isEventWord } from './lettered-abbreviations.ts';
import { keepsInOrder, officeOfToken, SHORT_INSERTION } from './value-labels.ts';

const UPPER = 'A-ZÀ-ÖØ-ÞŒŸ';
// A word of a name in capitals: capitals, digits, an ampersand, inner apostrophes and hyphens; never a dot (`L.J.` is an abbreviation).
const WORD = `[${UPPER}0-9&][${UPPER}0-9&'’\\-]*`;
const FORM = `(?:${FORM_ABBREVIATIONS.join('|')})`;
// The run: up to eight words, or a name in guillemets, then the form after a space or a comma.
const RUN = new RegExp(`(?<![\\p{L}\\d'’&\\-])(${WORD}(?:[ ]${WORD}){0,7}|[«"“][^»"”\\n]{2,80}[»"”])(?:[ ]*,[ ]*|[ ]+|(?<=[»"”]))${FORM}(?![\\p{L}\\d'’])`, 'gu');
const FORM_WORD = new RegExp(`(?<![\\p{L}])${FORM}(?![\\p{L}])`, 'u');
// A form before the run, as compositors print it after the event's words too ('Trsf.Dom. SARL X vers …',
// 'Liq. jud. SARL X Matr.…', 'Constitution SASU X'): the run of capitals after it, up to eight words.
const FORM_FIRST = new RegExp(`(?<![\\p{L}\\d'’&\\-])(${FORM})[ ]+(${WORD}(?:[ ]${WORD}){0,7})`, 'gu');
// Where a run after its form closes its field: the line's end, a mark of punctuation or a separator, or a word in small letters.
// A label of the company itself before its colon ('Dénomination : GIE X', 'Objet de l'avis : GIE X'): its value is read whole by the labels' readers, the form a word of the name there.
const COMPANY_LABEL_BEFORE = /(?:d[ée]nomination|raison sociale|objet[^:\n]{0,30}|soci[ée]t[ée]|groupement|nom|sigle|enseigne)[ \t]*:[ \t]*$/iu;
const IDENTIFIER_WORD_ON = /(?:^|[ ]+)(?:RIDET|RID|RCS)(?![\p{L}]).*$/u;
const FIELD_CLOSED = /^(?:[ ]*(?:$|\n|[,;:(«"“·•|~/]|[–—-][ ])|[ ]+(?:\p{Ll}|(?:RIDET|RID|RCS)(?![\p{L}])))/u;
// The identifier follows the form directly: a space, a comma, a bracket or a dash between.
const BEFORE_IDENTIFIER = /^[ ]*[,(–—-]?[ ]*$/u;
// A name opens on its article (`LES JARDINS …`), never on a joining word.
const JOINING_HEAD = /^(?:DE|DU|DES|D['’]|ET|&|EN|À|A)(?![\p{L}])/u;
const NOT_A_NAME = /^(?:RIDET|RID|RCS|N°|M|MM|MME|ME|MLLE|DR)(?![\p{L}])/u;
// A short token glued to the dot of an abbreviation before it (`Dimin.CS`, `Aug.K`).
const GLUED_AFTER_DOT = /\p{L}\.$/u;
const SHORT_FIRST_WORD = /^[^ ]{1,3}(?: |$)/u;
const LETTERS = /\p{Lu}{2}/u;
const CAPITALS_ALONE = /^[ \t]*[\p{Lu}\d&'’.\- ]*\p{Lu}[\p{Lu}\d&'’.\- ]*$/u;

const LAST_WORDS = /(\p{L}+)[^\p{L}]*?(?:(\p{L}+)[^\p{L}]*)?$/u;
const PREPOSITION = /^(?:de|du|des|d|pour|par|chez)$/iu;
const OFFICE_ACRONYM = /^(?:CAC|P?DG|DGD)$/u;

/**
 * Whether the words before the run are an office's label ('Psdt:', 'Président :', 'CAC tit.'): the
 * company after it holds that office, a third party, not a company the notice introduces. An office
 * 'de' a company ('Grnt de X SARL') is held in it: that company is the notice's.
 */
function afterOfficeLabel(before: string): boolean {
  const m = LAST_WORDS.exec(before.slice(-40));
  if (!m) return false;
  const [last, previous] = m[2] ? [m[2], m[1]!] : [m[1]!, null];
  if (PREPOSITION.test(last)) return false;
  // A word of three letters at least, not a compound's part ('location-gérance' names no office holder).
  const isOffice = (word: string): boolean => OFFICE_ACRONYM.test(word) || (word.length >= 3 && officeOfToken(word) !== null && !new RegExp(`-${word}`, 'u').test(before));
  // An office after the word of its event, no colon after it, is the notice's title ('Nomin. Présid. X SAS',
  // 'Nomination Gér. X SARL': the company in which the office is filled), not the office's label.
  if (isOffice(last) && previous !== null && !/:[ \t]*$/u.test(before) && officersEventWord(previous)) return false;
  return isOffice(last) || (previous !== null && last.length <= 5 && isOffice(previous));
}

// The events of an office, whose word may be cut to its head or its letters ('Nomin.', 'Nmt.', 'Démiss.', 'Renouv.').
const OFFICE_EVENTS = ['nomination', 'demission', 'renouvellement', 'revocation', 'remplacement', 'designation'];

function officersEventWord(word: string): boolean {
  const letters = fold(word);
  return letters.length >= 3 && OFFICE_EVENTS.some((event) => keepsInOrder(letters, event));
}

// A word written in full before the run: alone before its colon ('Absorbante :', 'De :', 'deposant :'), or in lower case right before it ('cabinet X').
const LABEL_WORD_BEFORE = /(?:^|[\s(—–-])(\p{L}\p{Ll}+(?:-\p{L}+)?)[ \t]*:[ \t]*$/u;
const VOWEL = /[aeiouyàâéèêëîïôûü]/iu;
const NOUN_BEFORE = /(?:^|[\s(])(\p{Ll}{4,}),?[ ]$/u;
// A word in lower case written in full (three letters or more, never glued to a dot).
const PROSE_WORD = /(?<![\p{L}.])\p{Ll}{3,}(?![\p{L}.])/gu;
const PROSE_WORDS = 4;

/**
 * Whether the line before the run is a sentence: four words in full at least ('… approuvé la fusion
 * par voie d'absorption de la société par X, SAS, RIDET …'). A sentence introduces its companies in
 * words whose roles the subject's rules read where they stand; a compositor's line before a run is
 * labels and cut words.
 */
function proseBefore(before: string): boolean {
  let words = 0;
  for (const _ of matchesOf(PROSE_WORD, before)) if (++words >= PROSE_WORDS) return true;
  return false;
}

/**
 * Whether a word in full before the run names the company's part rather than the notice's event:
 * a party's or a sender's label ('Absorbante : X SARL …', 'Formalités : X SARL …', 'De : X SAS — RIDET …') or a common noun whose thing
 * the name names ('cabinet X SARL', 'sociétés X SARL'). An event's word ('Location-gérance : X',
 * '… fusion : X') or its term ('liquidation judiciaire X') is the notice's title: the run is read.
 */
function wordNamesPart(before: string): boolean {
  const word = LABEL_WORD_BEFORE.exec(before)?.[1] ?? NOUN_BEFORE.exec(before)?.[1];
  // A word with a vowel is written in full ('De :', 'deposant :'); consonants alone are a compositor's cut ('vdr:').
  return word !== undefined && VOWEL.test(word) && !isEventWord(fold(word));
}

/** The runs of an insertion's lines set each at the start of its own line (see the file's comment). */
export function identifiedNameRunsApart(text: string): string {
  if (text.length > SHORT_INSERTION || !FORM_WORD.test(text)) return text;
  let identifiers: RidetMatch[] | null = null;
  let mentioned: Array<readonly [number, number]> | null = null;
  // Each edit: where it starts, how much of the text it replaces, and with what.
  const edits: Array<readonly [number, number, string]> = [];
  for (const m of matchesOf(RUN, text)) {
    const start = m.index;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const before = text.slice(lineStart, start);
    // At the line's start, after a list's bullet at most, the readers of names read it already.
    if (/^[\s–—•*-]*$/u.test(before)) continue;
    const name = m[1]!;
    if (JOINING_HEAD.test(name) || NOT_A_NAME.test(name) || FORM_WORD.test(name) || !LETTERS.test(name)) continue;
    if ((GLUED_AFTER_DOT.test(before) && SHORT_FIRST_WORD.test(name)) || afterOfficeLabel(before) || wordNamesPart(before) || proseBefore(before)) continue;
    identifiers ??= findRidets(text);
    const end = start + m[0].length;
    const next = identifiers.find((identifier) => identifier.index >= end);
    if (!next || next.index - end > 4 || !BEFORE_IDENTIFIER.test(text.slice(end, next.index))) continue;
    mentioned ??= [...companyMentions(text), ...lineStartCompanies(text)].map((mention) => [mention.index, mention.end] as const);
    if (mentioned.some(([from, to]) => from <= start && start < to)) continue;
    // What stays before the run is the notice's title, never a name: alone in capitals ('TUP', 'LJ') it
    // would read as a heading's name, so it is closed as a title ('TUP :').
    const closed = CAPITALS_ALONE.test(before) ? ' :' : '';
    edits.push([start - (before.length - before.trimEnd().length), before.length - before.trimEnd().length, `${closed}\n`]);
    // A compositor's own label of that identifier is the identifier's ('IdE1234567.001' read 'RID 1234567.001'), as the names' readers know it.
    const shaped = next.context === 'pattern' ? shapedIdentifiers(text).find((s) => s.index === next.index) : undefined;
    const label = shaped ? shaped.printed.slice(0, shaped.printed.length - shaped.numeral.length) : '';
    if (shaped && /\p{L}/u.test(label)) edits.push([shaped.index, label.length, 'RID ']);
  }
  edits.push(...formFirstRuns(text, edits, () => (identifiers ??= findRidets(text)), () => (mentioned ??= [...companyMentions(text), ...lineStartCompanies(text)].map((mention) => [mention.index, mention.end] as const))));
  if (edits.length === 0) return text;
  edits.sort((a, b) => a[0] - b[0]);
  let read = '';
  let from = 0;
  for (const [at, length, written] of edits) {
    read += text.slice(from, at) + written;
    from = at + length;
  }
  return read + text.slice(from);
}

/**
 * The runs a form opens mid-line ('Trsf.Dom. SARL X vers …', 'Liq. jud. SARL X Matr.…'), each set at
 * the start of its own line with its form, closed by a comma before its own identifier when that
 * follows ('SARL X, RID …', as a header block prints a company) or by the line's end where its field
 * closes, so that the readers of a line opening on a company read it. The guards of the run before
 * its form apply: not after an office's or a party's label, a sentence, nor inside a company
 * another reading reads; a run holding a form or opening on a joining word is none.
 */
function formFirstRuns(
  text: string,
  taken: ReadonlyArray<readonly [number, number, string]>,
  identifiersOf: () => RidetMatch[],
  mentionsOf: () => Array<readonly [number, number]>,
): Array<readonly [number, number, string]> {
  const edits: Array<readonly [number, number, string]> = [];
  for (const m of matchesOf(FORM_FIRST, text)) {
    const start = m.index;
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const before = text.slice(lineStart, start);
    if (/^[\s–—•*-]*$/u.test(before) || taken.some(([at]) => at >= lineStart && at <= start + m[0].length)) continue;
    const identifiers = identifiersOf();
    // The run stops where an identifier's printing starts ('SAS X RCS Nouméa …', 'SARL X RID …').
    let name = m[2]!;
    const inside = identifiers.find((identifier) => identifier.index > start && identifier.index < start + m[0].length);
    if (inside) name = text.slice(start + m[1]!.length, inside.index).trim();
    // An identifier's label word closes the run ('SAS X RCS Nouméa …'): the label is the identifier's.
    name = name.replace(IDENTIFIER_WORD_ON, '');
    if (!name || JOINING_HEAD.test(name) || NOT_A_NAME.test(name) || FORM_WORD.test(name) || !/\p{Lu}{3}|\p{Lu}['’]\p{Lu}{2}/u.test(name)) continue;
    if (afterOfficeLabel(before) || wordNamesPart(before) || proseBefore(before) || COMPANY_LABEL_BEFORE.test(before)) continue;
    const end = start + m[0].length - m[2]!.length + name.length;
    const next = identifiers.find((identifier) => identifier.index >= end);
    const identified = next !== undefined && next.index - end <= 4 && BEFORE_IDENTIFIER.test(text.slice(end, next.index));
    if (!identified && !FIELD_CLOSED.test(text.slice(end))) continue;
    const mentioned = mentionsOf();
    if (mentioned.some(([from, to]) => from <= start && start < to)) continue;
    const spaces = before.length - before.trimEnd().length;
    const closed = CAPITALS_ALONE.test(before) ? ' :' : '';
    edits.push([start - spaces, spaces, `${closed}\n`]);
    if (identified) {
      // Its own identifier after it: written as a header block prints one ('SARL X, RID …').
      const shaped = next.context === 'pattern' ? shapedIdentifiers(text).find((s) => s.index === next.index) : undefined;
      const label = shaped ? shaped.printed.slice(0, shaped.printed.length - shaped.numeral.length) : '';
      const labelled = shaped !== undefined && /\p{L}/u.test(label);
      edits.push([end, (labelled ? shaped.index + label.length : next.index) - end, labelled ? ', RID ' : ', ']);
    } else if (!/^[ ]*(?:[,;]|\n|$)/u.test(text.slice(end))) {
      const gap = /^[ ]*/u.exec(text.slice(end))![0].length;
      edits.push([end, gap, '\n']);
    }
  }
  return edits;
}
