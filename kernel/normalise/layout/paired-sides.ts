/**
 * Two tables side by side, the state before the act and the state after it, each a column of
 * labels and their values under its side's name (`AVANT` over `Capital   10 000 000 F`, `APRÈS`
 * over `Capital   25 000 000 F`), every line printing the same label on both sides. A reader
 * reads each label once with its value before and after; so is it written, as the table of
 * changes the before / after reader knows (`Rubrique   AVANT   APRÈS` / `Capital   10 000 000 F
 * 25 000 000 F`; before-after-columns.ts). A table whose sides' labels differ on a line is left as
 * printed. For the layout pass only; `texte` keeps the text as printed.
 */

import { foldUncached as fold } from '../fold.ts';

const BEFORE = /^(?:avant|ancien(?:ne)?s?(?: mentions?| situation)?|situation anterieure|precedemment)$/u;
const AFTER = /^(?:apres|nouve(?:au|aux|l|lle|lles)(?: mentions?| situation)?|situation nouvelle|desormais)$/u;
// Both sides' words (speed only: most notices print neither so).
const SIDE_WORDS = /(?:avant|ancien|anterieur|ant[ée]rieur|pr[ée]c[ée]demment)[\s\S]*(?:apr[eè]s|nouv|d[ée]sormais)/iu;
/** A label: a few words, no digit. */
const LABEL = /^[\p{L}'’°. -]{1,30}$/u;
const MIN_ROWS = 2;
const GAP = 4;

const cellsOf = (line: string): string[] => line.trim().split(/ {2,}|\t+/u);

/** The text with each such pair of tables written as one table of changes (see the file's comment), or the text itself. */
export function pairedSides(text: string): string {
  if (!SIDE_WORDS.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const header = cellsOf(lines[i]!);
    if (header.length !== 2 || !BEFORE.test(fold(header[0]!).toLowerCase()) || !AFTER.test(fold(header[1]!).toLowerCase())) continue;
    const rows: string[][] = [];
    let j = i + 1;
    for (; j < lines.length && lines[j]!.trim() !== ''; j += 1) {
      const row = cellsOf(lines[j]!);
      if (row.length !== 4 || !LABEL.test(row[0]!) || fold(row[0]!) !== fold(row[2]!)) break;
      rows.push(row);
    }
    // Every line down to the blank one a row of the pair.
    if (rows.length < MIN_ROWS || (j < lines.length && lines[j]!.trim() !== '')) continue;
    const labelWidth = Math.max('Rubrique'.length, ...rows.map((r) => r[0]!.length)) + GAP;
    const beforeWidth = Math.max(header[0]!.length, ...rows.map((r) => r[1]!.length)) + GAP;
    const table = [`${'Rubrique'.padEnd(labelWidth)}${header[0]!.padEnd(beforeWidth)}${header[1]}`, ...rows.map((r) => `${r[0]!.padEnd(labelWidth)}${r[1]!.padEnd(beforeWidth)}${r[3]}`)];
    lines.splice(i, j - i, ...table);
    i += table.length - 1;
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}
