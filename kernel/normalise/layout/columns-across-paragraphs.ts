/**
 * A page's two columns that lines blank across both part into paragraphs printed side by side. Read
 * paragraph by paragraph (interleaved.ts), a notice whose header ends one paragraph and whose body
 * opens the next is parted by the other column's lines; read whole, column by column and page by
 * page (ragged-columns.ts), it is not. The paragraphs' reader keeps the word on a crop around one
 * notice, where it sets the neighbour's piece beside it apart.
 */

import { signsOffLast } from './cut-column-beside.ts';
import { deinterleaved } from './interleaved.ts';
import { columnPagesRead, raggedColumnPages, type ColumnPage } from './ragged-columns.ts';

// A line printing two columns: a run of three spaces or more between two words.
const TWO_PIECES = /\S[ \u00a0]{3,}\S/;
// So many paragraphs printed side by side make columns that blank lines part.
const MIN_SIDE_BY_SIDE_PARAGRAPHS = 2;

/**
 * Whether lines blank across both columns part the page into paragraphs printed side by side: two
 * paragraphs at least hold two lines or more printing two pieces.
 */
function columnsAcrossBlankLines(text: string): boolean {
  if (!TWO_PIECES.test(text)) return false;
  let sideBySide = 0;
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    if (paragraph.split('\n').filter((l) => TWO_PIECES.test(l.trim())).length >= 2) sideBySide += 1;
    if (sideBySide >= MIN_SIDE_BY_SIDE_PARAGRAPHS) return true;
  }
  return false;
}

const letterCount = (text: string): number => text.replace(/[^\p{L}]/gu, '').length;

// A notice's opening line in capitals (its company's name, its title): no lower case.
const CAPITALS_LINE = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

/** The page read column by column and page by page (see the file's comment), or null. */
export function columnsAcrossParagraphs(text: string): string | null {
  if (!columnsAcrossBlankLines(text)) return null;
  const pages = raggedColumnPages(text);
  if (pages === null) return null;
  const across = columnPagesRead(pages);
  // One page whose left column is a whole notice, signed, and whose right column opens inside
  // another's (`Siège : …`, a sentence): a crop around the notice, its neighbour's piece beside it;
  // the paragraphs' reader sets it apart where it sees it.
  if (pages.length === 1) {
    const [{ left, right }] = pages as [ColumnPage];
    const opening = right.find((l) => l.trim() !== '')?.trim() ?? '';
    const beside = deinterleaved(text);
    if (beside !== null && letterCount(beside) < letterCount(across) && signsOffLast(left) && !CAPITALS_LINE.test(opening)) return null;
  }
  return across;
}
