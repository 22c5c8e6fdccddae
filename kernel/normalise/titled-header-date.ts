/**
 * A newspaper's running header as the first line of an insertion (or its footer as the last line): its title, then the page's date
 * alone ('ÉCHO CHAÎNE 16.07.26', 'Écho Chaîne 15/10/2026', 'LE CRI DU LAGON 3 nov. 2026'), the
 * notice on the lines after it. Whatever the newspaper's name, a reader knows the line by what
 * stands beside the date: a title, words of a name each opening with a capital (joining words
 * aside), no digit, none of a notice's words (an act, a meeting, a decision, an office, a form), no
 * word that ties the date to an act ('Assemblée du 12/10/2026', 'AGE le …'), no event's word ('Constitution
 * 12/10/2026') nor a compositor's cut (a word of fewer than a quarter vowels, 'Cstitn 12/10/2026'), a word of four letters at least (three capitals are an abbreviation's,
 * 'AGX 20.10.26'), and not a commune alone (a letter's place and date, 'Nouméa 12/10/2026'). The
 * date then dates the page, the publication.
 */

import { fold } from './fold.ts';
import { findFrenchDates } from './french-date.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { isEventWord } from './lettered-abbreviations.ts';
import { isPeriodicalName } from './periodicals.ts';
import { COMMUNES } from './country-places.ts';

const TITLE_MAX_WORDS = 6;
const TITLE_WORD = /^(?:\p{Lu}[\p{L}'’.-]*|de|du|des|la|le|les|et|&|[dl]['’]\p{Lu}[\p{L}'’-]*)$/u;
const JOINING = /^(?:de|du|des|la|le|les|et|&)$/u;
const CIVILITY = /^(?:m|mm|mme|mlle|me|dr|monsieur|madame|maitre)\.?$/u;
// A notice's words: its act, meeting, decision or court, an office, a form, a place's signature.
// A court's sitting, a meeting or a sale is dated so too ('Audience du mardi 3 mars 2026').
const NOTICE_WORDS = /\b(?:ag[eo]x?|assemblee|audiences?|seances?|reunions?|encheres|adjudications?|acte|ssp|decision|decis|jugement|jugt|tribunal|greffe|conseil|geran\w*|president\w*|liquidat\w*|associe\w*|notaire|mandataire|avocat|fait a|pour avis|pour extrait|rectifi\w*|erratum|additif|complement|annule)\b/u;
const WEEKDAY_BEFORE_DATE = /(?<![\p{L}])(?:lun|mar|mer|jeu|ven|sam|dim)(?:di|credi|dredi|edi|anche)?\.?[ \t]*$/iu;
const FORM_WORD = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')})$`, 'iu');

const TWO_CAPITALS = /^\p{Lu}{2}$/u;
/** Two letters that abbreviate an act's author: a general meeting, a board, minutes, a tribunal or a court. */
const ACT_INITIALS = /^(?:AG|CA|PV|TC|TI|TA|CE|CS|DG)$/u;

/** Marks a compositor frames his running line with: dashes, bars, stars, bullets, brackets. */
const FRAME = /^[\s\-–—|*•·(]+|[\s\-–—|*•·)]+$/gu;
/** What a running line may print between the title and the date: the issue's number, its edition ('n° 19,', '41 –', ', édition du'). */
const ISSUE_BETWEEN = /(?:[,\s]+(?:n°|no\.?|num[ée]ro)?\s*\d{1,4}[\s,–—-]*|[,\s]+[ée]dition\s+du\s*|[,\s]+)$/iu;

/**
 * The page's date of an insertion's first line when it is a newspaper's running header, or of its
 * last line when it is the same running line set as a footer (see the file's comment): framed or
 * not by the compositor's marks (`— Le Petit Test, édition du 28 octobre 2026 —`, `(Test 410 –
 * 22.10.26)`), the issue's number or edition between the title and the date read past.
 */
export function dateOfTitledHeaderLine(lines: readonly string[]): string | null {
  if (lines.length < 2) return null;
  return dateOfTitledLine(lines[0]!) ?? dateOfTitledLine(lines.at(-1)!);
}

/**
 * A notice run on one line may close on its newspaper's running line as its last item, after a
 * compositor's spaced mark (`… • du 1/04/2026 au 31/03/2027 • Le Bulletin de X 5/03/2026`): the
 * item is read as that line alone would be, and its title must name a periodical by its noun or
 * sigle, since an item inside a notice's run is as often its act's or its place's.
 */
const SPACED_MARK = /\s[•·|–—►▶»§◆♦■]\s/u;

export function dateOfTitledLastItem(lines: readonly string[]): string | null {
  const items = lines.at(-1)?.split(SPACED_MARK);
  if (items === undefined || items.length < 3) return null;
  const read = titledLine(items.at(-1)!);
  return read && isPeriodicalName(fold(read.title)) ? read.iso : null;
}

function dateOfTitledLine(printed: string): string | null {
  return titledLine(printed)?.iso ?? null;
}

/**
 * The page's rubric in capitals printed at the running line's far end, a wide gap before it (`Legal
 * Hebdo n° 120 Mercredi 12 août 2026        LOCATIONS-GÉRANCES`): the page's furniture, no item of
 * the title's or the date's. A cell of capitals, no digit.
 */
const RUBRIC_CELL_AFTER = /\s\|\s[\p{Lu}][\p{Lu}'’ -]{3,40}$/u;

function titledLine(printed: string): { iso: string; title: string } | null {
  const line = printed.replace(RUBRIC_CELL_AFTER, '').replace(FRAME, '');
  if (line.length > 60) return null;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  // The date closes the line, a full stop at most after it.
  if (line.slice(date.index + date.length).replace(/[.\s]/gu, '') !== '') return null;
  // The page's weekday may stand before its date, in full or cut, glued to it or not ('mar.01.12.26', 'Mardi 1/12/2026').
  const title = line.slice(0, date.index).replace(WEEKDAY_BEFORE_DATE, '').replace(ISSUE_BETWEEN, '').trim();
  if (!isRunningLineTitle(title)) return null;
  return { iso: date.iso, title };
}

/**
 * Whether the words before a running line's date are a newspaper's title (see the file's comment):
 * six words at most, no digit, each opening with a capital but the joining words, none of a
 * notice's, a form's, a civility's, an event's or a compositor's cut, a word of four letters at
 * least or the newspaper's initials, and not a commune alone.
 */
export function isRunningLineTitle(title: string): boolean {
  const words = title.split(/\s+/u).filter(Boolean);
  if (words.length === 0 || words.length > TITLE_MAX_WORDS || /\d/u.test(title)) return false;
  // The title's article may be set in lower case ('le Journal de X 5/03/2026'): its first word of its own opens with a capital.
  const head = /^(?:le|la|les)$/u.test(words[0]!) ? words[1] : words[0];
  if (!words.every((word) => TITLE_WORD.test(word)) || JOINING.test(words.at(-1)!) || head === undefined || !/\p{Lu}{2}|\p{Lu}\p{Ll}/u.test(head)) return false;
  const folded = fold(title);
  if (NOTICE_WORDS.test(folded) || words.some((word) => FORM_WORD.test(word) || CIVILITY.test(fold(word)) || isEventWord(fold(word).replace(/[^a-z-]/gu, '')))) return false;
  // A word of four letters or more with fewer than a quarter vowels is a compositor's cut ('Cstitn', 'Trsf'), not a title's.
  if (words.some((word) => { const letters = fold(word).replace(/[^a-z]/gu, ''); return letters.length >= 4 && (letters.match(/[aeiouy]/gu)?.length ?? 0) * 4 < letters.length; })) return false;
  // A title has a word of four letters at least: three capitals are an abbreviation's ('AGX 20.10.26', 'TMC 3/11/26').
  // Two capitals alone are the newspaper's initials ('PT 5.03.26'), unless they abbreviate a
  // meeting, a board, minutes or a court, the only acts a notice dates under two letters.
  const initials = words.length === 1 && TWO_CAPITALS.test(words[0]!) && !ACT_INITIALS.test(words[0]!);
  // A local periodical's own sigle is its title however short ('LNC 14/11/26').
  if (!initials && !words.some((word) => word.replace(/[^\p{L}]/gu, '').length >= 4) && !isPeriodicalName(folded)) return false;
  return !COMMUNES.has(folded.replace(/[.,]/gu, '').trim());
}
