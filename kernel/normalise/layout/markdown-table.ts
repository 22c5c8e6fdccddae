/**
 * A table written as Markdown prints it: bars at both ends of every line ('| Fonction | Nom |') and
 * a rule of dashes under the column names ('|---|---|'). The outer bars open and close the line,
 * they do not cut an empty cell; the rule is no row.
 */

/** The cells of a line split at its bars, without the empty cells outer bars make. */
export function withoutOuterCells<T extends { text: string }>(cells: T[], line: string): T[] {
  const trimmed = line.trim();
  if (cells.length < 3 || !trimmed.startsWith('|') || !trimmed.endsWith('|')) return cells;
  return cells.slice(1, -1);
}

/** '|------|:----:|': a rule under the column names. */
export function isRuleRow(line: string): boolean {
  return /^\s*\|?(?:\s*:?-{3,}:?\s*\|)+\s*:?-{0,}:?\s*$/.test(line) && line.includes('-');
}
