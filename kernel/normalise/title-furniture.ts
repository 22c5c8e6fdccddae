/**
 * The lines a page prints above a notice's title, which a reader passes over to find the title:
 * - the page's furniture as every reader reads it (page-furniture.ts): a masthead, a running line or
 *   a dateline (`LE JOURNAL X – jeudi 3 mars 2026 – page 12`), a periodical's title alone on its
 *   line, a rubric (`ANNONCES LÉGALES`, `MODIFICATIONS STATUTAIRES`), a folio (`Page 12`, `– 12 –`);
 * - an order's or an insertion's reference (`Réf. 2026/4417`, `Annonce n° 117`, `N° d'ordre : 5512`);
 * - a date alone (`Mercredi 14 octobre 2026`) or the issue it
 *   dates (`Édition du mercredi 14 octobre 2026`);
 * - the paper's name on the text's first line over a line that dates the page (`Le Petit X` /
 *   `Édition du …`), whatever the paper.
 * A line that tells anything of the notice (a name, an act, a field) is no furniture.
 */

import { fold } from './fold.ts';
import { findFrenchDates, isWeekdayOrNothing } from './french-date.ts';
import { isPageFurniture, isPageFurnitureOver } from './page-furniture.ts';

/** An order's or an insertion's reference: its noun, its number (a digit at least), and nothing else but the date it is of. */
const REFERENCE = /^(?:ref(?:erence)?\.?|n°|no\.|numero|annonce|insertion|avis|ordre|dossier|commande)(?:\s+(?:n°|no\.?|d'ordre|de commande|interne|client))?\s*[:.]?\s*[a-z]{0,4}[-/ ]?\d[\w/.-]*(?:\s+du\s+\S.{0,30})?$/;
/** A reference names no act and is short. */
const MAX_LENGTH = 120;

/** Whether a line (as printed, trimmed) is a page's furniture above a notice's title. */
export function isTitleFurnitureLine(line: string): boolean {
  if (line === '' || line.length > MAX_LENGTH) return false;
  // The page's masthead, running line, rubric or folio (page-furniture.ts), read as every reader reads it.
  if (isPageFurniture(line)) return true;
  if (!/\d/.test(line)) return false;
  return REFERENCE.test(fold(line).replace(/\s+/g, ' ')) || isDateAlone(line);
}

/** What names an issue before its date (`Édition du`, `Numéro 512 du`). */
const ISSUE_BEFORE = /^(?:(?:edition|parution|numero|n°\s*\d+|no\.?\s*\d+)(?:\s+\d+)?(?:\s+du)?\s*)/;

/** A date with its weekday or nothing beside it, or the issue it dates (`Édition du mercredi 14 octobre 2026`). */
function isDateAlone(line: string): boolean {
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return false;
  const date = dates[0]!;
  const rest = fold(`${line.slice(0, date.index)} ${line.slice(date.index + date.length)}`).replace(/[\s,.]+/g, ' ').trim();
  return isWeekdayOrNothing(rest.replace(ISSUE_BEFORE, ''));
}

/** How many furniture lines a page prints above a title at most. */
const MAX_FURNITURE = 4;

/** A paper's name is a few words without a digit. */
const PAPER_NAME_MAX_WORDS = 6;

/**
 * Whether the text's first line is a paper's name, whatever the paper: a few words without a
 * digit or a colon, over a line that dates the page (a dateline, the issue's date alone).
 */
function isPaperNameOverDate(line: string, next: string | undefined): boolean {
  if (next === undefined || /[\d:]/.test(line) || line.split(/\s+/).length > PAPER_NAME_MAX_WORDS) return false;
  return /\d/.test(next) && isTitleFurnitureLine(next) && findFrenchDates(next).length === 1;
}

/**
 * The index of the first line of `lines` after the furniture that opens them (blank lines passed
 * over too), or -1 when none is left within reach.
 */
export function firstLineAfterFurniture(lines: readonly string[]): number {
  let furniture = 0;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    const next = nextLine(lines, i);
    // A periodical's title over a company's particulars is the company's name (page-furniture.ts).
    const furnitureLine = isTitleFurnitureLine(line) && (!isPageFurniture(line) || isPageFurnitureOver(line, next));
    if (furniture < MAX_FURNITURE && (furnitureLine || (furniture === 0 && isPaperNameOverDate(line, next)))) {
      furniture += 1;
      continue;
    }
    return i;
  }
  return -1;
}

/** The next line that holds anything after line `i`, trimmed. */
function nextLine(lines: readonly string[], i: number): string | undefined {
  for (let k = i + 1; k < lines.length; k += 1) if (lines[k]!.trim() !== '') return lines[k]!.trim();
  return undefined;
}
