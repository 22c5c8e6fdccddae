/**
 * Accent and case folding that keeps string length, so an index found in the folded text
 * points at the same place in the original (extractors match on folded text, slice the original).
 */

const COMBINING = /[\u0300-\u036f]/g;
const APOSTROPHES = new Set(['\u2019', '\u2018', '\u02bc', '\u00b4', '`']);
const SPACES = new Set(['\u00a0', '\u202f', '\u2007', '\t']);

// Every extractor folds the same notice again; the last few results are kept (fold is pure).
const recent = new Map<string, string>();
const RECENT_SIZE = 8;

export function fold(text: string): string {
  const known = recent.get(text);
  if (known !== undefined) return known;
  const out = foldUncached(text);
  if (recent.size >= RECENT_SIZE) recent.delete(recent.keys().next().value!);
  recent.set(text, out);
  return out;
}

/** `fold` without the cache: for short strings folded once (a line, a label), which would only push the notice's own text out of it. */
export function foldUncached(text: string): string {
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
