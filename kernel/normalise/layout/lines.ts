/**
 * A text as lines with their offsets, and a line as the cells text extraction leaves when it
 * flattens columns: runs of characters split by two spaces or more.
 */

import { matchesOf } from '../global-pattern.ts';

export interface Line {
  text: string;
  /** Offset of the line's first character in the text. */
  start: number;
  /** Offset just after its last character (the line end excluded). */
  end: number;
  /** Spaces before the first printed character. */
  indent: number;
  blank: boolean;
  /** Whether wide gaps split the line into cells (false for a scan spaced word by word). */
  columns: boolean;
}

export interface Cell {
  text: string;
  /** Column of the cell's first character in its line. */
  column: number;
  /** Offset of that character in the text. */
  start: number;
  end: number;
}

export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end);
    const indent = line.length - line.trimStart().length;
    lines.push({ text: line, start, end, indent, blank: line.trim() === '', columns: true });
    if (newline < 0) return lines;
    start = newline + 1;
  }
}

const CELL = /\S+(?: \S+)*/g;

export function cells(line: Line): Cell[] {
  const found: Cell[] = [];
  if (!line.columns) {
    const text = line.text.trim();
    return text ? [{ text, column: line.indent, start: line.start + line.indent, end: line.end - (line.text.length - line.text.trimEnd().length) }] : [];
  }
  for (const m of matchesOf(CELL, line.text)) {
    found.push({ text: m[0], column: m.index, start: line.start + m.index, end: line.start + m.index + m[0].length });
  }
  return found;
}
