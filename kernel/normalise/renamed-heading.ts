/**
 * A header that prints a company's new name on the line under its former one ('X' / 'devenue « Y »',
 * 'X' / 'nouvellement dénommée Y'): the line says which name is the company's now.
 */

/** A line opening on 'devenue' (or 'désormais / nouvellement dénommée'), in folded text. */
const RENAMED_LINE = /(?:^|\n)[ \t]*(?:devenue?|(?:desormais|nouvellement) denommee?)[ \t]*:?[ \t]+(?=[«"“\p{L}\d])/u;

/** Where the new name starts on such a line (an index of `folded`, which keeps the text's indices), or -1. */
export function renamedLineNameStart(folded: string): number {
  const m = RENAMED_LINE.exec(folded);
  return m ? m.index + m[0].length : -1;
}
