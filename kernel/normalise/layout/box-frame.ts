/**
 * A table drawn with box-drawing characters (`┌───┬───┐`, `│ Société │ X │`, `║` between fields on one
 * line): the frame's rules are no text, and its vertical strokes are the bars between cells that
 * the readers of bar tables know (`bar-cells.ts`, `delimited.ts`, the markdown rows). For the layout
 * pass only; `texte` keeps the text as printed.
 */

/** A line that is only the frame's rules (box-drawing characters and spaces). */
const RULE_LINE = /^[ \t]*[\u2500-\u257F][\u2500-\u257F \t]*$/u;
const VERTICAL = /[│║┃]/gu;
/** A frame has cells: a rule alone (a separator between items) is no table's and is kept. */
const HAS_CELLS = /[│║┃]/u;

/** The text with its box-drawn frame read as bars between cells, or the text itself when it has none. */
export function boxFrameBars(text: string): string {
  if (!HAS_CELLS.test(text)) return text;
  return text
    .split('\n')
    .filter((line) => !RULE_LINE.test(line))
    .map((line) => line.replace(VERTICAL, '|'))
    .join('\n');
}
