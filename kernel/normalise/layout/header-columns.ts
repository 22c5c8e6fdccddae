/**
 * A header block printed in two columns: the company's heading on the left (its name in capitals,
 * its form and capital, its identifier), the act's title and date on the right ('Assemblée générale
 * extraordinaire' / 'du mercredi 14 octobre 2026'), a wide gap between them on the block's first
 * lines. A reader reads the left column, then the right one; read across, the act's title would go
 * on with the company's name. Only the text's first block (up to its first blank line), opened by
 * a name in capitals beside words in lower case: a label beside its value, a running header (two
 * gaps) or a table (read by layout/) is not such a block.
 */

import { isRunningHeaderLine } from '../clean-text.ts';
import { matchesOf } from '../global-pattern.ts';

// A wide gap: six spaces or more between two printed characters (a PDF's column, not a slip).
const WIDE_GAP = /(?<=\S)[ \u00a0]{6,}(?=\S)/g;
const GUTTER_SLACK = 2;
const MIN_SPLIT_LINES = 2;
// The left heading: two words or more in capitals, no label.
const CAPITALS_NAME = /^[^\p{Ll}:]*\p{Lu}{2,}[^\p{Ll}:]*\s[^\p{Ll}:]*\p{Lu}{2,}[^\p{Ll}:]*$/u;
// The right column: words in lower case, no label.
const LOWER_CASE_CELL = /^[^:]*\p{Ll}[^:]*$/u;

interface Split {
  left: string;
  right: string;
  start: number;
}

function splitOf(line: string): Split | null | 'several' {
  const gaps = [...matchesOf(WIDE_GAP, line)];
  if (gaps.length === 0) return null;
  if (gaps.length > 1) return 'several';
  const gap = gaps[0]!;
  const start = gap.index + gap[0].length;
  return { left: line.slice(0, gap.index).trimEnd(), right: line.slice(start).trim(), start };
}

const SIX_SPACES = /[ \u00a0]{6}/;

/** The text with its first block read left column then right column, or null when it is no such block. */
export function headerColumnsApart(text: string): string | null {
  // Most texts hold no wide gap at all (speed only): six spaces in a row are looked for first, a
  // scan the engine runs far faster than the gap's pattern, which opens on any printed character.
  if (!SIX_SPACES.test(text) || !/\S[ \u00a0]{6,}\S/.test(text)) return null;
  const lines = text.split('\n');
  let first = 0;
  while (first < lines.length && lines[first]!.trim() === '') first += 1;
  // A JONC page's running header over the block is the page's, read apart by the cleaning: the
  // block opens under it.
  if (first < lines.length && isRunningHeaderLine(lines[first]!)) first += 1;
  let end = first;
  while (end < lines.length && lines[end]!.trim() !== '') end += 1;
  const block = lines.slice(first, end);
  const opening = splitOf(block[0] ?? '');
  if (!opening || opening === 'several' || !CAPITALS_NAME.test(opening.left.trim())) return null;
  const left: string[] = [];
  const right: string[] = [];
  let split = 0;
  for (const line of block) {
    const cut = splitOf(line);
    if (cut === 'several') return null;
    if (cut) {
      if (Math.abs(cut.start - opening.start) > GUTTER_SLACK || !LOWER_CASE_CELL.test(cut.right)) return null;
      left.push(cut.left);
      right.push(cut.right);
      split += 1;
    } else if (line.length - line.trimStart().length >= opening.start - GUTTER_SLACK) {
      right.push(line.trim());
    } else if (line.trimEnd().length <= opening.start - GUTTER_SLACK) {
      left.push(line.trimEnd());
    } else {
      return null;
    }
  }
  if (split < MIN_SPLIT_LINES) return null;
  return [...lines.slice(0, first), ...left, ...right, ...lines.slice(end)].join('\n');
}
