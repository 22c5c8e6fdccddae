/**
 * A notice's title that opens on its event's bare noun: `CONSTITUTION`, and the same noun followed
 * on its line by the act, its date or a bracket after a separator (`CONSTITUTION – Acte sous seing
 * privé du …`, `Cession (acte du …)`, `NOMINATION : AGO du …`). A reader takes the event from the
 * title's first words whatever the line says after the separator, or after a space alone where
 * the act or its date follows (`Constitution a.s.s.p. 05.10.26 –`, an insertion's compositor); the noun names the event alone
 * only where it has one type whatever is constituted, sold or appointed (a `TRANSFERT`,
 * `MODIFICATION`, `AUGMENTATION` or `LIQUIDATION` alone may be several events: left to the body).
 * The noun is read as a title prints it: in the plural (`NOMINATIONS – AGO du …`: the appointments
 * one meeting made), or cut short and closed by its dot or the compositor's degree sign
 * (`CONST° – ASSP du …`, `CONSTIT.`, `DISSOL.`): a cut word is the one noun of a title it opens,
 * five letters at least (`TRANSF.` opens two nouns and names no event); and past the words that
 * qualify it (`DISSOLUTION ANTICIPÉE – AGE du …`, `CESS. DE PARTS : acte …`).
 *
 * Only a title is read: the first line of the heading, and of the notice's own text when the layout
 * holds it as a header line (under a listing's title) or it stands under the page's furniture, that
 * is no page furniture (title-furniture.ts:
 * a masthead, a rubric, a reference, a page, a date alone stand above a title, never for it). A
 * record's field (`Constitution : 12/03/2015`), a history line or a rubric further down is not read
 * here, and after a colon only an act opens the title's rest (a field's value is a date or a name).
 */

import type { AnnonceType } from '../model/announcement.ts';
import { fold } from './fold.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { firstLineAfterFurniture } from './title-furniture.ts';
import { isTitleQualifier, mayOpenOnTitleNoun, TITLE_NOUNS, titleNoun } from './title-nouns.ts';

/**
 * A mark a compositor sets between his insertion's fields, and before its event ('■ CONST. SARL',
 * '#CONSTIT', 'Constitution § X', '<NOMINATION> <SOCIÉTÉ>', '~ FIN LG ~'): whatever sign of punctuation
 * or symbol he chose, each compositor his own, but those of words and sentences (an apostrophe, a
 * hyphen, quotes opening a name, brackets, a comma, a colon, a semicolon, a full stop, an ampersand),
 * which the patterns below read for what they are.
 */
const MARK = String.raw`(?:(?![-'’"«“(),.:;&])[\p{P}\p{S}])`;
/**
 * The title's first word, past a compositor's marks, closed by its dot when cut short. A dash
 * standing apart before it is a rubric's rule (`— CONSTITUTIONS —`), never a word's hyphen.
 */
const FIRST_WORD = new RegExp(String.raw`^[ \t]*(?:(?:${MARK}|-(?=[ \t]))[ \t]*)*([a-z]+)(\.)?`, 'u');
/** A word cut without its dot is closed by the compositor's mark after it ('#CONSTIT #SASU'). */
const MARK_AFTER = new RegExp(String.raw`^[ \t]*${MARK}`, 'u');
/** A qualifier after the noun, closed by its dot when cut short. */
const NEXT_WORD = /^[ \t]+([a-z]+)(\.)?/;
/** After a word, the end of the line or a separator (a dash, a full stop, a comma, a slash, an opening bracket) and the rest of the title. */
const END_OR_SEPARATOR = new RegExp(String.raw`^[ \t]*(?:$|[-.][ \t]*$|(?:[-.,/([]|${MARK})[ \t]*(\S[^\n]*))`, 'u');
/** After a cut word's dot (itself a separator): the end of the line, or a separator or not and the rest. */
const AFTER_DOT = /^[ \t]*(?:$|[-,/([]?[ \t]*(\S[^\n]*))/;
/** Spaces and the rest of the title. */
const SPACE_REST = /^[ \t]+(\S[^\n]*)/;
/** A colon and the rest of the title. */
const COLON_REST = /^[ \t]*:[ \t]*(\S[^\n]*)/;

/** What opens an act (or the words that introduce one, or its date) at the start of a title's rest. */
const ACT_OPENING =
  /^(?:(?:par |suivant |selon )?(?:un |l')?acte\b|a\.?s\.?s\.?p\b|ag[eom]x?\b|assemblee\b|decisions?\b|deliberation\b|proces-verbal\b|pv\b|aux termes\b|en date\b|statuts\b)/;
const DATE_OPENING = /^(?:(?:du|le) )?\d/;
/**
 * What opens the company the event is of, after the title's colon ('Nomination: SA X …',
 * 'CONSTITUTION : SARL « Y »'): a legal form and a word after it. A record's field holds a date, a
 * person or a place after its colon, never a company announced by its form.
 */
const COMPANY_OPENING = new RegExp(String.raw`^(?:${FOLDED_FORMS_SOURCE})[ \t]+[«"“]?[a-z\d]`);

interface TitleOpening {
  noun: string;
  /** What the line says after the noun and its separator ('' when nothing). */
  rest: string;
  /** The rest follows a colon: a field's value unless it opens an act. */
  colon: boolean;
}

/**
 * The title noun a folded line opens on, the qualifiers after it read past (`dissolution anticipee -
 * …`, `cess. de parts : …`), and what follows them, or null.
 */
function titleOpening(folded: string): TitleOpening | null {
  const first = FIRST_WORD.exec(folded);
  if (!first) return null;
  const closed = first[2] !== undefined || MARK_AFTER.test(folded.slice(first[0].length));
  const noun = titleNoun(first[1]!, closed);
  if (noun === undefined) return null;
  let at = first[0].length;
  let cut = closed;
  for (let next = NEXT_WORD.exec(folded.slice(at)); next && isTitleQualifier(next[1]!, next[2] !== undefined); next = NEXT_WORD.exec(folded.slice(at))) {
    at += next[0].length;
    cut = next[2] !== undefined;
  }
  const after = folded.slice(at);
  const rest = (cut ? AFTER_DOT : END_OR_SEPARATOR).exec(after);
  if (rest) return { noun, rest: (rest[1] ?? '').trim(), colon: false };
  // An insertion's compositor sets no separator between the event and its act or date ('Constitution a.s.s.p. 05.10.26 –').
  const spaced = SPACE_REST.exec(after);
  if (spaced && (ACT_OPENING.test(spaced[1]!) || DATE_OPENING.test(spaced[1]!))) return { noun, rest: spaced[1]!.trim(), colon: false };
  const colon = COLON_REST.exec(after);
  return colon ? { noun, rest: colon[1]!.trim(), colon: true } : null;
}

/** The type a folded title line names by its event noun, or null. */
function lineNounEvent(line: string): AnnonceType | null {
  const opening = titleOpening(line);
  if (!opening || (opening.colon && !ACT_OPENING.test(opening.rest) && !COMPANY_OPENING.test(opening.rest))) return null;
  return TITLE_NOUNS.get(opening.noun) ?? null;
}

/**
 * The type a title names by its bare event noun, or null. `headingLines` are the heading's lines and
 * `textLines` the notice's first lines, both folded (fold.ts: dashes as '-', no accents, lower case).
 * In an insertion (`insertion`), the first of its first lines that reads as a title is its title,
 * whatever lines stand above it: a compositor's paper prints its own furniture in its own hand (its
 * name, its issue, its rubric, its date in any order), which no list of mastheads reads, and an
 * insertion's few lines hold no other title.
 */
export function headingNounEvent(headingLines: readonly string[], textLines: readonly string[], insertion = false): AnnonceType | null {
  // The title read is one of these lines: where none opens on a noun's head, none names the event,
  // and the page's furniture above the title is not sought (speed only).
  if (!headingLines.some(mayOpenOnTitleNoun) && !textLines.some(mayOpenOnTitleNoun)) return null;
  const at = firstLineAfterFurniture(headingLines);
  const first = at < 0 ? '' : headingLines[at]!.trim();
  const ownAt = firstLineAfterFurniture(textLines);
  const own = ownAt < 0 ? '' : textLines[ownAt]!.trim();
  // The text's own title is a header line, or stands under the page's furniture at the text's top
  // (where a layout that finds no act under it holds only the text's first line as its header).
  const underFurniture = ownAt > textLines.findIndex((line) => line.trim() !== '');
  const titles = own !== '' && own !== first && (underFurniture || headingLines.some((line) => line.trim() === own)) ? [first, own] : [first];
  for (const title of titles) {
    const type = title === '' ? null : lineNounEvent(title);
    if (type !== null) return type;
  }
  if (!insertion) return null;
  // The first line that reads as a title is the title, the noun of several events too ('TRANSFERT DE
  // SIÈGE' over a record whose 'Constitution : acte du …' is a field).
  // A line above that ends on its colon announces what follows ('veuillez publier :'): the notice's own
  // words, under which no title is sought.
  for (const line of textLines) {
    if (/:[ \t]*$/.test(line)) return null;
    if (!mayOpenOnTitleNoun(line) || !titleOpening(line.trim())) continue;
    return lineNounEvent(line.trim());
  }
  return null;
}

/**
 * Whether a line (as printed) is a title by its event noun and no company's name: the noun alone,
 * or followed by an act or its date (`NOMINATIONS – AGO du 3 septembre 2026`, `CONST. – ASSP du
 * …`). A title that goes on with the company (`CONSTITUTION – SARL X`) names it: left to the
 * readers of names.
 */
export function readsAsEventTitle(line: string): boolean {
  return readsAsFoldedEventTitle(fold(line));
}

/** `readsAsEventTitle` of a line already folded (subject-company.ts's header lines hold their fold). */
export function readsAsFoldedEventTitle(folded: string): boolean {
  const opening = titleOpening(folded);
  return opening !== null && (opening.rest === '' || ACT_OPENING.test(opening.rest) || DATE_OPENING.test(opening.rest));
}

/** A title names the event and its act in a few words; a longer line is the notice run on after its title. */
const TITLE_MAX_WORDS = 12;

/**
 * The notice's title behind the page's furniture, as printed: the first line of `lines` after the
 * furniture when it opens on a title's event noun (`CONST° – ASSP du …` under a masthead) and is
 * short, or null.
 */
export function eventTitleAfterFurniture(lines: readonly string[]): string | null {
  const at = firstLineAfterFurniture(lines);
  if (at < 0) return null;
  const line = lines[at]!.trim();
  if (line.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length > TITLE_MAX_WORDS) return null;
  const opening = titleOpening(fold(line));
  return opening === null || (opening.colon && !ACT_OPENING.test(opening.rest)) ? null : line;
}
