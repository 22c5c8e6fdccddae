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

/** A line inside a frame of one cell: one stroke on each side, none between. */
const ONE_CELL_LINE = /^[ \t]*[│║┃]([^│║┃]*)[│║┃][ \t]*$/u;
const MIN_BOXED_LINES = 3;

/**
 * A notice boxed in a frame of one cell (`┌────┐` / `│ X │` lines / `└────┘`): no table, the
 * notice itself, read as its frame's inside, its common margin left out (a heading's spaced
 * letters, a justified line's words read as if never framed). Null when the text is no such box.
 */
function boxInside(lines: readonly string[]): string | null {
  const inside: string[] = [];
  let rules = 0;
  for (const line of lines) {
    // A blank line of the box (its two strokes alone) parts its paragraphs; a rule is no text.
    const cell = ONE_CELL_LINE.exec(line);
    if (cell) inside.push(cell[1]!.trimEnd());
    else if (RULE_LINE.test(line)) rules += 1;
    else if (line.trim() === '' || !HAS_CELLS.test(line)) inside.push(line);
    else return null;
  }
  const boxed = lines.filter((line) => ONE_CELL_LINE.test(line)).length;
  if (rules < 2 || boxed < MIN_BOXED_LINES) return null;
  const margin = Math.min(...inside.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return inside.map((line) => line.slice(Math.min(margin, line.length - line.trimStart().length))).join('\n');
}

/** The text with its box-drawn frame read as bars between cells, or the text itself when it has none. */
export function boxFrameBars(text: string): string {
  if (!HAS_CELLS.test(text)) return text;
  const lines = text.split('\n');
  const boxed = boxInside(lines);
  if (boxed !== null) return boxed;
  return text
    .split('\n')
    .filter((line) => !RULE_LINE.test(line))
    .map((line) => (NAMED_RULE.test(line) && RULE_CROSSING.test(line) ? namedRuleCells(line) : line.replace(VERTICAL, '|')))
    .join('\n');
}
