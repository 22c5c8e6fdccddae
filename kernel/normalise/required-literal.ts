/**
 * The words every match of a pattern must contain, to skip the regular expression on a text
 * that lacks one: `String.includes` scans a notice many times faster than a
 * pattern that opens with a word boundary. Only words without spaces are taken, so a text whose
 * single line breaks were read as spaces (classify.ts) holds a word exactly when the printed text does.
 */

const WORD_CHAR = /[a-z0-9']/;
const QUANTIFIERS = new Set(['?', '*', '+', '{']);
/** Shorter words are in nearly every notice: the check would cost without ever sparing a scan. */
const MIN_LENGTH = 3;

/** The index of each `|`, or of each group's opening `(`, at the top level of `source` (outside groups and classes). */
function topLevel(source: string, mark: '|' | '('): number[] {
  const found: number[] = [];
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (ch === '\\') i += 1;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') {
      if (depth === 0 && mark === '(') found.push(i);
      depth += 1;
    } else if (ch === ')') depth -= 1;
    else if (ch === '|' && depth === 0 && mark === '|') found.push(i);
  }
  return found;
}

/** Where the group opening at `open` closes, or -1. */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i += 1) {
    const ch = source[i]!;
    if (ch === '\\') i += 1;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')' && (depth -= 1) === 0) return i;
  }
  return -1;
}

/** The runs of letters written plainly at the top level of `source` (outside groups and classes): each is in every match. */
function plainWords(source: string): string[] {
  const words: string[] = [];
  let word = '';
  const close = (next: string | undefined): void => {
    // 'constitutions?': the quantifier makes the last letter optional, so it is not required.
    const kept = next !== undefined && QUANTIFIERS.has(next) ? word.slice(0, -1) : word;
    if (kept.length >= MIN_LENGTH) words.push(kept);
    word = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const ch = source[i]!;
    if (WORD_CHAR.test(ch)) {
      word += ch;
      continue;
    }
    close(ch);
    if (ch === '\\') i = escapeEnd(source, i);
    else if (ch === '[') i = classEnd(source, i);
    // A counted quantifier's digits ('{0,160}') are no text.
    else if (ch === '{') i = Math.max(i, source.indexOf('}', i));
    else if (ch === '(') {
      i = groupEnd(source, i);
      if (i < 0) return [];
    }
  }
  close(undefined);
  return words;
}

/** The last index of the escape opening at `at` (`\\b`, `\\u00e9`, `\\u{1F600}`, `\\x41`, `\\p{Lu}`, `\\k<name>`), whose letters are no text. */
function escapeEnd(source: string, at: number): number {
  const kind = source[at + 1];
  const braced = source[at + 2] === '{' ? source.indexOf('}', at + 2) : -1;
  if ((kind === 'u' || kind === 'p' || kind === 'P') && braced > 0) return braced;
  if (kind === 'u') return at + 5;
  if (kind === 'x') return at + 3;
  if (kind === 'c') return at + 2;
  if (kind === 'k' && source[at + 2] === '<') return Math.max(at + 1, source.indexOf('>', at + 2));
  return at + 1;
}

/** Where the class opening at `open` closes. */
function classEnd(source: string, open: number): number {
  for (let i = open + 1; i < source.length; i += 1) {
    if (source[i] === '\\') i += 1;
    else if (source[i] === ']') return i;
  }
  return source.length;
}

// What makes an alternative more than signs: the pattern's own syntax, a space (a line break read as one
// would change the text), a word's letters or digits (plainWords reads those).
const NOT_SIGN = /[\\^$.*+?()[\]{}|/\sa-zA-Z0-9']/;

/**
 * The ASCII signs a notice prints only in a brief's shorthand ('CP < ½ du capital'): a comparison.
 * Every other one alone ('-', ':', '/') is in nearly every notice.
 */
const RARE_ASCII_SIGNS = new Set(['<', '>']);

/**
 * An alternative written as signs alone ('->', '=>', '→', '⇒': an arrow between two amounts) is
 * in every match that takes it, as a word is. One common ASCII sign alone is in nearly every
 * notice: the check would cost without ever sparing a scan, as a short word's would.
 */
function signsOf(alternative: string): string | undefined {
  if (alternative.length === 0 || NOT_SIGN.test(alternative)) return undefined;
  return alternative.length > 1 || alternative.charCodeAt(0) > 0x7f || RARE_ASCII_SIGNS.has(alternative) ? alternative : undefined;
}

/**
 * What a match must contain: every word of `all`, and one word of each of `groups` (a group a
 * match must hold, one word per alternative of it).
 */
export interface RequiredWords {
  all: string[];
  groups: string[][];
}

/**
 * What the group opening at `open` needs when the pattern's match must hold it (no quantifier
 * after it, no lookaround): one word per alternative, from the words the alternative needs (its
 * own groups' included, `(?:a|ont) (?:pris|adopte)`: pris or adopte). Null when an alternative
 * needs no word.
 */
function groupWords(source: string, open: number): string[] | null {
  const end = groupEnd(source, open);
  if (end < 0 || (end + 1 < source.length && QUANTIFIERS.has(source[end + 1]!))) return null;
  let from = open + 1;
  if (source[from] === '?') {
    const kind = source[from + 1];
    const named = kind === '<' && source[from + 2] !== '=' && source[from + 2] !== '!';
    if (kind === ':') from += 2;
    else if (named) from = source.indexOf('>', from) + 1;
    else return null;
  }
  const inner = source.slice(from, end);
  return alternativesNeeds(inner, topLevel(inner, '|'));
}

/**
 * One need of each alternative of `source` split at its top-level `bars` (its longest word, its
 * rarest group or its signs), without repeats: a match of any alternative holds one of them. Null
 * when an alternative needs nothing.
 */
function alternativesNeeds(source: string, bars: readonly number[]): string[] | null {
  const words: string[] = [];
  let start = 0;
  for (const bar of [...bars, source.length]) {
    const alternative = source.slice(start, bar);
    const needed = sequenceWords(alternative);
    const signs = needed === null ? signsOf(alternative) : undefined;
    if (needed !== null) words.push(...oneNeed(needed));
    else if (signs !== undefined) words.push(signs);
    else return null;
    start = bar + 1;
  }
  return [...new Set(words)];
}

/**
 * The words a pattern needs: those written plainly at its top level ('\bont constitue\b': ont,
 * constitue), and one per alternative of each group every match holds (`\b(?:cession|vente) du
 * fonds`: cession or vente; `\b(?:a cede|ont cede)\b`: cede); for a pattern of alternatives
 * (`\bpas de dissolution\b|\bsans dissolution\b|\bmise en liquidation\b`), one word each
 * alternative needs, one of which every match holds. Null when no word is needed.
 */
export function requiredLiterals(pattern: RegExp): RequiredWords | null {
  if (pattern.flags.includes('i') || pattern.flags.includes('v')) return null;
  const source = pattern.source;
  const bars = topLevel(source, '|');
  return bars.length > 0 ? alternativesWords(source, bars) : sequenceWords(source);
}

/** The length of a group's shortest word: the longer, the fewer texts hold one. */
const shortest = (words: readonly string[]): number => Math.min(...words.map((w) => w.length));

/**
 * One need of an alternative, to stand for it in its group's or pattern's list (a match of the
 * alternative holds it): its longest plain word, or its group when the group's shortest word is
 * longer, the rarer in notices ('est (?:maintenant|desormais) au': maintenant or desormais, not 'est').
 */
function oneNeed({ all, groups }: RequiredWords): string[] {
  if (groups.length === 0) return [all[0]!];
  return all.length > 0 && all[0]!.length >= shortest(groups[0]!) ? [all[0]!] : groups[0]!;
}

/**
 * The words of a pattern without alternatives at its top level, as requiredLiterals: its plain
 * words longest first, its groups shortest word longest first (the first asked are the rarest).
 */
function sequenceWords(source: string): RequiredWords | null {
  const groups: string[][] = [];
  for (const open of topLevel(source, '(')) {
    const words = groupWords(source, open);
    if (words) groups.push(words);
  }
  groups.sort((a, b) => shortest(b) - shortest(a));
  const all = plainWords(source).sort((a, b) => b.length - a.length);
  return all.length > 0 || groups.length > 0 ? { all, groups } : null;
}

/**
 * A match of a pattern of alternatives is a match of one of them, so it holds a word that one
 * needs: one need of each alternative, or its signs. Null when an alternative needs nothing.
 */
function alternativesWords(source: string, bars: readonly number[]): RequiredWords | null {
  const words = alternativesNeeds(source, bars);
  return words === null ? null : { all: [], groups: [words] };
}

const known = new WeakMap<RegExp, RequiredWords | null>();

/** requiredLiterals of a pattern, read from its source once (speed only). */
function literalsOf(pattern: RegExp): RequiredWords | null {
  let words = known.get(pattern);
  if (words === undefined) {
    words = requiredLiterals(pattern);
    known.set(pattern, words);
  }
  return words;
}

/** False only when the pattern cannot match `text` (it lacks a word the pattern needs). */
export function mayMatch(pattern: RegExp, text: string, words: RequiredWords | null = literalsOf(pattern)): boolean {
  if (words === null) return true;
  for (const w of words.all) if (!text.includes(w)) return false;
  for (const group of words.groups) if (!holdsOneOf(text, group)) return false;
  return true;
}

/**
 * `pattern.test(text)`, the pattern run only on a text that holds the words every match needs:
 * for a pattern rarely found, searched in every notice (speed only). `pattern` is declared once,
 * its words read once (a literal written in a call would be a new pattern each time).
 */
export function testWhereWords(pattern: RegExp, text: string): boolean {
  return mayMatch(pattern, text) && pattern.test(text);
}

function holdsOneOf(text: string, words: readonly string[]): boolean {
  for (const w of words) if (text.includes(w)) return true;
  return false;
}

/**
 * A pattern that holds wherever one of `words` occurs, as printed (no flag): one scan of the text
 * where `words.some((w) => text.includes(w))` makes one per word, two to three times slower for
 * ten words or more (speed only).
 */
export function oneOfWords(words: readonly string[]): RegExp {
  return new RegExp(words.map((w) => w.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')).join('|'));
}
