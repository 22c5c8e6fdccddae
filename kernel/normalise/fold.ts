/**
 * Accent and case folding that keeps string length, so an index found in the folded text
 * points at the same place in the original (extractors match on folded text, slice the original).
 */

const COMBINING = /[\u0300-\u036f]/g;
const APOSTROPHES = new Set(['\u2019', '\u2018', '\u02bc', '\u00b4', '`']);
const SPACES = new Set(['\u00a0', '\u202f', '\u2007', '\t']);

// Every extractor folds the same notice again; the last few results are kept (fold is pure). The
// kept texts are compared one by one, the oldest replaced first: a map hashed each new string of a
// notice's length to look it up, which cost more than comparing it with eight (a string of another
// length differs at once; speed only).
const keptTexts: string[] = [];
const keptFolds: string[] = [];
let oldestKept = 0;
const RECENT_SIZE = 8;
/** Lines and labels are folded faster than a lookup pays for, and would push the notice's own text out of the cache. */
const CACHED_FROM_LENGTH = 200;

// Rule after rule folds the same reading of the notice: it is compared with the last text folded
// before the map is asked, which hashes and compares the whole text (speed only).
let lastText = '';
let lastFolded = '';

export function fold(text: string): string {
  if (text.length < CACHED_FROM_LENGTH) return foldUncached(text);
  if (text === lastText) return lastFolded;
  let out = keptFold(text);
  if (out === undefined) {
    out = foldUncached(text);
    if (keptTexts.length < RECENT_SIZE) {
      keptTexts.push(text);
      keptFolds.push(out);
    } else {
      keptTexts[oldestKept] = text;
      keptFolds[oldestKept] = out;
      oldestKept = (oldestKept + 1) % RECENT_SIZE;
    }
  }
  lastText = text;
  lastFolded = out;
  return out;
}

/**
 * `fold(text.slice(start, end))`, sliced from the fold of the whole text when that fold is kept:
 * the readers of a notice fold windows and lines of the text the parse has already folded whole
 * (a parse folded some 1,500 units of slices again, three times its notice's length). Each code
 * unit folds alone to one unit, so the fold of a slice is the slice of the fold; a text whose fold
 * is not kept has its slice folded, as before (speed only).
 */
export function foldedSlice(text: string, start?: number, end?: number): string {
  if (text === lastText) return lastFolded.slice(start, end);
  const kept = text.length < CACHED_FROM_LENGTH ? undefined : keptFold(text);
  return kept === undefined ? fold(text.slice(start, end)) : kept.slice(start, end);
}

/** The kept fold of `text`, if it is one of the texts kept. */
function keptFold(text: string): string | undefined {
  for (let i = 0; i < keptTexts.length; i += 1) if (keptTexts[i] === text) return keptFolds[i];
  return undefined;
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

// Every unit folded (not read from a kept fold) is counted: the tests' seam for a reading that
// folds again what the parse has folded.
let unitsFolded = 0;

/**
 * @internal For the tests: how many code units have been folded since the process started, each
 * fold read from the cache or sliced from a kept fold counting none.
 */
export function foldedUnitCount(): number {
  return unitsFolded;
}

/** `fold` without the cache: for short strings folded once (a line, a label). */
export function foldUncached(text: string): string {
  unitsFolded += text.length;
  // The engine's lower case does most of the work at once; each unit it leaves that the fold
  // maps otherwise (the tab, anything past ASCII) is then read from the table at its own offset
  // (speed only). Lower case maps code units one for one except for 'İ' (two units) and the Greek
  // final sigma (read in context): the length check sends the first to the loop, and the table,
  // read from the printed unit, corrects the second; the one unit past ASCII that lowercases into
  // ASCII (the Kelvin sign) folds to the same letter.
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return foldByUnits(text);
  let out = '';
  let done = 0;
  for (let i = 0; i < lower.length; i += 1) {
    const unit = lower.charCodeAt(i);
    if (unit < 0x80 && unit !== 0x09) continue;
    const code = text.charCodeAt(i);
    let f = FOLDED_UNITS[code]!;
    if (f === 0) {
      f = foldUnit(text[i]!).charCodeAt(0);
      FOLDED_UNITS[code] = f;
    }
    out += lower.slice(done, i) + String.fromCharCode(f);
    done = i + 1;
  }
  return done === 0 ? lower : out + lower.slice(done);
}

/** Unit by unit through the table: for a text whose lower case changes its length. */
function foldByUnits(text: string): string {
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
