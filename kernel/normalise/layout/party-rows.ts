/**
 * A table's row that names a company by its role and gives its particulars in the other cells
 * (`Associé unique | SOCIÉTÉ H | SAS | 1 234 567.001 | Nouméa`, `Société absorbée ; Y ; SARL ; 2
 * 345 678 001`, `Société dont les titres sont cédés<TAB>X<TAB>SAS<TAB>RIDET …`): a reader reads the
 * row as one record, the company in it being what its role cell says. Written as a party is
 * described in prose (`Associé unique : SOCIÉTÉ H, SAS, RIDET 1 234 567.001, Nouméa`), which the
 * subject's readers weigh by its role (the sole shareholder is another company than the notice's
 * own, the dissolved one is the notice's). Whatever the table's separator: tabs, bars of any
 * kind, semicolons or the wide gaps of aligned columns; the column names above the rows are
 * dropped. A row printed over several lines of a barred table (the form under the name, its role
 * cell empty) is read whole. For the layout pass only; `texte` keeps the text as printed.
 */

import { foldUncached as fold } from '../fold.ts';

/**
 * The parties a notice's table names by a role that says the same of them whatever the act: the
 * sole shareholder (never the notice's own company), the company dissolved or absorbed, the
 * absorbing one. A sale's or a lease's sides are not read so: the seller is the subject when a
 * business is sold and another party when shares are, which a row alone does not say (the
 * table's own readers keep their column names).
 */
const PARTY_ROLE = /^(?:societe (?:absorbee|absorbante|dissoute|scindee)|associee? unique|actionnaire unique)(?: \(.{1,30}\))?\s*:?$/u;

/** The notice's own company, by what the act does to it ('Société dont les titres sont cédés'). */
const OWN_ROLE = /^societe (?:concernee|emettrice|dont les (?:titres|parts(?: sociales)?|actions|droits sociaux) sont cede(?:e)?s)\s*:?$/u;

// A role word the text must hold for a row of parties to be worth looking for (speed only).
const ROLE_WORD = /unique|absorb|dissout|scind|c[ée]d[ée]|concern|[ée]mettrice/iu;

/** An identifier: a RID of six or seven digits (spaced or dotted), its rank after a separator. */
const IDENTIFIER = /\b\d{1,3}[ .]?\d{3}[ .]?\d{3}\s*[.\-/ ]\s*\d{3}\b/gu;
const HAS_IDENTIFIER = new RegExp(IDENTIFIER.source, 'u');
/** A cell that is an identifier and nothing else: its label is the column's, written before it. */
const BARE_IDENTIFIER = /^\d{1,3}[ .]?\d{3}[ .]?\d{3}\s*[.\-/ ]\s*\d{3}$/u;

const BARS = /[|¦│┃║]/u;

/** A line's cells by its separator: tabs, bars, semicolons (two or more), else the wide gaps of aligned columns. */
export function cellsOf(line: string): string[] | null {
  if (line.includes('\t')) return line.split(/[ ]*\t[ \t]*/u).map((c) => c.trim());
  if (BARS.test(line)) {
    const cells = line.split(/[|¦│┃║]/u).map((c) => c.trim());
    // A frame's outer bars leave an empty cell at each end.
    if (/^\s*[|¦│┃║]/u.test(line)) cells.shift();
    if (/[|¦│┃║]\s*$/u.test(line)) cells.pop();
    return cells;
  }
  if ((line.match(/;/g)?.length ?? 0) >= 2) return line.split(';').map((c) => c.trim());
  if (/\S {2,}\S/u.test(line)) return line.trim().split(/ {2,}/u).map((c) => c.trim());
  return null;
}

/** A line of column names over the rows: a few words a cell, no digit, its first naming the parties' column. */
const ROLE_COLUMN = /^(?:role|qualite|partie|intervenant|societe)s?$/u;
function isHeader(cells: readonly string[] | null, width: number): cells is string[] {
  return cells !== null && cells.length === width && ROLE_COLUMN.test(fold(cells[0]!)) && cells.every((c) => c.length <= 30 && !/\d/u.test(c));
}

/** A markdown table's rule under its column names ('|---|:---|'). */
const MARKDOWN_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/u;

const roleKey = (cell: string): string => fold(cell).replace(/\s+/g, ' ').trim();
export const isRole = (cell: string): boolean => cell.length <= 60 && (PARTY_ROLE.test(roleKey(cell)) || OWN_ROLE.test(roleKey(cell)));

/** The row as one prose line (`Role : cell, cell, RIDET id`), or null when the row is not one party's record. */
function partyLine(cells: readonly string[]): string | null {
  const role = cells[0];
  if (role === undefined || !isRole(role)) return null;
  const rest = cells.slice(1).filter((c) => c !== '' && !/^[-–—]$/u.test(c));
  // A role and one value is a labelled pair, which the pairs' readers read; a colon after the
  // role's gap is one already ('Associé unique      : X').
  if (rest.length < 2 || rest[0]!.startsWith(':')) return null;
  // One party, one identifier: a row that prints two is no one party's record.
  const identifiers = rest.join(' ').match(IDENTIFIER)?.length ?? 0;
  if (identifiers !== 1 || HAS_IDENTIFIER.test(role)) return null;
  const particulars = rest.map((c) => (BARE_IDENTIFIER.test(c) ? `RIDET ${c}` : c.replace(/[,;]$/u, '')));
  return `${role.replace(/\s*:$/u, '')} : ${particulars.join(', ')}`;
}

/** The text with each party's row written as one prose line (see the file's comment), or the text itself. */
export function partyRowLines(text: string): string {
  if (!ROLE_WORD.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const cells = cellsOf(lines[i]!);
    if (!cells || cells.length < 2) {
      out.push(lines[i]!);
      continue;
    }
    // A barred row's next lines whose role cell is empty go on with its cells ('| | (SAS) | |').
    let j = i;
    const whole = [...cells];
    while (BARS.test(lines[i]!) && j + 1 < lines.length) {
      const next = BARS.test(lines[j + 1]!) ? cellsOf(lines[j + 1]!) : null;
      if (!next || next.length !== cells.length || next[0] !== '' || next.every((c) => c === '')) break;
      next.forEach((c, k) => {
        if (c !== '') whole[k] = whole[k] === '' ? c : `${whole[k]} ${c}`;
      });
      j += 1;
    }
    const line = partyLine(whole.map((c) => c.trim()));
    if (line === null) {
      out.push(lines[i]!);
      continue;
    }
    // The column names above the first row are the rows' own now: no line of words of its own.
    const ruleAbove = out.length > 0 && MARKDOWN_RULE.test(out.at(-1)!) ? 1 : 0;
    if (isHeader(cellsOf(out.at(-1 - ruleAbove) ?? ''), cells.length)) out.splice(out.length - 1 - ruleAbove, 1 + ruleAbove);
    out.push(line);
    changed = true;
    i = j;
  }
  return changed ? out.join('\n') : text;
}
