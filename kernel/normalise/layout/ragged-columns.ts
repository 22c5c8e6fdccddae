/**
 * A page printed in two columns whose text extraction kept each line's two halves side by side with a
 * run of spaces between them that is not at the same place from line to line (an OCR's reading of a
 * scanned page, a converter that drops the positions): `Aux termes d'un acte sous seing privé     cial
 * au 65, rue Dolbeau, Ducos Indus-`. interleaved.ts reads a gutter at one place; here the place
 * wanders with the left column's ragged ends, so each line is cut at its own gap. A reader reads the
 * left column from top to bottom, then the right one: a notice cut at the left column's foot goes on
 * at the right column's head (`le prési-` / `dent a décidé`).
 *
 * Asked first where the gutter wanders (options.wandering), else after the readers of a gutter at
 * one place. Read so only when most lines print two pieces of prose, each about a column's width: a form's
 * labels beside their values, or a table's cells, are short pieces that do not go on from line to
 * line, and are left to the readers of layouts.
 */

import { matchesOf } from '../global-pattern.ts';
import { isPageFurniture } from '../page-furniture.ts';
import { nameGoesOnAcross } from './name-across-columns.ts';

/** A gap between two columns: three spaces or more between two printed characters. */
const GAP = /(?<=\S)[ \u00a0]{3,}(?=\S)/g;
/** Fewer filled lines than this is no page of two columns. */
const MIN_LINES = 8;
/** Of the filled lines, at least this share print two pieces or more. */
const MIN_SPLIT_SHARE = 0.5;
/** A column's piece of prose is longer than a label or a cell. */
const MIN_PIECE_LENGTH = 18;
/** Lines of each column ending inside a sentence (a cut word, a comma, a small letter): prose runs on. */
const MIN_OPEN_ENDS = 3;
/** A line alone on its row is the right column's when it is indented past this share of the right column's usual start. */
const RIGHT_INDENT_SHARE = 0.6;
/**
 * How far the right column's start must wander (interquartile range, in characters) for the page
 * to be read so before the readers of a gutter at one place, which read such a page by a few of
 * its lines and leave the others run across both columns.
 */
const WANDERING_SPREAD = 4;

interface Piece {
  start: number;
  text: string;
}

function piecesOf(line: string): Piece[] {
  const pieces: Piece[] = [];
  const first = line.search(/\S/);
  if (first < 0) return pieces;
  let from = first;
  for (const gap of matchesOf(GAP, line)) {
    pieces.push({ start: from, text: line.slice(from, gap.index) });
    from = gap.index + gap[0].length;
  }
  pieces.push({ start: from, text: line.slice(from).trimEnd() });
  return pieces;
}

/** The interquartile range of the values. */
function spread(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.floor((sorted.length * 3) / 4)] ?? 0) - (sorted[Math.floor(sorted.length / 4)] ?? 0);
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** A line that leaves its sentence open: a word cut at its end, a comma, a small letter. */
const OPEN_END = /(?:\p{Ll}-|[\p{Ll},])$/u;

/**
 * The page's lines read column by column: what stood over both columns (the masthead, a running
 * line) first, then the left column, a blank line, the right column. Null when the text is not two
 * ragged columns of prose.
 */
export function raggedColumns(text: string, options: { wandering?: boolean } = {}): string | null {
  const read = columnsRead(text, options);
  return read === null || typeof read === 'string' ? read : columnPagesRead(read);
}

/** Pages read one after the other, each its running lines, its left column, then its right one. */
export function columnPagesRead(pages: readonly ColumnPage[]): string {
  return pages.map(pageRead).join('\n\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** A page's two columns as read: its running lines, its left column's lines, its right column's. */
export interface ColumnPage {
  above: string[];
  left: string[];
  right: string[];
}

/** The pages of a text in two ragged columns, each with its columns' lines, or null (three columns, or no columns). */
export function raggedColumnPages(text: string): ColumnPage[] | null {
  const read = columnsRead(text, {});
  return read === null || typeof read === 'string' ? null : read;
}

/** The two columns' pages, three columns' reading, or null. */
function columnsRead(text: string, options: { wandering?: boolean }): ColumnPage[] | string | null {
  // Most texts hold no run of three spaces (speed only).
  if (!/\S[ \u00a0]{3,}\S/.test(text)) return null;
  const lines = text.split('\n').map((l) => l.replace(/\r$/, '').replace(/\t/g, '    '));
  const filled = lines.filter((l) => l.trim() !== '');
  if (filled.length < MIN_LINES) return null;
  const pieces = lines.map(piecesOf);
  const split = pieces.filter((p) => p.length >= 2);
  if (split.length < MIN_SPLIT_SHARE * filled.length) return null;
  const threes = split.filter((p) => p.length === 3);
  if (threes.length >= MIN_SPLIT_SHARE * filled.length) return threeColumns(lines, pieces, threes);
  const pairs = split.filter((p) => p.length === 2);
  if (pairs.length < MIN_LINES / 2) return null;
  if (median(pairs.map((p) => p[0]!.text.length)) < MIN_PIECE_LENGTH || median(pairs.map((p) => p[1]!.text.length)) < MIN_PIECE_LENGTH) return null;
  const leftEnd = median(pairs.map((p) => p[0]!.start + p[0]!.text.length));
  const rightStart = median(pairs.map((p) => p[1]!.start));
  if (options.wandering === true && spread(pairs.map((p) => p[1]!.start)) < WANDERING_SPREAD) return null;
  // A running line under the columns opens the next page, whose columns are read in their turn.
  const pages: ColumnPage[] = [{ above: [], left: [], right: [] }];
  const running = runningBlockLines(lines, pieces);
  const filledIn = (column: readonly string[]): boolean => column.some((l) => l.trim() !== '');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const p = pieces[i]!;
    let page = pages.at(-1)!;
    if (p.length === 0) {
      page.left.push('');
      page.right.push('');
      continue;
    }
    // A running line over both columns dates the page; it is no column's.
    if ((p.length >= 2 && isPageFurniture(line)) || running.has(i)) {
      if (filledIn(page.left) || filledIn(page.right)) pages.push((page = { above: [], left: [], right: [] }));
      page.above.push(line.trim());
      continue;
    }
    if (p[0]!.start >= RIGHT_INDENT_SHARE * rightStart) {
      page.right.push(p.map((x) => x.text).join(' '));
      continue;
    }
    if (p.length === 1) {
      page.left.push(p[0]!.text);
      continue;
    }
    // The cut between the columns: the gap whose left side ends nearest the left column's usual end.
    let cut = 1;
    for (let k = 2; k < p.length; k += 1) {
      const end = (x: number): number => p[x - 1]!.start + p[x - 1]!.text.length;
      if (Math.abs(end(k) - leftEnd) < Math.abs(end(cut) - leftEnd)) cut = k;
    }
    page.left.push(p.slice(0, cut).map((x) => x.text).join('   '));
    page.right.push(p.slice(cut).map((x) => x.text).join('   '));
  }
  const openEnds = (column: readonly string[]): number => column.filter((l) => OPEN_END.test(l)).length;
  if (openEnds(pages.flatMap((p) => p.left)) < MIN_OPEN_ENDS || openEnds(pages.flatMap((p) => p.right)) < MIN_OPEN_ENDS) return null;
  return pages;
}

/** How many lines a running line's pieces may take when extraction sets each on a line of its own. */
const RUNNING_BLOCK_LINES = 4;

/**
 * The lines of a running line that extraction set one piece a line, a paragraph of their own
 * (`3341` / `JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE` / `24 février 2026`): a few lines, blank
 * lines around them, one piece each, one of them the page's furniture.
 */
function runningBlockLines(lines: readonly string[], pieces: readonly Piece[][]): Set<number> {
  const block = new Set<number>();
  let start = 0;
  for (let i = 0; i <= lines.length; i += 1) {
    if (i < lines.length && pieces[i]!.length > 0) continue;
    const size = i - start;
    if (size > 0 && size <= RUNNING_BLOCK_LINES && start > 0) {
      const range = Array.from({ length: size }, (_, k) => start + k);
      if (range.every((k) => pieces[k]!.length === 1) && range.some((k) => isPageFurniture(lines[k]!))) for (const k of range) block.add(k);
    }
    start = i + 1;
  }
  return block;
}

/** One page's reading: its running lines, its left column, then its right one. */
function pageRead({ above, left, right }: ColumnPage): string {
  // A sentence cut at the left column's foot goes on at the right column's head.
  // So does a company's name in capitals, its form and particulars under its end (`SOCIÉTÉ DE
  // GARDIENNAGE` / `DU PACIFIQUE – SGP` / `SAS au capital de …`).
  const leftLast = left.filter((l) => l.trim() !== '').at(-1) ?? '';
  const rightFirst = right.find((l) => l.trim() !== '') ?? '';
  const goesOn = (OPEN_END.test(leftLast) && /^\p{Ll}/u.test(rightFirst.trim())) || nameGoesOnAcross(leftLast, right);
  const column = (lines: readonly string[]): string => lines.join('\n').trim();
  return `${[...above, column(left)].join('\n')}${goesOn ? '\n' : '\n\n'}${column(right)}`.trim();
}

/**
 * A page in three columns joined line by line (a newspaper's page): each piece goes to the column
 * whose usual start (its median over the lines of three pieces) is nearest; the columns are read one
 * after the other, parted by a blank line, and a running line over them stays above. Only where
 * every column's pieces are a column's width and run on as prose (a table's columns do not).
 */
function threeColumns(lines: readonly string[], pieces: readonly Piece[][], threes: readonly Piece[][]): string | null {
  const starts = [0, 1, 2].map((k) => median(threes.map((p) => p[k]!.start)));
  if ([0, 1, 2].some((k) => median(threes.map((p) => p[k]!.text.length)) < MIN_PIECE_LENGTH)) return null;
  const above: string[] = [];
  const columns: string[][] = [[], [], []];
  for (let i = 0; i < lines.length; i += 1) {
    const p = pieces[i]!;
    if (p.length >= 2 && isPageFurniture(lines[i]!)) {
      above.push(lines[i]!.trim());
      continue;
    }
    const row: string[][] = [[], [], []];
    for (const piece of p) {
      let nearest = 0;
      for (let k = 1; k < 3; k += 1) if (Math.abs(piece.start - starts[k]!) < Math.abs(piece.start - starts[nearest]!)) nearest = k;
      row[nearest]!.push(piece.text);
    }
    row.forEach((texts, k) => columns[k]!.push(texts.join('   ')));
  }
  // Each column is prose that runs on from line to line: a table's columns are not.
  if (columns.some((column) => column.filter((l) => OPEN_END.test(l)).length < MIN_OPEN_ENDS)) return null;
  // A sentence a column's foot leaves open goes on at the next column's head.
  const read = columns.map((column) => column.join('\n').trim()).filter((column) => column !== '');
  const joined = read.reduce((text, column) => `${text}${OPEN_END.test(text) ? '\n' : '\n\n'}${column}`);
  return [...above, joined].join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
