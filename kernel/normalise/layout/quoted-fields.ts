/**
 * A spreadsheet's export of quoted fields parted by commas (`"ridet","denomination","forme"` /
 * `"1234567.001","LES TROIS PINS","SARL"`), a header line then the rows: a reader reads each
 * quoted field as a cell, the commas inside a field (an address) being the field's own. Written
 * with the semicolons between cells that the delimited tables' reader knows (`delimited.ts`), a
 * semicolon inside a field as a comma. For the layout pass only; `texte` keeps the text as printed.
 */

// Three quoted fields or more, a comma between each, the whole line.
const QUOTED_LINE = /^[ \t]*"[^"\n]*"(?:[ \t]*,[ \t]*"[^"\n]*"){2,}[ \t]*$/u;
const QUOTED_LINES = /^[ \t]*"[^"\n]*"(?:[ \t]*,[ \t]*"[^"\n]*"){2,}[ \t]*$/mu;
const FIELD = /"([^"\n]*)"/gu;

/** The text with its lines of quoted fields written as cells parted by semicolons, or the text itself. */
export function quotedFieldCells(text: string): string {
  if (!text.includes('","') && !text.includes('", "')) return text;
  if (!QUOTED_LINES.test(text)) return text;
  return text
    .split('\n')
    .map((line) => (QUOTED_LINE.test(line) ? [...line.matchAll(FIELD)].map((m) => m[1]!.replace(/;/gu, ',').trim()).join(';') : line))
    .join('\n');
}
