/**
 * The name a header block prints over its company's particulars and identifier (`X` / `Société
 * anonyme au capital …` / `Siège social : …` / `RIDET …`), as a reader reads whose number the block
 * gives. Read by contradicting-identifiers.ts (the notice's company printed with another number) and
 * merger-sides-by-name.ts (a merger's companies each heading the notice with a block of its own).
 */

import { fold } from './fold.ts';

/** A name in capitals alone on its line. */
const CAPITALS_LINE = /^\p{Lu}[\p{Lu}\d'’&. -]*[\p{Lu}\d]$/u;
/** How many lines a header block may hold between its name and its identifier (form, capital, seat). */
const BLOCK_LINES = 4;

/**
 * The name of the header block an identifier closes (`X` / form / seat / `RIDET …`): its first line,
 * in capitals, after a blank line or at the text's top; null when the block opens otherwise.
 */
export function blockNameOver(text: string, index: number): string | null {
  let end = text.lastIndexOf('\n', index - 1);
  // The identifier alone on its line, its label before it at most.
  if (!IDENTIFIER_LINE_START.test(text.slice(end + 1, index))) return null;
  for (let k = 0; k < BLOCK_LINES && end > 0; k += 1) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end).trim();
    if (CAPITALS_LINE.test(line)) return start === 0 || text.slice(text.lastIndexOf('\n', start - 2) + 1, start - 1).trim() === '' ? line : null;
    // Between the name and the number, the block prints the company's form, capital and seat only.
    if (!BLOCK_PARTICULAR.test(fold(line))) return null;
    end = start - 1;
  }
  return null;
}
const IDENTIFIER_LINE_START = /^[ \t]*(?:ridet|rid|rcs|n°)?[ \t]*:?[ \t]*$/iu;
/** A header block's line of the company's form, capital or seat (folded). */
const BLOCK_PARTICULAR = /^(?:societe|entreprise|s\.?a\.?r\.?l|sarl|sas|sasu|eurl|sa|snc|sci|selarl|gie|capital|siege)\b|\bau capital\b/;
