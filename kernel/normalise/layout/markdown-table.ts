/**
 * A table written as Markdown prints a rule of dashes under its column names ('|---|---|---|'):
 * the rule is no row. (The bars that frame each line are set apart by clean-text.ts, as a scan's
 * border marks are, so the column names and rows reach the delimited reader bare.)
 */

/**
 * '|------|:----:|---|': a rule under the column names; a grid's rule between its rows drawn with
 * plus signs at the crossings ('+------+------+', '-------+-------').
 */
export function isRuleRow(line: string): boolean {
  return line.includes('-') && /^\s*[|+]?(?:\s*:?[-=]{3,}:?\s*[|+])+\s*(?::?[-=]{3,}:?)?\s*$/.test(line);
}
