/**
 * A RIDET whose three-digit rank a narrow column cuts at the line's end (`RIDET` / `1 672 047.0` /
 * `01. Activité …`): the rank's digits on the next line finish it, and a reader reads the number
 * whole. Only when the two pieces make the rank's three digits exactly, after a labelled number of
 * seven digits and the rank's separator.
 */

const CUT_RANK = /(\bRID(?:ET)?\b[ ]*(?:n°|nº|:)?[ ]*\n?[ ]*\d{1,3}(?:[ .]?\d{3}){2}[ ]?[.\-/][ ]?)(\d{1,2})[ ]*\n[ ]*(\d{1,2})(?![\d])/gu;

/** The text with each RIDET's rank cut at a line's end read whole. */
export function withRidetRanksJoined(text: string): string {
  // A digit ending a line after a separator is looked for first (speed only).
  if (!/[.\-/][ ]?\d{1,2}[ ]*\n[ ]*\d/.test(text)) return text;
  return text.replace(CUT_RANK, (whole: string, head: string, first: string, rest: string) => (first.length + rest.length === 3 ? `${head}${first}${rest}` : whole));
}
