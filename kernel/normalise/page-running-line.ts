/**
 * A page's running header or footer as a PDF's text extraction leaves it inside a notice set in a
 * narrow column: one line of items between spaced separators or wide gaps, the page's date alone
 * (its weekday at most), the page's folio or the issue's number, and a title or a rubric ('ACTU NC
 * | n° 431 | Jeudi 8 octobre 2026 | 27', 'La Voix du Sud n° 88 – 3 mars 2026 – page 11', 'JONC
 * n° 10234 du 3 mars 2026 – page 221', '29 octobre 2026      JOURNAL OFFICIEL DE LA
 * NOUVELLE-CALÉDONIE      8907'); or the same items stacked on two to four short lines of their
 * own ('LE COURRIER DU SUD' / 'ANNONCES LÉGALES' / 'Mardi 8 septembre 2026'). A reader knows it for the page's whatever the periodical's name: no
 * sentence of a notice is made of a title, a number and a date alone. Wherever it falls, its date is
 * the page's, hence the notice's publication (the corpus's field rules), and it is no part of the
 * notice: a sentence, a name or an identifier it cuts reads on across it.
 */

import { fold } from './fold.ts';
import { findFrenchDates, isWeekdayOrNothing } from './french-date.ts';
import { isPageRubric } from './page-rubric.ts';
import { isPeriodicalName, PERIODICAL_WORD } from './periodicals.ts';

const ITEM_SEPARATOR = /\s+[|·•—–-]\s+|[ \t\u00a0]{3,}/u;
const FOLIO = /^(?:(?:page|p\.)\s*)?\d{1,5}$/;
/** The issue's number after a title ('Legal Hebdo n° 430'), and alone as an item ('n° 431'). */
const ISSUE_NUMBER = /(?:^|\s)(?:n°|no\.?|numero)\s*\d{1,6}$/;
const ISSUE_ALONE = /^(?:n°|no\.?|numero)\s*\d{1,6}$/;
const TITLE_MAX_WORDS = 7;
/** Words a notice's line holds and a periodical's title does not: an act, an office, a signature, a citation, a correction. */
const NOTICE_WORDS =
  /\b(?:pour avis|pour extrait|fait a|acte|assemblee|decision|jugement|tribunal|greffe|gerant\w*|president\w*|associe\w*|liquidat\w*|notaire|avocat|modifie\w*|enregistr\w*|immatricul\w*|jouissance|effet|compter|siege|capital|societe|sarl|sas|sasu|eurl|sci|snc|ridet|rid|rcs|paru\w*|publie\w*|cite\w*|voir|selon|rectifi\w*|erratum|annule)\b/;
const TITLE_CUT_END = /(?:^|\s)(?:le|la|les|l'|de|du|des|d'|et|a|au|aux|en|par|pour|sur)$/;
const CIVILITY = /^(?:m|mm|mme|mlle|me|maitre|monsieur|madame)\.?\s/;
/** How many short lines a stacked header spans, and how long each may be. */
const STACK_MAX_LINES = 4;
const STACK_LINE_MAX = 60;

type Item = 'date' | 'folio' | 'title' | 'journal' | 'rubric';

interface ItemReading {
  kind: Item;
  /** The date's, for a date item. */
  iso?: string;
  /** Whether a title carries the issue's number. */
  numbered?: boolean;
}

function readItem(item: string): ItemReading | null {
  const folded = fold(item).replace(/\s+/g, ' ').trim();
  if (FOLIO.test(folded) || ISSUE_ALONE.test(folded)) return { kind: 'folio' };
  const dates = findFrenchDates(item);
  if (dates.length > 1) return null;
  if (dates.length === 1) {
    const date = dates[0]!;
    const rest = fold(item.slice(0, date.index) + item.slice(date.index + date.length)).replace(/[.,]/g, ' ').trim();
    return isWeekdayOrNothing(rest) ? { kind: 'date', iso: date.iso } : null;
  }
  if (isPageRubric(folded)) return { kind: 'rubric' };
  // A title may carry the issue's number after it ('Legal Hebdo n° 430').
  const numbered = ISSUE_NUMBER.test(folded);
  const title = folded.replace(ISSUE_NUMBER, '').trim();
  // A periodical's name may hold a digit of its own (`NC 1ère`): it is known before a title's shape is asked.
  if (title !== '' && /\d/.test(title) && isPeriodicalName(title) && !NOTICE_WORDS.test(title)) return { kind: 'journal', numbered };
  if (title === '' || /\d/.test(title) || !/\p{L}{2}/u.test(title) || NOTICE_WORDS.test(title) || CIVILITY.test(`${title} `)) return null;
  // A title opens on a capital and ends on a word of its own ('réunie le', 'a été nommé' are a sentence's).
  if (title.split(' ').length > TITLE_MAX_WORDS || !/^[\p{Lu}'’«"(]/u.test(item.trim()) || TITLE_CUT_END.test(title)) return null;
  // A title is known for a periodical's by its noun or the local periodicals' names (periodicals.ts).
  if (isPeriodicalName(title)) return { kind: 'journal', numbered };
  return { kind: 'title', numbered };
}

/**
 * The page's date when `items` make a running line: one date alone, a title, a rubric or a journal's
 * name, and a folio or an issue number; nothing else. Stacked on lines of their own, a title that
 * names a periodical stands for the number (`journalSuffices`); on one line it does not: a
 * periodical's name and a date between two paragraphs may be a notice's own citation or the next
 * notice's opening (dates-readings, mensuelles-readings guard it).
 */
function dateOfItems(readings: readonly (ItemReading | null)[], journalSuffices: boolean): string | null {
  if (readings.length < 2 || readings.length > 5) return null;
  let date: string | null = null;
  let numbered = false;
  let journal = false;
  let titled = false;
  for (const reading of readings) {
    if (reading === null) return null;
    if (reading.kind === 'date') {
      if (date !== null) return null;
      date = reading.iso!;
    } else if (reading.kind === 'folio') numbered = true;
    else {
      titled = true;
      if (reading.kind === 'journal') journal = true;
      if (reading.numbered) numbered = true;
    }
  }
  return date !== null && titled && (numbered || (journal && journalSuffices)) ? date : null;
}

/** An item that gives the issue and its date in one ('JONC n° 10234 du 3 mars 2026'): the title part, then the date. */
const ISSUE_OF_DATE = /^(.*\S)\s+du\s+(\S.*)$/u;

/** The issue's title and its date read as two items when an item joins them with 'du'. */
function issueApart(item: string): string[] {
  const parts = ISSUE_OF_DATE.exec(item);
  if (!parts || !ISSUE_NUMBER.test(fold(parts[1]!))) return [item];
  const dates = findFrenchDates(parts[2]!);
  return dates.length === 1 ? [parts[1]!, parts[2]!] : [item];
}

/** The page's date when `line` is a running header or footer of one line, else null. */
export function dateOfPageRunningLine(line: string): string | null {
  // A running line holds a date and a separator or a wide gap: the others are not split (speed only).
  if (!/\d{4}/.test(line) || !ITEM_SEPARATOR.test(line.trim())) return null;
  const items = line.trim().split(ITEM_SEPARATOR).map((item) => item.trim()).filter(Boolean).flatMap(issueApart);
  // Read only a count a running line can hold (speed only: dateOfItems refuses the others).
  return items.length >= 2 && items.length <= 5 ? dateOfItems(items.map(readItem), false) : null;
}

/**
 * A stacked running header: the lines from `start`, two to four, each one item, read as one line.
 * `itemAt` reads a line as an item once for every window that holds it (speed only).
 */
function stackAt(lines: readonly string[], start: number, itemAt: (index: number) => ItemReading | null): { end: number; date: string } | null {
  for (let end = start + 2; end <= Math.min(lines.length, start + STACK_MAX_LINES); end += 1) {
    const items = lines.slice(start, end).map((line) => line.trim());
    if (items.some((item) => item === '' || item.length > STACK_LINE_MAX)) return null;
    // Stacked, the items have no separator to show them apart from a notice's lines: a title must
    // name a periodical, and no line may be a mere run of words ('pour une durée de huit').
    const readings = items.map((_, k) => itemAt(start + k));
    const kinds = readings.map((reading) => reading?.kind);
    if (kinds.includes('title') || !kinds.includes('journal')) continue;
    const date = dateOfItems(readings, true);
    if (date !== null) return { end, date };
  }
  return null;
}

interface RunningLines {
  /** Index of the first line and one past the last. */
  start: number;
  end: number;
  date: string;
}

/**
 * Whether a line a stack may hold names a periodical as readItem reads it (its trimmed text folded,
 * its spaces single): a stack needs a journal's line, and every name isPeriodicalName accepts holds
 * a periodical's word (periodicals.ts). A stack's line is short and has a short neighbour in the
 * stack: only those are folded, not a text's prose (speed only).
 */
function someStackLineNamesPeriodical(lines: readonly string[]): boolean {
  const stackable = lines.map((line) => {
    const item = line.trim();
    return item !== '' && item.length <= STACK_LINE_MAX ? item : null;
  });
  return stackable.some((item, i) => item !== null && ((i > 0 && stackable[i - 1] !== null) || (i + 1 < lines.length && stackable[i + 1] !== null)) && PERIODICAL_WORD.test(fold(item).replace(/\s+/g, ' ')));
}

function* runningLines(lines: readonly string[]): Generator<RunningLines> {
  // A text without a periodical's word holds no stacked header: its lines are not read as stacks
  // (speed only). Its short lines are asked first: a text's word in its prose makes no stack.
  const stacks = someStackLineNamesPeriodical(lines) && PERIODICAL_WORD.test(fold(lines.join('\n')));
  const read = new Map<number, ItemReading | null>();
  const itemAt = (index: number): ItemReading | null => {
    if (!read.has(index)) read.set(index, readItem(lines[index]!.trim()));
    return read.get(index)!;
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const date = dateOfPageRunningLine(line);
    if (date !== null) {
      yield { start: i, end: i + 1, date };
      continue;
    }
    const stack = stacks ? stackAt(lines, i, itemAt) : null;
    if (stack !== null) {
      yield { start: i, end: stack.end, date: stack.date };
      i = stack.end - 1;
    }
  }
}

/** The date of the first running header or footer the text prints, wherever it falls: the page's. */
export function dateOfPageRunningLines(lines: readonly string[]): string | null {
  for (const found of runningLines(lines)) return found.date;
  return null;
}

// A line left open: no sentence's, field's or bracket's end.
const LEFT_OPEN = /[^.:;!?»)\s][ \t]*$/u;

/**
 * The text without the running headers and footers that fall inside it. Where the line above is
 * left open the notice's sentence reads on across the header and its blank margins (`RIDET 1 228` /
 * header / `584.001`). A header between two closed paragraphs, or above or below everything else,
 * stays: it cuts nothing.
 */
export function withoutPageRunningLines(text: string): string {
  // A running line holds a year: most texts are not split (speed only).
  if (!/\d{4}/.test(text)) return text;
  const lines = text.split('\n');
  // A running line of one line holds a separator or a wide gap (dateOfPageRunningLine), a stacked one
  // a short line naming a periodical: a text with neither has none, and its lines are not read (speed only).
  if (!ITEM_SEPARATOR.test(text) && !someStackLineNamesPeriodical(lines)) return text;
  const out: string[] = [];
  let next = 0;
  for (const found of runningLines(lines)) {
    let above = found.start - 1;
    while (above >= 0 && lines[above]!.trim() === '') above -= 1;
    let below = found.end;
    while (below < lines.length && lines[below]!.trim() === '') below += 1;
    if (above < next || below >= lines.length) continue;
    // Between two closed paragraphs the header cuts nothing: it stays, where a page between two
    // notices is read (dated-footer-break.ts, split-page.ts).
    if (!LEFT_OPEN.test(lines[above]!)) continue;
    out.push(...lines.slice(next, above + 1));
    next = below;
  }
  if (next === 0) return text;
  out.push(...lines.slice(next));
  return out.join('\n');
}
