/**
 * The page around a notice, read once for every reader that asks which of a notice's lines are the
 * page's and not the notice's: the title's furniture (title-furniture.ts), the heading's name lines
 * (subject-company.ts), the header line the subject's name is compared with (subject-features.ts).
 * A reader sees all of it at once as the page: it dates the publication, and
 * it is never a company's name, a title or an event. A line is the page's furniture when it is:
 * - a masthead: a periodical's name alone (`LES NOUVELLES CALÉDONIENNES`, `Actu. nc`, `NC 1ère`,
 *   `La Gazette du Nord`), or opening a line of items with the issue's date and a rubric of any
 *   length (`JONC – Publications légales – mardi 23 juin 2026 – Avis du greffe …`), or before its
 *   issue's date alone (`LEGAL HEBDO n° 412 du jeudi 8 octobre 2026`, `La Gazette du Nord, 7 mars 2026`);
 * - a running line: a title or a rubric, the date alone and a folio or an issue's number, between
 *   separators or wide gaps (`ACTU NC | n° 431 | Jeudi 8 octobre 2026 | 27`, `JONC   26 février
 *   2026   1702`), or a dateline of short items one of which is the date alone (`L'HEBDO · N° 224 ·
 *   mercredi 6 mai 2026 · 23`);
 * - a rubric: the page's section (`ANNONCES LÉGALES`, `Avis divers`), or an event noun in the plural
 *   alone with its qualifiers (`MODIFICATIONS STATUTAIRES`: a section over notices of one kind);
 * - a folio: the page's number (`Page 12`, `– 12 –`).
 * The periodicals' names are declared once (periodicals.ts); the items' readings are the readers
 * that found them (journal-dateline.ts, running-header-line.ts, page-running-line.ts,
 * journal-label-date.ts's issue line, publication-date.ts's datelines, titled and issue lines), asked
 * only of a line that holds a digit; a line without one is furniture as a rubric or a periodical's name.
 */

import { fold } from './fold.ts';
import { findFrenchDates } from './french-date.ts';
import { dateOfJournalDateline } from './journal-dateline.ts';
import { dateOfPeriodicalIssueLine } from './journal-label-date.ts';
import { dateOfPageRunningLine } from './page-running-line.ts';
import { isPageRubric } from './page-rubric.ts';
import { isPeriodicalName, PERIODICAL_WORD } from './periodicals.ts';
import { dateOfIssueLine, dateOfTitledLine, isDateline } from './publication-date.ts';
import { dateOfRunningHeaderLine } from './running-header-line.ts';

export type PageFurnitureKind = 'masthead' | 'running-line' | 'rubric' | 'folio';

export interface PageFurniture {
  readonly kind: PageFurnitureKind;
  /** Whether the line names a periodical (its name, its sigle or a periodical's noun). */
  readonly periodical: boolean;
  /** The date the line prints (ISO), the issue's or the page's; null when it prints none. */
  readonly iso: string | null;
}

const FOLIO = /^(?:(?:page|p\.)\s*\d{1,4}(?:\s*\/\s*\d{1,4})?|[-–—]\s*\d{1,4}\s*[-–—])$/;
/** A masthead or a running line is short: a line longer tells something of the notice. */
const MAX_LENGTH = 120;

/** Lines already read, for the readers that ask again of the same notice's lines (speed only). */
const read = new Map<string, PageFurniture | null>();
const READ_SIZE = 512;

/** What a line of a page (as printed) is of the page's furniture, or null when it is the notice's. */
export function readPageFurniture(line: string): PageFurniture | null {
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH) return null;
  let reading = read.get(trimmed);
  if (reading === undefined) {
    reading = readLine(trimmed);
    if (read.size >= READ_SIZE) read.clear();
    read.set(trimmed, reading);
  }
  return reading;
}

/** Whether a line (as printed) is the page's furniture. */
export function isPageFurniture(line: string): boolean {
  return readPageFurniture(line) !== null;
}

/** A browser's print header (set above a page's first notice by parted-page.ts): the page's web address, its page counter or the print's stamp after it (`https://www.actu.nc/annonces-legales/… 1/2`, `lnc.nc/annonces-legales/modifications   30/05/2026 08:12`). */
export const PRINTED_ADDRESS_LINE = /^\s*(?:https?:\/\/|www\.|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/)\S*(?:\s+(?:\d+\s*\/\s*\d+|\d{1,2}\/\d{1,2}\/\d{4}(?:\s+\d{1,2}:\d{2})?))?\s*$/;

/** What opens a company's particulars under its name: its form, its capital, its seat, its identifier. */
export const PARTICULARS = /^(?:\(|,|(?:societe|sarl|sas|sasu|eurl|sa|sci|snc|selarl|selas|gie|scp)\b|(?:au )?capital\b|siege\b|ridet\b|rid\b|rcs\b|immatricul|forme\b)/;

/**
 * Whether a line is the page's furniture, the line printed under it (`next`) known: a title made of a
 * periodical's noun and nothing else (no date, no folio) over a company's particulars (`INFOS PLUS
 * CALÉDONIE` / `au capital de …`) is that company's name, as a reader reads it; a masthead dates
 * or heads a page, it introduces no capital.
 */
export function isPageFurnitureOver(line: string, next: string | undefined): boolean {
  const reading = readPageFurniture(line);
  if (reading === null) return false;
  return !(reading.kind === 'masthead' && reading.iso === null && next !== undefined && PARTICULARS.test(fold(next.trim())));
}

function readLine(line: string): PageFurniture | null {
  const folded = fold(line).replace(/\s+/g, ' ');
  if (isPageRubric(folded)) return { kind: 'rubric', periodical: false, iso: null };
  if (FOLIO.test(folded)) return { kind: 'folio', periodical: false, iso: null };
  const periodical = PERIODICAL_WORD.test(folded);
  // A line without a digit prints no date nor folio: it is furniture only as a periodical's name.
  if (!/\d/.test(folded)) return periodical && isPeriodicalName(folded) ? { kind: 'masthead', periodical, iso: null } : null;
  // A line with a folio is a running line; without one, a periodical's name opening the line's items is its masthead.
  const header = periodical ? dateOfRunningHeaderLine(line) : null;
  const running = header ?? dateOfPageRunningLine(line);
  if (running !== null) return { kind: 'running-line', periodical, iso: running };
  if (periodical) {
    if (isPeriodicalName(folded)) return { kind: 'masthead', periodical, iso: null };
    const issue = dateOfJournalDateline(folded) ?? dateOfPeriodicalIssueLine(line);
    if (issue !== null) return { kind: 'masthead', periodical, iso: issue };
  }
  // A periodical's title and its issue's date alone (`LEGAL HEBDO n° 412 du jeudi 8 octobre 2026`,
  // `Les Annonces du Caillou, 7 mars 2026`): the masthead of a page or its footer.
  if (periodical || folded.includes('annonces')) {
    const titled = dateOfIssueLine(line) ?? dateOfTitledLine(line);
    if (titled !== null) return { kind: 'masthead', periodical, iso: titled };
  }
  if (isDateline(line)) return { kind: 'running-line', periodical, iso: findFrenchDates(line)[0]?.iso ?? null };
  return null;
}
