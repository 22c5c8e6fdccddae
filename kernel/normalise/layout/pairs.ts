/**
 * A label and its value however the page laid them out:
 * - `inline`: `Label : value` (a table's dot leaders read as the colon);
 * - `next-line`: a label alone on its line (`Dénomination`, `N° d'identification RIDET`), its
 *   value on the next line;
 * - `column`: the label, two spaces or more, the value (`Forme       SARL`), the value going on
 *   over the lines indented under it.
 */

import type { LayoutBlock } from './blocks.ts';
import { cells, type Line } from './lines.ts';
import { isFieldLabel, withoutHint } from './field-labels.ts';
import { readDataTable } from './tables.ts';
import { recordBarPair } from './bar-pairs.ts';
import { isOfficeTitleLine } from './office-title-line.ts';

export interface PairReading {
  block: LayoutBlock;
  next: number;
}

// A label is a few words before the colon, not a sentence ('Le gérant a : …' is not a label).
const INLINE = /^([\p{L}][\p{L}\d '’°.()/-]{0,44}?)\s*(?:\.{3,}|:)\s*(\S.*)$/u;

export function readInlinePair(lines: readonly Line[], i: number): PairReading | null {
  const line = lines[i]!;
  const m = INLINE.exec(line.text.trimStart());
  if (!m || m[1]!.split(/\s+/).length > 6) return readBarPair(lines, i);
  const labelStart = line.start + line.indent;
  const valueStart = line.start + line.text.lastIndexOf(m[2]!);
  return {
    block: { kind: 'pair', layout: 'inline', span: { start: labelStart, end: line.end }, label: m[1]!.trim(), value: m[2]!.trim(), labelSpan: { start: labelStart, end: labelStart + m[1]!.trim().length }, valueSpan: { start: valueStart, end: line.end } },
    next: i + 1,
  };
}

// A cell of such a line: a label of a few words, its colon, its value.
const SIDE_PAIR = /^([\p{L}][\p{L}\d '’°/-]{0,44}?)\s*:\s*(\S.*)$/u;

/**
 * Two labelled values side by side on one line, a wide gap between them (`RIDET : 1234567.002
 * Dénomination : X`, `Forme : SARL        Capital : 1 000 000 F CFP`): each cell a field's label, its
 * colon and its value, read as pairs of their own.
 */
export function readSideBySidePairs(lines: readonly Line[], i: number): PairReading[] | null {
  const line = lines[i]!;
  // Only a line with a wide gap after a colon may hold two (speed only).
  if (!line.columns || !/:.*\S {3,}\S/.test(line.text)) return null;
  const found = cells(line);
  if (found.length < 2) return null;
  const pairs: PairReading[] = [];
  for (const [k, cell] of found.entries()) {
    const m = SIDE_PAIR.exec(cell.text);
    if (!m || !isFieldLabel(m[1]!)) return null;
    const valueStart = cell.start + cell.text.length - m[2]!.length;
    const start = k === 0 ? cell.start : found[k - 1]!.end;
    pairs.push({
      block: { kind: 'pair', layout: k === 0 ? 'inline' : 'beside', span: { start, end: cell.end }, label: m[1]!.trim(), value: m[2]!.trim(), labelSpan: { start: cell.start, end: cell.start + m[1]!.trim().length }, valueSpan: { start: valueStart, end: cell.end } },
      next: i + 1,
    });
  }
  return pairs;
}

/** A line of a record table whose two columns a vertical bar separates (bar-pairs.ts). */
function readBarPair(lines: readonly Line[], i: number): PairReading | null {
  const pair = recordBarPair(lines, i);
  if (!pair) return null;
  const line = lines[i]!;
  const last = lines[i + pair.lines - 1]!;
  const labelStart = line.start + line.indent;
  const firstValueLine = pair.value.split('\n')[0]!;
  const valueStart = line.start + line.text.lastIndexOf(firstValueLine);
  const valueEnd = pair.lines === 1 ? valueStart + pair.value.length : last.end;
  return {
    block: { kind: 'pair', layout: 'column', span: { start: labelStart, end: last.end }, label: pair.label, value: pair.value, labelSpan: { start: labelStart, end: labelStart + pair.label.length }, valueSpan: { start: valueStart, end: valueEnd } },
    next: i + pair.lines,
  };
}

const CAPITAL_LABEL = /^capital(?: social)?$/i;

export function readNextLinePair(lines: readonly Line[], i: number): PairReading | null {
  const line = lines[i]!;
  const value = lines[i + 1];
  // A caption over a table ('Société constituée' / 'Dénomination   Forme   RIDET') is no label.
  // A party heading over its own labelled lines ('Vendeur :' / 'Dénomination : X') is no pair.
  if (!isFieldLabel(line.text) || !value || value.blank || isFieldLabel(value.text) || readDataTable(lines, i + 1) || readInlinePair(lines, i + 1)) return null;
  // An office's noun titling the notice over its company (office-title-line.ts).
  if (isOfficeTitleLine(lines, i)) return null;
  const label = withoutHint(line.text.trim()).replace(/\s*:$/, '');
  // A capital is an amount: a page's rubric over a company's name (`CAPITAL` / `HÉLI-SUD SERVICES`) is no pair.
  if (CAPITAL_LABEL.test(label) && !/\d/.test(value.text)) return null;
  const labelStart = line.start + line.indent;
  const valueStart = value.start + value.indent;
  return {
    block: { kind: 'pair', layout: 'next-line', span: { start: labelStart, end: value.end }, label, value: value.text.trim(), labelSpan: { start: labelStart, end: labelStart + label.length }, valueSpan: { start: valueStart, end: value.end } },
    next: i + 2,
  };
}

const MIN_STACKED = 3;

/**
 * A column of labels alone on their lines (three or more), then, after them or a blank line, as
 * many value lines as labels up to a blank line or the text's end: two columns text extraction
 * wrote one after the other. The values are read in the labels' order; any other count is no
 * such table.
 */
export function readStackedPairs(lines: readonly Line[], i: number): { blocks: LayoutBlock[]; next: number } | null {
  let j = i;
  while (j < lines.length && !lines[j]!.blank && isFieldLabel(lines[j]!.text) && !lines[j]!.text.includes(':')) j += 1;
  const count = j - i;
  if (count < MIN_STACKED) return null;
  while (j < lines.length && lines[j]!.blank) j += 1;
  const first = j;
  while (j < lines.length && !lines[j]!.blank) {
    if (isFieldLabel(lines[j]!.text)) return null;
    j += 1;
  }
  if (j - first !== count) return null;
  const blocks: LayoutBlock[] = [];
  for (let k = 0; k < count; k += 1) {
    const label = lines[i + k]!;
    const value = lines[first + k]!;
    const labelSpan = { start: label.start + label.indent, end: label.start + label.indent + label.text.trim().length };
    blocks.push({ kind: 'pair', layout: 'stacked', span: labelSpan, label: label.text.trim(), value: value.text.trim(), labelSpan, valueSpan: { start: value.start + value.indent, end: value.end } });
  }
  return { blocks, next: j };
}

export function readColumnPair(lines: readonly Line[], i: number): PairReading | null {
  const found = cells(lines[i]!);
  if (found.length < 2 || !isFieldLabel(found[0]!.text) || found[0]!.text.trim().endsWith(':')) return null;
  const valueColumn = found[1]!.column;
  const parts = [found.slice(1).map((c) => c.text).join(' ')];
  let end = lines[i]!.end;
  let j = i + 1;
  // Lines indented under the value go on with it ('Associée unique   X' / '      SA au capital …').
  for (; j < lines.length && !lines[j]!.blank && lines[j]!.indent >= valueColumn - 1; j += 1) {
    parts.push(lines[j]!.text.trim());
    end = lines[j]!.end;
  }
  const label = found[0]!;
  return {
    block: { kind: 'pair', layout: 'column', span: { start: label.start, end }, label: label.text, value: parts.join('\n'), labelSpan: { start: label.start, end: label.end }, valueSpan: { start: found[1]!.start, end } },
    next: j,
  };
}
