/**
 * Tables as text extraction leaves them: a line of column names, then rows whose cells start
 * under those names, a cell going on over the next lines (its first column then empty). Two
 * shapes:
 * - a data table: one row per record (`Dénomination   Forme   Capital   RIDET` / `X   SARL …`);
 * - a record table: one column per record, named by an indented header line, the first column
 *   holding the labels (`               SOCIÉTÉ ABSORBÉE   SOCIÉTÉ ABSORBANTE` / `Dénomination
 *   X   Y`).
 * Each row becomes a block whose cells carry their column's name (the label of the value).
 */

import type { LabelledValue, LayoutBlock, Span } from './blocks.ts';
import { cells, type Cell, type Line } from './lines.ts';
import { isFieldLabel } from './field-labels.ts';
import { REPRESENTATIVE_LABEL } from './party-column-records.ts';
import { foldUncached as fold } from '../fold.ts';
import { isFrenchWord } from '../french-words.ts';

// Columns may drift by a character or two between lines.
const SLACK = 2;
const MAX_HEADER_WORDS = 5;

// The nouns of a column that tells the act's outcome or the state at a date; a row's cell may print a date too (`révocation le 01/03/2026`).
const DATED_COLUMN = /^(?:d[ée]cisions?|situation|composition|mandats?|[ée]tat|mouvements?)\s+(?:du|au)\s+\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/iu;
/** A column name: a few words, no digit but a 'N°' or its act's date, no sentence. */
function isColumnName(text: string): boolean {
  const words = text.split(/\s+/);
  // A full stop ends a sentence, not a column name, unless it abbreviates one word ('Réf.').
  const sentence = /[:;]$/.test(text) || (text.endsWith('.') && words.length > 1);
  // A column dated by its act (`Décision du 26/06/2026`) is still a name: its date is no row's value.
  const digitless = DATED_COLUMN.test(text) || !/\d/.test(text.replace(/n°/giu, ''));
  return words.length <= MAX_HEADER_WORDS && /\p{L}/u.test(text) && digitless && !sentence && !/\s:\s/.test(text);
}

function columnOf(columns: readonly Cell[], cell: Cell): number {
  let k = -1;
  for (let c = 0; c < columns.length; c += 1) if (columns[c]!.column <= cell.column + SLACK) k = c;
  return k;
}

interface Growing {
  label: string;
  labelSpan: Span;
  parts: Cell[];
}

function labelled(growing: Growing): LabelledValue {
  const first = growing.parts[0]!;
  const last = growing.parts.at(-1)!;
  const value = growing.parts.map((p) => p.text).reduce(joinCellLines);
  return { label: growing.label, value, labelSpan: growing.labelSpan, valueSpan: { start: first.start, end: last.end } };
}

/**
 * A cell's line and the next one of the same cell: a space between, or none after a word cut by the
 * column's edge (`repré-` / `sentée`, `PARTI-` / `CIPATIONS`), its hyphen dropped where the halves make
 * one French word and no compound of one (small letters always), kept where a compound breaks at it.
 */
function joinCellLines(joined: string, next: string): string {
  const cut = /(\p{L}+)-$/u.exec(joined);
  const head = /^\p{L}+/u.exec(next)?.[0];
  if (!cut || !head) return `${joined} ${next}`;
  const lower = /^\p{Ll}/u.test(head) && /\p{Ll}$/u.test(cut[1]!);
  const word = lower || (isFrenchWord(fold(`${cut[1]}${head}`)) && !isFrenchWord(fold(`${cut[1]}-${head}`)));
  return word ? `${joined.slice(0, -1)}${next}` : `${joined}${next}`;
}

const nextFilled = (lines: readonly Line[], i: number): number => (i < lines.length && !lines[i]!.blank ? i : -1);

export interface TableReading {
  blocks: LayoutBlock[];
  /** The first line after the table. */
  next: number;
}

// An identifier printed in a cell: its label or its shape, the rank set apart by any separator
// ('1 234 567 - 001', '1234567/001').
export const IDENTIFIER = /\b(?:RIDET|RID|RCS|R\.C\.S\.?)\b|\d{3}[ .]?\d{3}[.\-/ ]\d{3}\b|(?<!\d)\d{1,3}(?:[ .]\d{3}){2}[ ]?[-–—/_][ ]?\d{3}(?!\d)/iu;

/**
 * Records printed side by side, one column each under its title: two identifiers on one line, in
 * two columns, are two companies, so each column is a record (a data table has one record a row,
 * its identifier in one column). Lines `header + 1` to `end`, each cell to the column it starts
 * under; null when no line prints two identifiers.
 */
function recordColumns(lines: readonly Line[], header: number, end: number, columns: readonly Cell[]): LayoutBlock[] | null {
  const found = lines.slice(header + 1, end).map((line) => cells(line));
  if (!found.some((row) => row.filter((c) => IDENTIFIER.test(c.text) && columnOf(columns, c) >= 0).length >= 2)) return null;
  const records = columns.map(() => [] as Cell[]);
  for (const row of found) {
    // A row labelled by the party's representative ('Représentant   M. X, président   Mme Y, gérante'):
    // each record's cell written as prose names him ('représentée par M. X, président').
    const label = row[0] !== undefined && columnOf(columns, row[0]) < 0 ? fold(row[0].text).replace(/\s*:$/u, '').trim() : '';
    const represented = REPRESENTATIVE_LABEL.test(label);
    for (const cell of row) {
      const k = columnOf(columns, cell);
      if (k < 0) continue;
      // A bare identifier is written with its label, as a party's description prints it.
      const text = represented ? `représentée par ${cell.text}` : BARE_IDENTIFIER.test(cell.text) ? `RIDET ${cell.text}` : cell.text;
      records[k]!.push(text === cell.text ? cell : { ...cell, text });
    }
  }
  const columnsSpan = { start: lines[header]!.start, end: lines[header]!.end };
  return records
    .map((record, k): LayoutBlock => ({ kind: 'record', span: { start: columnsSpan.start, end: lines[end - 1]!.end }, title: columns[k]!.text, lines: record.map((c) => c.text), columnsSpan }))
    .filter((b) => b.kind === 'record' && b.lines.length > 0);
}

/** A cell that is an identifier and nothing else. */
const BARE_IDENTIFIER = /^\d{1,3}[ .]?\d{3}[ .]?\d{3}\s*[.\-/ ]\s*\d{3}$/u;

/** A cell left open at its line's end: a comma, a joining word, a label's colon (`Tribu de Koé,`, `SARL X DU`, `gér. :`). */
export const OPEN_CELL_END = /(?:[,:&–-]|\b(?:de|du|des|la|le|les|et|en|sur|aux?|DE|DU|DES|LA|LE|LES|ET|EN|SUR|AUX?))$/u;

/**
 * A line that opens under the first column but continues the row above, every cell of which wraps
 * inside its own column (`SARL X DU` / `NORD`, `Ouverture d'une procédure de` / `redressement
 * judiciaire`, `Tribu de Koé,` / `98831 Touho`): it leaves empty the column where every row so far
 * prints its identifier (a record always has one), and a cell of it goes on in lower case or under
 * a cell of the row above left open at its end.
 */
function continuesRow(rows: ReadonlyArray<{ cells: Map<number, Growing> }>, found: readonly Cell[], header: readonly Cell[], columnsHit: ReadonlySet<number>): boolean {
  if (rows.length === 0) return false;
  const above = rows.at(-1)!.cells;
  const goesOn = found.some((c) => /^\p{Ll}/u.test(c.text) || OPEN_CELL_END.test(above.get(columnOf(header, c))?.parts.at(-1)?.text ?? ''));
  const filledByAll = (k: number): boolean => rows.every((row) => (row.cells.get(k)?.parts.length ?? 0) > 0);
  for (let k = 0; k < header.length; k += 1) {
    if (columnsHit.has(k)) continue;
    if (!rows.every((row) => IDENTIFIER.test(row.cells.get(k)?.parts.map((p) => p.text).join(' ') ?? ''))) continue;
    if (goesOn) return true;
    // A line that leaves empty, beside the identifier's, another column every row above fills (the
    // decision, the form) is no record of its own, whatever its case (`DE POUEBO` / `GRANGIER,
    // liquidateur` under `SAS PÊCHERIES … Liquidation judiciaire   Me Solène`): a record without an
    // identifier yet still fills its other columns.
    for (let other = 0; other < header.length; other += 1) if (other !== k && !columnsHit.has(other) && filledByAll(other)) return true;
  }
  return false;
}

/**
 * A line of one cell under the first column that goes on with the first cell of the row above: a
 * remark in brackets on it (`HOLDING X` / `(SARL, RIDET …)`: the party's form and identifier), a
 * cell going on in lower case, or after a cell left open at its end. The row's other cells are
 * empty there: a new record would fill them.
 */
function goesOnFirstCell(rows: ReadonlyArray<{ cells: Map<number, Growing> }>, found: readonly Cell[]): boolean {
  if (rows.length === 0 || found.length !== 1) return false;
  const text = found[0]!.text;
  return /^[(\p{Ll}]/u.test(text) || OPEN_CELL_END.test(rows.at(-1)!.cells.get(0)?.parts.at(-1)?.text ?? '');
}

const ROW_NUMBER = /^\((?:\d{1,3}|[a-z]|[ivx]{1,4})\)/u;

/**
 * A line every cell of which goes on with the cell above it in its column: in lower case, as a
 * remark in brackets (`(RIDET …), Koné`), or under a cell left open at its end. A row's first cell
 * opens on a capital (a name, a form, a date's digit); a line whose cells all go on is the rest of
 * the row above, whatever the columns it leaves empty.
 */
function everyCellGoesOn(rows: ReadonlyArray<{ cells: Map<number, Growing> }>, found: readonly Cell[], header: readonly Cell[]): boolean {
  if (rows.length === 0) return false;
  const above = rows.at(-1)!.cells;
  // A row's number in brackets ('(2) SARL X') opens a row: it is no remark.
  return found.every((c) => (/^[(\p{Ll}]/u.test(c.text) && !ROW_NUMBER.test(c.text)) || OPEN_CELL_END.test(above.get(columnOf(header, c))?.parts.at(-1)?.text ?? ''));
}

/** The data table whose header is line `i`, or null. */
export function readDataTable(lines: readonly Line[], i: number): TableReading | null {
  const header = cells(lines[i]!);
  if (header.length < 2 || !header.every((c) => isColumnName(c.text))) return null;
  // A column of labels beside their values is a list of pairs, not a table's header.
  if (header.length === 2 && isFieldLabel(header[0]!.text) && !isFieldLabel(header[1]!.text)) return null;
  const rows: Array<{ start: number; end: number; first: string; cells: Map<number, Growing> }> = [];
  let j = i + 1;
  for (; nextFilled(lines, j) >= 0; j += 1) {
    const line = lines[j]!;
    const found = cells(line);
    const opensRow = found[0]!.column <= header[0]!.column + SLACK;
    if (opensRow) {
      const columnsHit = new Set(found.map((c) => columnOf(header, c)));
      if ((found.length < 2 || columnsHit.size < 2) && !goesOnFirstCell(rows, found)) break;
      if (!continuesRow(rows, found, header, columnsHit) && !goesOnFirstCell(rows, found) && !everyCellGoesOn(rows, found, header)) rows.push({ start: line.start, end: line.end, first: found[0]!.text, cells: new Map() });
    } else if (rows.length === 0 || found[0]!.column < header[1]!.column - SLACK) {
      break;
    }
    const row = rows.at(-1)!;
    row.end = line.end;
    for (const cell of found) {
      const k = columnOf(header, cell);
      if (k < 0) continue;
      const growing = row.cells.get(k) ?? { label: header[k]!.text, labelSpan: { start: header[k]!.start, end: header[k]!.end }, parts: [] };
      growing.parts.push(cell);
      row.cells.set(k, growing);
    }
  }
  if (rows.length === 0) return null;
  // 'Procédure   Redressement judiciaire' over 'Mandataire judiciaire   SELARL X': a label and its
  // value in a column of pairs, not column names (a data table's first column holds values).
  if (header.length === 2 && !isFieldLabel(header[1]!.text) && rows.some((r) => isFieldLabel(r.first))) return null;
  const records = recordColumns(lines, i, j, header);
  if (records) return { blocks: records, next: j };
  const blocks: LayoutBlock[] = rows.map((row) => ({
    kind: 'table-row',
    span: { start: row.start, end: row.end },
    title: null,
    columnsSpan: { start: lines[i]!.start, end: lines[i]!.end },
    cells: [...row.cells.entries()].sort(([a], [b]) => a - b).map(([, g]) => labelled(g)),
  }));
  return { blocks, next: j };
}

/** The record table whose indented header of record names is line `i`, or null. */
export function readRecordTable(lines: readonly Line[], i: number): TableReading | null {
  const header = cells(lines[i]!);
  if (header.length < 2 || header[0]!.column === 0 || !header.every((c) => isColumnName(c.text))) return null;
  const first = nextFilled(lines, i + 1);
  if (first < 0) return null;
  const firstCells = cells(lines[first]!);
  if (firstCells[0]!.column >= header[0]!.column - SLACK || !isFieldLabel(firstCells[0]!.text)) return null;
  const records = header.map(() => [] as Growing[]);
  let end = lines[i]!.end;
  let j = i + 1;
  for (; nextFilled(lines, j) >= 0; j += 1) {
    const line = lines[j]!;
    const found = cells(line);
    const opensRow = found[0]!.column < header[0]!.column - SLACK;
    const values = opensRow ? found.slice(1) : found;
    if (opensRow && values.length === 0) break;
    for (const cell of values) {
      const k = columnOf(header, cell);
      if (k < 0) continue;
      const record = records[k]!;
      if (opensRow || record.length === 0) record.push({ label: found[0]!.text, labelSpan: { start: found[0]!.start, end: found[0]!.end }, parts: [] });
      record.at(-1)!.parts.push(cell);
    }
    end = line.end;
  }
  const blocks: LayoutBlock[] = records
    .map((record, k): LayoutBlock => ({ kind: 'table-row', span: { start: lines[i]!.start, end }, title: header[k]!.text, columnsSpan: { start: lines[i]!.start, end: lines[i]!.end }, cells: record.map(labelled) }))
    .filter((b) => b.kind === 'table-row' && b.cells.length > 0);
  return blocks.length > 0 ? { blocks, next: j } : null;
}
