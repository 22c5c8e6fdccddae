/**
 * The layout pass: any text to the blocks a reader sees (headings, labelled values however laid
 * out, table rows with their column names, paragraphs, the signature and footer), each with its
 * span into the text. Pure and linear in the text's length.
 */

import type { LayoutBlock } from './blocks.ts';
import { splitLines, type Line } from './lines.ts';
import { readColumnPair, readInlinePair, readNextLinePair, readSideBySidePairs, readStackedPairs } from './pairs.ts';
import { readDelimitedTable } from './delimited.ts';
import { readDataTable, readRecordTable } from './tables.ts';
import { isUpperCaseLine } from '../notice-layout.ts';
import { foldUncached as fold } from '../fold.ts';

const MAX_HEADING_WORDS = 12;
// Below this many wide gaps a text is too short to tell a scan's spacing from columns.
const MIN_WORD_SPACED_GAPS = 10;
// A scan spaced word by word has wide gaps several times more often than single ones.
const WORD_SPACED_RATIO = 3;
// The drafter's sign-off opens the signature block ('Pour avis,' / 'Le gérant.').
const SIGN_OFF = /^(?:pour avis|pour extrait|le greffier|la gerance\.?$|le notaire\.?$)/u;

function isHeading(line: Line): boolean {
  const text = line.text.trim();
  return isUpperCaseLine(text) && text.split(/\s+/).length <= MAX_HEADING_WORDS && !/[.,;]$/.test(text);
}

/**
 * Whether the gaps between words are columns. A scan whose words are all spaced by two spaces
 * or more has no columns to read: its lines are read as if singly spaced.
 */
function spacesAreColumns(text: string): boolean {
  const single = text.match(/\S \S/g)?.length ?? 0;
  const wide = text.match(/\S {2,}\S/g)?.length ?? 0;
  return wide < MIN_WORD_SPACED_GAPS || wide <= WORD_SPACED_RATIO * single;
}

/**
 * A line of a scan spaced word by word ('les  associés  ont  décidé  la  dissolution'): its wide
 * gaps all of one width. Columns aligned by text extraction leave gaps of varying widths.
 */
function isWordSpaced(line: string): boolean {
  const gaps = line.trim().match(/ {2,}/g);
  if (!gaps || gaps.length < 3) return false;
  return gaps.every((g) => g.length === gaps[0].length) && gaps[0].length <= 3;
}

export function readLayout(text: string): LayoutBlock[] {
  const lines = splitLines(text);
  const columns = spacesAreColumns(text);
  for (const line of lines) line.columns = columns && !isWordSpaced(line.text);
  const blocks: LayoutBlock[] = [];
  let paragraph: { start: number; end: number } | null = null;
  const closeParagraph = (): void => {
    if (paragraph) blocks.push({ kind: 'paragraph', span: paragraph, text: text.slice(paragraph.start, paragraph.end) });
    paragraph = null;
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.blank) {
      closeParagraph();
      i += 1;
      continue;
    }
    if (SIGN_OFF.test(fold(line.text.trim()))) {
      closeParagraph();
      let j = i;
      while (j + 1 < lines.length && !lines[j + 1]!.blank) j += 1;
      const span = { start: line.start + line.indent, end: lines[j]!.end };
      blocks.push({ kind: 'furniture', span, text: text.slice(span.start, span.end) });
      i = j + 1;
      continue;
    }
    const stacked = readStackedPairs(lines, i);
    if (stacked) {
      closeParagraph();
      blocks.push(...stacked.blocks);
      i = stacked.next;
      continue;
    }
    const sideBySide = readSideBySidePairs(lines, i);
    if (sideBySide) {
      closeParagraph();
      blocks.push(...sideBySide.map((p) => p.block));
      i += 1;
      continue;
    }
    // Bars printed between cells aligned by spaces ('Rubrique   | Ancienne mention   | Nouvelle
    // mention') are the table's delimiters: read at its bars, the columns' names and cells carry
    // no bar (a table framed by bars, '| Fonction | Nom |', is markdown-table.ts's).
    const barred = line.text.includes('|') && !line.text.trimStart().startsWith('|') ? readDelimitedTable(lines, i) : null;
    const table = barred ?? readRecordTable(lines, i) ?? readDataTable(lines, i) ?? readDelimitedTable(lines, i);
    const pair = table ? null : (readNextLinePair(lines, i) ?? readInlinePair(lines, i) ?? readColumnPair(lines, i));
    if (table || pair) {
      closeParagraph();
      if (table) blocks.push(...table.blocks);
      else blocks.push(pair!.block);
      i = table ? table.next : pair!.next;
      continue;
    }
    if (isHeading(line) && !paragraph) {
      blocks.push({ kind: 'heading', span: { start: line.start + line.indent, end: line.end }, text: line.text.trim() });
      i += 1;
      continue;
    }
    paragraph = paragraph ? { start: paragraph.start, end: line.end } : { start: line.start + line.indent, end: line.end };
    i += 1;
  }
  closeParagraph();
  return blocks;
}
