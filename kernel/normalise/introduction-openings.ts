/**
 * Where a company introduction may start (company-mentions.ts): an article-led one, found by code
 * units in one pass, at an article ('la', 'une', 'de la', 'à la', 'par la', each followed by white
 * space; 'l’' right before a word) before its kind of word, or at 'société' standing alone; one
 * that opens a line and reads its capital on it, at the start of a line holding 'au capital'; one
 * that opens a line, at each line's start.
 * The introductions that open so are then tried only at these places instead of at every
 * character (speed only): each list holds every place a match of its patterns can start, and
 * more (the patterns' own look-behinds and words turn the rest away).
 */

export interface IntroductionOpenings {
  /** Article before a word opening on s or S, and 'société'/'Société' itself: 'la société X', 'Société X'. */
  readonly societe: number[];
  /** Article (or elided 'l’') before a word opening on a capital, a digit or '&': 'la SARL X', 'l'EURL X', 'la COOPÉRATIVE X'. */
  readonly capitals: number[];
  /**
   * The start of each line holding 'au capital' (its line break, or 0 for the first line): where an
   * introduction that opens a line and reads the company's capital on that same line may start
   * ('Les Gîtes du Col, SARL au capital de …').
   */
  readonly capitalLines: number[];
  /**
   * The text's start, each line break and the unit after it: where an introduction that opens on
   * the text's start or a line break (`(?:^|\n)`, `(?:^|(?<=\n))`, no `m` flag) may start.
   */
  readonly lineStarts: number[];
}

/** ECMAScript's `\s`: white space and line terminators (what `\s+` after an article may cross). */
export function isPatternSpace(unit: number): boolean {
  if (unit <= 0x20) return unit === 0x20 || (unit >= 0x09 && unit <= 0x0d);
  if (unit < 0xa0) return false;
  return (
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000 ||
    unit === 0xfeff
  );
}

/** company-mentions.ts's capitals ('A-ZÀ-ÖØ-ÞŒŸ'), digits and '&': the units a name in capitals or a form's abbreviation opens on. */
export function isCapitalOpening(unit: number): boolean {
  return (
    (unit >= 0x41 && unit <= 0x5a) ||
    (unit >= 0x30 && unit <= 0x39) ||
    unit === 0x26 ||
    (unit >= 0xc0 && unit <= 0xd6) ||
    (unit >= 0xd8 && unit <= 0xde) ||
    unit === 0x152 ||
    unit === 0x178
  );
}

function isAsciiLetter(unit: number): boolean {
  return (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x41 && unit <= 0x5a);
}

const L_LOWER = 0x6c;
const L_UPPER = 0x4c;
const U_LOWER = 0x75;
const U_UPPER = 0x55;
const S_LOWER = 0x73;
const S_UPPER = 0x53;
const A_LOWER = 0x61;
const SPACE = 0x20;
const A_GRAVE = 0xe0;
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;

/** The places of each kind, each list ascending and without repeats. */
export function introductionOpenings(text: string): IntroductionOpenings {
  const societe: number[] = [];
  const capitals: number[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const unit = text.charCodeAt(i);
    if (unit !== L_LOWER && unit !== L_UPPER && unit !== U_LOWER && unit !== U_UPPER && unit !== S_LOWER && unit !== S_UPPER) continue;
    // Every article-led pattern opens with `(?<![\p{L}])`: a unit after an ASCII letter opens nothing.
    if (i > 0 && isAsciiLetter(text.charCodeAt(i - 1))) continue;
    if (unit === S_LOWER || unit === S_UPPER) {
      if (text.startsWith('oci', i + 1)) push(societe, i);
      continue;
    }
    let after: number;
    if (unit === U_LOWER || unit === U_UPPER) {
      if (!text.startsWith('ne', i + 1)) continue;
      after = i + 3;
    } else {
      const next = text.charCodeAt(i + 1);
      if (next === APOSTROPHE || next === RIGHT_QUOTE) {
        if (isCapitalOpening(text.charCodeAt(i + 2))) push(capitals, i);
        continue;
      }
      if (next !== A_LOWER) continue;
      after = i + 2;
    }
    let word = after;
    while (word < n && isPatternSpace(text.charCodeAt(word))) word++;
    if (word === after || word === n) continue;
    const first = text.charCodeAt(word);
    const toSociete = first === S_LOWER || first === S_UPPER;
    const toCapitals = isCapitalOpening(first);
    if (!toSociete && !toCapitals) continue;
    // 'de la', 'à la', 'par la' open where their first word does (one space between, as the patterns write it).
    const starts = [i];
    if (unit === L_LOWER) {
      if (text.startsWith('de ', i - 3)) starts.unshift(i - 3);
      else if (text.charCodeAt(i - 2) === A_GRAVE && text.charCodeAt(i - 1) === SPACE) starts.unshift(i - 2);
      else if (text.startsWith('par ', i - 4)) starts.unshift(i - 4);
    }
    for (const start of starts) {
      if (toSociete) push(societe, start);
      if (toCapitals) push(capitals, start);
    }
  }
  return { societe, capitals, capitalLines: capitalLines(text), lineStarts: lineStarts(text) };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    push(starts, at);
    push(starts, at + 1);
  }
  return starts;
}

function capitalLines(text: string): number[] {
  const starts: number[] = [];
  for (let at = text.indexOf('au capital'); at >= 0; at = text.indexOf('au capital', at + 1)) push(starts, Math.max(0, text.lastIndexOf('\n', at)));
  return starts;
}

function push(places: number[], at: number): void {
  if (places.length === 0 || places[places.length - 1]! < at) places.push(at);
}
