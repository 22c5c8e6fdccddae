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
/** Lines and labels are folded faster than a lookup pays for, and would push the notice's own text out of the cache. */
const CACHED_FROM_LENGTH = 200;

export function fold(text: string): string {
  if (text.length < CACHED_FROM_LENGTH) return foldUncached(text);
  const known = recent.get(text);
  if (known !== undefined) return known;
  const out = foldUncached(text);
  if (recent.size >= RECENT_SIZE) recent.delete(recent.keys().next().value!);
  recent.set(text, out);
  return out;
}

/** One UTF-16 code unit folded to exactly one code unit (the length-keeping rule). */
function foldUnit(ch: string): string {
  if (ch < '\u0080') return ch === '\t' ? ' ' : ch.toLowerCase();
  if (APOSTROPHES.has(ch)) return "'";
  if (SPACES.has(ch)) return ' ';
  if (ch === '\u2013' || ch === '\u2014' || ch === '\u2010' || ch === '\u2011') return '-';
  const folded = ch.normalize('NFD').replace(COMBINING, '').toLowerCase();
  return folded.length === 1 ? folded : ch;
}

// The fold of a code unit depends on nothing else, so each is computed once (Unicode
// normalisation per character was an eighth of the parser's time). 0 = not computed yet; NUL
// folds to itself, so recomputing it is harmless.
const FOLDED_UNITS = new Uint16Array(0x10000);
const CHUNK = 4096;
let units = new Uint16Array(CHUNK);

/** `fold` without the cache: for short strings folded once (a line, a label). */
export function foldUncached(text: string): string {
  const n = text.length;
  if (units.length < n) units = new Uint16Array(Math.max(n, units.length * 2));
  for (let i = 0; i < n; i += 1) {
    const code = text.charCodeAt(i);
    let f = FOLDED_UNITS[code]!;
    if (f === 0) {
      f = foldUnit(text[i]!).charCodeAt(0);
      FOLDED_UNITS[code] = f;
    }
    units[i] = f;
  }
  if (n <= CHUNK) return String.fromCharCode.apply(null, units.subarray(0, n) as unknown as number[]);
  let out = '';
  for (let start = 0; start < n; start += CHUNK) out += String.fromCharCode.apply(null, units.subarray(start, Math.min(n, start + CHUNK)) as unknown as number[]);
  return out;
}

/**
 * `fold(line.trim())` for each line of `text` split at '\n', from one fold of the whole text:
 * folding maps each code unit alone and only '\n' folds to '\n', so a line's fold is the slice
 * of the text's fold (readers that fold every line fold the notice once).
 */
export function foldedTrimmedLines(text: string): string[] {
  const folded = fold(text).split('\n');
  return text.split('\n').map((raw, i) => {
    const start = raw.length - raw.trimStart().length;
    return folded[i]!.slice(start, Math.max(start, raw.trimEnd().length));
  });
}
