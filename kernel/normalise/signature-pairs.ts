/**
 * Two signatures printed side by side under `Pour avis` (`Le président du conseil d'administration,   Le
 * directeur général,` / `Jean-Pierre X                 Kim Lan Y`): each name is under its own office,
 * so a reader pairs them by column. Once the spaces between the cells collapse, the second office would
 * read as the first name's; the pairs are set on lines of their own (`Le président …, Jean-Pierre X` /
 * `Le directeur général, Kim Lan Y`). Printed text, before the spaces collapse.
 */

import { fold } from './fold.ts';
import { roleHits } from './officer-roles.ts';

/** A signature's office, folded: its article, then an office the role vocabulary reads (officer-roles.ts). */
const ARTICLE = /^(?:le|la)\s+/;
const OFFICE_CELL_MAX = 70;

function officeCell(cell: string): boolean {
  if (cell.length > OFFICE_CELL_MAX) return false;
  const folded = fold(cell);
  const article = ARTICLE.exec(folded);
  return article !== null && roleHits(folded.slice(article[0].length))[0]?.index === 0;
}

/** A signer's name: capitalised words, no digit nor clause mark. */
const NAME_CELL = /^(?:(?:M\.|Mme|Mlle|Me|Dr)\s+)?\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){1,5}$/u;
/** Two cells apart by three spaces at least. */
const TWO_CELLS = /^([^\n]*?\S)[ \t]{3,}(\S[^\n]*)$/;
/** How far the second cells' starts may stand apart on the two lines. */
const ALIGN_SLACK = 6;

/** A line holding two offices apart, looked for first: most texts have none (speed only). */
const TWO_OFFICES_LINE = /(?:^|\n)[ \t]*(?:[Ll][ea]|LE|LA)[ \t][^\n]*?\S[ \t]{3,}(?:[Ll][ea]|LE|LA)[ \t]/;

export function withSignaturePairsApart(text: string): string {
  if (!TWO_OFFICES_LINE.test(text)) return text;
  const lines = text.split('\n');
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const offices = TWO_CELLS.exec(lines[i]!.trim());
    const names = offices ? TWO_CELLS.exec(lines[i + 1]!.trim()) : null;
    if (!offices || !names) continue;
    const [, office1, office2] = offices;
    const [, name1, name2] = names;
    if (!officeCell(office1!) || !officeCell(office2!) || !NAME_CELL.test(name1!) || !NAME_CELL.test(name2!)) continue;
    const officesAt = lines[i]!.indexOf(office2!, lines[i]!.indexOf(office1!) + office1!.length);
    const namesAt = lines[i + 1]!.indexOf(name2!, lines[i + 1]!.indexOf(name1!) + name1!.length);
    if (Math.abs(officesAt - namesAt) > ALIGN_SLACK) continue;
    lines.splice(i, 2, `${office1} ${name1}`, `${office2} ${name2}`);
    i += 1;
  }
  return lines.join('\n');
}
