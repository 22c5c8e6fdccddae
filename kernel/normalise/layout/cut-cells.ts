/**
 * A table that text extraction left one cell a line, its column names once at the top, each row's
 * cells cut across several lines where the page's column was narrow (`Dénomination` / `Forme` /
 * `RIDET` / `Siège`, then `LES TROIS` / `PINS` / `SARL` / `1 234 567.001` / `3 rue X,` / `Bourail`).
 * The lines outnumber the names, so they cannot be paired in order (`column-dump.ts`, the stacked
 * pairs); a reader tells each cell's lines by what its column holds: the form's column a form, the
 * identifier's an identifier, the capital's an amount, the date's a date; the lines between two
 * such cells belong to the columns between them. Read so only when the lines fall into the columns
 * one way alone (two text columns side by side, each of several lines, stay unread): each column
 * written as `Name : value`, its lines joined (a word cut by a hyphen at a line's end joined
 * whole). For the layout pass only; `texte` keeps the text as printed.
 */

import { foldUncached as fold } from '../fold.ts';
import { FORM_TOKEN_SOURCE } from '../legal-form.ts';
import { isFieldLabel } from './field-labels.ts';

const MIN_COLUMNS = 3;
const MAX_COLUMNS = 10;
/** A cut cell's line is short: a longer line after a line for every column is the prose under the table. */
const PROSE_LINE = 60;
/** The partitions counted before the lines are held to fall into the columns more than one way. */
const MAX_SOLUTIONS = 2;
/** A row's cut cells fill a few dozen lines at most: a longer run is no such table's. */
const MAX_VALUE_LINES = 60;

/** The company's own column, which is no field label elsewhere. */
const COMPANY_COLUMN = /^(?:societe|entreprise|debiteur|debitrice)\s*:?$/u;
const isColumnName = (line: string): boolean => line.length > 0 && (isFieldLabel(line) || COMPANY_COLUMN.test(fold(line)));

const THREE_NAME_LINES = /^[^\d:\n]{1,40}\n[^\d:\n]{1,40}\n[^\d:\n]{1,40}$/mu;

type Kind = 'identifier' | 'form' | 'capital' | 'date' | 'text';

function kindOf(name: string): Kind {
  const folded = fold(name);
  if (/\b(?:ridet|rid|rcs|identifiant|immatriculation)\b/u.test(folded)) return 'identifier';
  if (/^forme\b/u.test(folded)) return 'form';
  if (/^capital\b/u.test(folded)) return 'capital';
  if (/^date\b/u.test(folded)) return 'date';
  return 'text';
}

const IDENTIFIER = /^\d{1,3}[ .]?\d{3}[ .]?\d{3}\s*[.\-/ ]\s*\d{3}$/u;
const FORM = new RegExp(`^(?:${FORM_TOKEN_SOURCE})$`, 'u');
const AMOUNT = /^\d{1,3}(?:[ .\u00a0]?\d{3})*(?:,\d+)?\s*(?:F\s*CFP|XPF|F|francs?(?: CFP)?)?$/iu;
const CURRENCY = /^(?:F\s*CFP|XPF|francs?(?: CFP)?)$/iu;
const DATE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{4}\b|\b\d{1,2}(?:er)? (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre) \d{4}\b/u;

/** How many lines from `at` a cell of this kind may take (an empty list: it cannot start there). */
function spans(kind: Kind, lines: readonly string[], at: number, last: boolean): number[] {
  const one = lines[at];
  if (one === undefined) return [];
  const two = at + 1 < lines.length ? `${one} ${lines[at + 1]}` : null;
  switch (kind) {
    case 'identifier':
      return IDENTIFIER.test(one) ? [1] : two !== null && IDENTIFIER.test(two) ? [2] : [];
    case 'form':
      return FORM.test(one) ? [1] : [];
    case 'capital':
      return AMOUNT.test(one) && /\d/u.test(one) ? (two !== null && CURRENCY.test(lines[at + 1]!) ? [2] : [1]) : [];
    case 'date':
      return DATE.test(fold(one)) ? [1] : two !== null && DATE.test(fold(lines[at + 1]!)) ? [2] : [];
    case 'text': {
      // The last column takes every line left; any other, one line or more.
      if (last) return [lines.length - at];
      return Array.from({ length: lines.length - at }, (_, k) => k + 1);
    }
  }
}

/** The lines' partition into the columns, when there is exactly one; null otherwise. */
function partition(kinds: readonly Kind[], lines: readonly string[]): number[][] | null {
  // ways(column, at): the partitions of the lines from `at` into the columns from `column`, counted
  // up to MAX_SOLUTIONS, memoised (linear in the columns, quadratic in the lines: never a search).
  const memo = new Map<number, number>();
  const ways = (column: number, at: number): number => {
    if (column === kinds.length) return at === lines.length ? 1 : 0;
    const key = column * (lines.length + 1) + at;
    const known = memo.get(key);
    if (known !== undefined) return known;
    // Each column after this one needs a line at least.
    const room = lines.length - at - (kinds.length - column - 1);
    let count = 0;
    for (const n of spans(kinds[column]!, lines, at, column === kinds.length - 1)) {
      if (n > room) continue;
      count = Math.min(MAX_SOLUTIONS, count + ways(column + 1, at + n));
      if (count >= MAX_SOLUTIONS) break;
    }
    memo.set(key, count);
    return count;
  };
  if (ways(0, 0) !== 1) return null;
  // The one partition: at each column, the one span that leads to it.
  const cells: number[][] = [];
  let at = 0;
  for (let column = 0; column < kinds.length; column += 1) {
    const room = lines.length - at - (kinds.length - column - 1);
    const n = spans(kinds[column]!, lines, at, column === kinds.length - 1).find((span) => span <= room && ways(column + 1, at + span) === 1)!;
    cells.push(Array.from({ length: n }, (_, k) => at + k));
    at += n;
  }
  return cells;
}

/** A cell's lines as one value: a word cut by a hyphen at a line's end is joined whole. */
const joined = (lines: readonly string[]): string => lines.reduce((value, line) => (value === '' ? line : /\p{L}-$/u.test(value) ? value + line : `${value} ${line}`), '');

/** The text with each table of cut cells read as its columns (see the file's comment), or the text itself. */
export function cutCellColumns(text: string): string {
  // Column names hold no digit nor colon: a text without three such short lines in a row has none (speed only).
  if (!THREE_NAME_LINES.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    let n = 0;
    while (i + n < lines.length && n < MAX_COLUMNS && isColumnName(lines[i + n]!.trim())) n += 1;
    if (n < MIN_COLUMNS) continue;
    const names = lines.slice(i, i + n).map((l) => l.trim());
    // The values: the lines after the names up to a blank line, a column's name, or prose.
    const values: string[] = [];
    let j = i + n;
    while (j < lines.length) {
      const value = lines[j]!.trim();
      // A long line is the prose under the table once every column has a line; before, a cell of its own.
      if (value === '' || (value.length > PROSE_LINE && values.length >= names.length) || isColumnName(value)) break;
      values.push(value);
      j += 1;
    }
    // Fewer lines than names: no row under them.
    if (values.length < names.length || values.length > MAX_VALUE_LINES) continue;
    const cells = partition(names.map(kindOf), values);
    if (!cells) continue;
    const rows = names.map((name, k) => `${name.replace(/\s*:$/u, '')} : ${joined(cells[k]!.map((v) => values[v]!))}`);
    lines.splice(i, j - i, ...rows);
    changed = true;
    i += rows.length - 1;
  }
  return changed ? lines.join('\n') : text;
}
