/**
 * Two columns a PDF's extraction printed side by side with the column rule between them as a bar
 * (`RÉDUCTION DE CAPITAL       |  Suivant décision de l'associé` / `Société : X  |  unique du …`):
 * a reader reads the left column down, then the right one. Read so when most lines of a paragraph
 * hold one bar at the same place and the right column is prose (its lines go on with each other,
 * in lower case); a record of labels and values (`Société | X`, `VENDEUR | X, SARL …` / `| 4, rue …`),
 * a table of several cells a line, is not.
 */

import { findRidets } from '../ridet.ts';
import { isRuleRow } from './markdown-table.ts';
import { matchesOf } from '../global-pattern.ts';

// The bar with the spaces around it; two spaces at least before it (a gutter, not a word's '|').
const BAR = /[ \t\u00a0]{2,}\|[ \t\u00a0]*/g;
const SLACK = 1;
/** Fewer barred lines cannot tell a column rule from chance. */
const MIN_BARRED = 4;
/** Of the right column's lines, this share at least goes on in lower case on the next one: prose. */
const MIN_JOINS = 0.5;

function barsOf(line: string): { start: number; end: number }[] {
  return [...matchesOf(BAR, line)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

function columnsOf(paragraph: string): string | null {
  const lines = paragraph.split('\n');
  const bars = lines.map(barsOf);
  const barred = bars.filter((b) => b.length === 1);
  // Lines under the rule that closes a grid are read after it, not counted with its columns.
  const firstBarred = bars.findIndex((b) => b.length === 1);
  const rule = lines.findIndex((l, i) => i > firstBarred && bars[i]!.length === 0 && isRuleRow(l));
  const columnLines = rule < 0 ? lines : lines.slice(0, rule);
  if (barred.length < MIN_BARRED || barred.length < 0.75 * columnLines.filter((l) => l.trim() !== '').length) return null;
  // The bar's place: where the first barred line prints it, every other one within the slack.
  const first = bars.findIndex((b) => b.length === 1);
  const column = lines[first]!.indexOf('|', bars[first]![0]!.start);
  if (bars.some((b, i) => b.length > 1 || (b.length === 1 && Math.abs(lines[i]!.indexOf('|', b[0]!.start) - column) > SLACK))) return null;
  const above: string[] = [];
  const left: string[] = [];
  const right: string[] = [];
  const below: string[] = [];
  let closed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const bar = bars[i]![0];
    if (lines[i]!.trim() === '') continue;
    // The grid's rule under its records closes them ('---------+---------'): what follows is read after them.
    if (!bar && isRuleRow(lines[i]!) && (left.length > 0 || right.length > 0)) {
      closed = true;
      continue;
    }
    if (closed) {
      if (bar) return null;
      below.push(lines[i]!);
      continue;
    }
    if (!bar) {
      if (left.length === 0 && right.length === 0) above.push(lines[i]!);
      else return null;
      continue;
    }
    const l = lines[i]!.slice(0, bar.start).trim();
    const r = lines[i]!.slice(bar.end).trim();
    if (l) left.push(l);
    if (r) right.push(r);
  }
  let joins = 0;
  for (let i = 0; i + 1 < right.length; i += 1) if (/^\p{Ll}/u.test(right[i + 1]!)) joins += 1;
  if (right.length >= MIN_BARRED && joins >= MIN_JOINS * (right.length - 1) && below.length === 0 && !isLabelColumn(left)) return [...above, ...left, '', ...right].join('\n');
  const read = recordsSideBySide(lines, bars, above) ?? fieldColumns(above, left, right);
  return read === null ? null : [read, ...(below.length > 0 ? ['', ...below] : [])].join('\n');
}

/**
 * A record's labels, not a column of prose: every left cell a role's or a field's name of a few
 * words, in capitals or capitalised (`VENDEUR`, `BRANCHE APPORTÉE`, `Oppositions`), each value beside it.
 */
const CAPITALS_LABEL = /^\p{Lu}[\p{Lu}'’ .-]{0,40}$/u;
const MAX_LABEL_WORDS = 3;
const MIN_LABELS = 4;
/** The same labels set in small letters after their capital (`Vendeuse`, `Entrée`, `Oppositions`): a box's, no prose line. */
const TITLED_LABEL = /^\p{Lu}[\p{L}'’ .-]{0,30}$/u;
function isLabelColumn(left: readonly string[]): boolean {
  // A frame's left edge opens each row (`| Vendeuse     | Mme X …`): the label is what follows it.
  const labels = left.map((cell) => cell.replace(/^\|[ \t]*/u, ''));
  return labels.length >= MIN_LABELS && labels.every((cell) => (CAPITALS_LABEL.test(cell) || TITLED_LABEL.test(cell)) && cell.split(/\s+/).length <= MAX_LABEL_WORDS);
}

/** A short title over a record's column: a few words, no digit, no colon's value. */
const TITLE = /^[\p{L}'’ ()/-]{2,60}:?$/u;
const MAX_TITLE_WORDS = 6;
const isTitle = (cell: string): boolean => TITLE.test(cell) && cell.split(/\s+/).length <= MAX_TITLE_WORDS;

/**
 * Two records side by side, the bar between them: two titles on the first barred line
 * (`Bailleur | Preneur`), then each record's lines in its column, and a line that prints an
 * identifier in both columns (a data table has one record a row). Each record is written on one
 * line opened by its title, as a party's description is printed in prose (`Bailleur : X, SARL,
 * RIDET …, Gérant : M. Y`), the left one first.
 */
function recordsSideBySide(lines: readonly string[], bars: ReadonlyArray<ReadonlyArray<{ start: number; end: number }>>, above: readonly string[]): string | null {
  const rows = lines
    .map((line, i) => {
      const bar = bars[i]![0];
      return bar ? [line.slice(0, bar.start).trim(), line.slice(bar.end).trim()] : null;
    })
    .filter((r): r is string[] => r !== null);
  const [titles, ...cells] = rows;
  if (!titles || !isTitle(titles[0]!) || !isTitle(titles[1]!)) return null;
  if (!cells.some(([l, r]) => findRidets(l!).length > 0 && findRidets(r!).length > 0)) return null;
  const record = (k: number): string => `${titles[k]!.replace(/\s*:$/, '')} : ${cells.map((c) => c[k]!.replace(/[,;]$/, '')).filter(Boolean).join(', ')}`;
  return [...above, record(0), '', record(1)].join('\n');
}

/** A cell that is a labelled field of its own (`Forme : SARL`). */
const FIELD_CELL = /^[\p{L}'’ °.]{2,40}\s:\s*\S/u;
const MIN_FIELD_CELLS = 2;

/**
 * Two columns of fields side by side (two notices' sheets printed across a page, each column
 * with labelled fields of its own): the left column down, then the right one. A record of labels
 * and values (`Société | X`) has its fields across the bar, not in each column, and is not read so.
 */
function fieldColumns(above: readonly string[], left: readonly string[], right: readonly string[]): string | null {
  const fields = (column: readonly string[]): number => column.filter((c) => FIELD_CELL.test(c)).length;
  if (fields(left) < MIN_FIELD_CELLS || fields(right) < MIN_FIELD_CELLS) return null;
  return [...above, '', ...paragraphsAtHeadings(left), '', ...paragraphsAtHeadings(right)].join('\n');
}

/** A heading in capitals alone on its line (`AVIS DE CONSTITUTION`): two words or more, no digit, no colon. */
const CAPITALS_HEADING = /^(?=[^\p{Ll}\d:]*$)\p{Lu}[\p{Lu}'’ -]*\s\p{Lu}[\p{Lu}'’ -]*$/u;

/** A column's lines, a blank line before each heading that follows a line of another kind: in a page's column, a heading opens the next notice. */
function paragraphsAtHeadings(column: readonly string[]): string[] {
  return column.flatMap((line, i) => (i > 0 && CAPITALS_HEADING.test(line) && !CAPITALS_HEADING.test(column[i - 1]!) ? ['', line] : [line]));
}

/** The text with each paragraph of two bar-ruled columns read left column then right one; null when none. */
export function barGutterColumns(text: string): string | null {
  // Most texts print no bar after a gutter (speed only).
  if (!/[ \t]{2}\|/.test(text)) return null;
  const paragraphs = text.split(/(\n[ \t]*\n)/);
  let changed = false;
  for (let p = 0; p < paragraphs.length; p += 2) {
    const read = columnsOf(paragraphs[p]!);
    if (read === null) continue;
    paragraphs[p] = read;
    changed = true;
  }
  return changed ? paragraphs.join('') : null;
}
