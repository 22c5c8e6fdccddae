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

/**
 * A frame's top rule that carries the columns' names (`┌ Dénomination ──┬ Forme ┬ RIDET ──┐`), as
 * a card's border prints them: its words, the names, parted where the rule crosses a column's edge.
 */
const NAMED_RULE = /^[ \t]*[┌╔┏][\u2500-\u257F]*[ \t]*[\p{L}°'’]/u;
const RULE_CROSSING = /[┬╦┳]/u;

function namedRuleCells(line: string): string {
  const names = line
    .trim()
    .slice(1, -1)
    .split(RULE_CROSSING)
    .map((part) => part.replace(/[\u2500-\u257F]+/gu, ' ').trim());
  return `| ${names.join(' | ')} |`;
}

/** The text with its box-drawn frame read as bars between cells, or the text itself when it has none. */
export function boxFrameBars(text: string): string {
  if (!HAS_CELLS.test(text)) return text;
  return text
    .split('\n')
    .filter((line) => !RULE_LINE.test(line))
    .map((line) => (NAMED_RULE.test(line) && RULE_CROSSING.test(line) ? namedRuleCells(line) : line.replace(VERTICAL, '|')))
    .join('\n');
}
