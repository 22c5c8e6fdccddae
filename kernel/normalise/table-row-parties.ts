/**
 * A table of the parties to one company's act, as the layout pass writes its rows (one item a row,
 * opened by a dash, one `Column : value` line a cell): members of a groupement, shareholders before
 * and after a sale, the holders of offices, contributors. A reader reads such a table by what its
 * rows hold, whatever its columns are called: each row is one record, and a row that prints a
 * name and an identifier is that party's record. When the notice names its own company with its
 * identifier above the table, and no row tells an act of its own (a date), the rows' identifiers are
 * the parties', never the notice's company's.
 *
 * A table whose every identifier stands in its rows (a greffe's list of companies, one a row) or whose
 * rows each date an act of their own (several companies' acts in one table) is a list, not this.
 */

import { fold } from './fold.ts';
import { FRENCH_MONTHS } from './month-names.ts';
import type { RidetMatch } from './ridet.ts';

/** A row item as the layout pass writes it: a dash, then its first cell's label and value. */
const ROW_OPENING = /^[–-] ([^:\n]{1,60}?) : \S/u;
/** A further cell of the same row: `Label : value` on its own line, the label a column's name (a few words, no digit but `N°`, no sentence's full stop). */
const CELL_LINE = /^(?!\s*[–-])(?:N°|[^\d:.\n]){1,40} : \S/u;
/** A date printed in a cell, folded: digits (`02/11/2026`, `2026-11-02`) or a month's name after a day. */
const DATE_IN_CELL = new RegExp(String.raw`\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}(?:er)?\s+(?:${FRENCH_MONTHS.join('|')})\b`, 'u');
const MIN_ROWS = 1;

interface RowItem {
  start: number;
  end: number;
  firstLabel: string;
  text: string;
}

/** The row items of the text: a dash-opened cell line and the cell lines under it, down to a blank line or the next item. */
function rowItems(text: string): RowItem[] {
  const items: RowItem[] = [];
  let at = 0;
  let open: RowItem | null = null;
  while (at <= text.length) {
    const lineEnd = text.indexOf('\n', at) < 0 ? text.length : text.indexOf('\n', at);
    const line = text.slice(at, lineEnd);
    const opening = ROW_OPENING.exec(line);
    if (opening) {
      open = { start: at, end: lineEnd, firstLabel: opening[1]!.trim().toLowerCase(), text: line };
      items.push(open);
    } else if (open && CELL_LINE.test(line)) {
      open.end = lineEnd;
      open.text += `\n${line}`;
    } else {
      open = null;
    }
    at = lineEnd + 1;
  }
  return items;
}

/**
 * The identifiers (their indexes) printed in the rows of a table of one act's parties, when the
 * notice prints another company's identifier above the table, outside its rows, that is not
 * `setAside` (one the subject rules already read as a third party's); empty otherwise.
 */
export function partyTableRowIdentifiers(text: string, matches: readonly RidetMatch[], setAside: (match: RidetMatch) => boolean): Set<number> {
  const found = new Set<number>();
  // Only a text with a dash-opened labelled line can hold such a table (speed only).
  if (matches.length < 2 || !/^[–-] [^:\n]{1,60} : /mu.test(text)) return found;
  const items = rowItems(text);
  if (items.length < MIN_ROWS) return found;
  // The rows of one table repeat its first column's name (a table of one row is one item).
  const first = items[0]!.firstLabel;
  const rows = items.filter((item) => item.firstLabel === first);
  if (rows.length < MIN_ROWS || rows.some((row) => DATE_IN_CELL.test(fold(row.text)))) return found;
  const inRow = (m: RidetMatch): boolean => rows.some((row) => m.index >= row.start && m.index < row.end);
  const rowMatches = matches.filter(inRow);
  if (rowMatches.length === 0) return found;
  const rowRids = new Set(rowMatches.map((m) => m.rid));
  const tableStart = rows[0]!.start;
  const own = matches.some((m) => m.index < tableStart && !inRow(m) && !rowRids.has(m.rid) && !setAside(m));
  if (!own) return found;
  for (const m of rowMatches) found.add(m.index);
  return found;
}

/**
 * After the identifier, the rest of a table's row: its closing bracket, then numeric cells only
 * (counts of parts or shares, amounts, a percentage) up to the line's end, set apart by spaces, tabs
 * or bars (the layout pass may have closed a wide gap to one space).
 */
const NUMERIC_CELLS_TO_LINE_END = /^[ \t]*\)?(?:[ \t|]+\d[\d  .,]*%?)+[ \t|]*$/u;
/** What a holdings table counts: the parts, shares or capital the rows hold. */
const HOLDINGS_WORD = /\b(?:parts|actions|capital|titres|detention|repartition)\b/;

/**
 * An identifier printed in a row of a table of holdings ('SARL X (1234567.001)   400   1 000
 * 1 400' under 'Associé  avant  apport  après'): the row's holder, a shareholder, whatever company
 * the table is about. Read by the row's shape (a name before the identifier, numeric cells after
 * it to the line's end) in a text that speaks of parts, shares or capital; the folded text is given.
 */
export function onHoldingsRow(folded: string, match: RidetMatch): boolean {
  const end = match.index + match.printed.length;
  const lineEnd = folded.indexOf('\n', end);
  const rest = folded.slice(end, lineEnd < 0 ? folded.length : lineEnd);
  if (!NUMERIC_CELLS_TO_LINE_END.test(rest)) return false;
  const lineStart = folded.lastIndexOf('\n', match.index - 1) + 1;
  return /[a-z]{2}/.test(folded.slice(lineStart, match.index)) && HOLDINGS_WORD.test(folded);
}
