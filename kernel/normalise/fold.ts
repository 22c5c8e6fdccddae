/**
 * Accent and case folding that keeps string length, so an index found in the folded text
 * points at the same place in the original (extractors match on folded text, slice the original).
 */

const COMBINING = /[\u0300-\u036f]/g;
const APOSTROPHES = new Set(['\u2019', '\u2018', '\u02bc', '\u00b4', '`']);
const SPACES = new Set(['\u00a0', '\u202f', '\u2007', '\t']);

export function fold(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch < '\u0080') {
      out += ch === '\t' ? ' ' : ch.toLowerCase();
    } else if (APOSTROPHES.has(ch)) {
      out += "'";
    } else if (SPACES.has(ch)) {
      out += ' ';
    } else if (ch === '\u2013' || ch === '\u2014' || ch === '\u2010' || ch === '\u2011') {
      out += '-';
    } else {
      const folded = ch.normalize('NFD').replace(COMBINING, '').toLowerCase();
      out += folded.length === 1 ? folded : ch;
    }
  }
  return out;
}
