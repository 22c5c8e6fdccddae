/**
 * The global copy of a pattern, built once: readers that find every match of a pattern given
 * non-global (labels, scoped facts) asked for a new RegExp on every call. `matchesOf` below
 * leaves the shared copy's `lastIndex` where it found it.
 */

const globals = new WeakMap<RegExp, RegExp>();

export function globalOf(pattern: RegExp): RegExp {
  let global = globals.get(pattern);
  if (global === undefined) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    globals.set(pattern, global);
  }
  return global;
}

/**
 * `text.matchAll(pattern)` for a global pattern, read with `exec` on the pattern itself: matchAll
 * builds a copy of the pattern on every call, which cost more than the scan of a notice's text
 * (about half a microsecond, some fifty calls a notice; speed only). Like matchAll it starts at
 * the pattern's `lastIndex`, is lazy, steps over an empty match by one code point (one code unit
 * without the u or v flag), and leaves `lastIndex` where it was whenever a match is handed out,
 * so the caller may use the same pattern while it reads them. An iterator object rather than a
 * generator: resuming a generator cost a fifth of a call's time (speed only).
 */
export function matchesOf(pattern: RegExp, text: string): IterableIterator<RegExpExecArray, undefined> {
  return new Matches(pattern, text);
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

class Matches implements IterableIterator<RegExpExecArray, undefined> {
  private readonly pattern: RegExp;
  private readonly text: string;
  /** The pattern's lastIndex when the first match was asked for; -1 before. */
  private start = -1;
  private at = 0;
  private finished = false;

  constructor(pattern: RegExp, text: string) {
    this.pattern = pattern;
    this.text = text;
  }

  next(): IteratorResult<RegExpExecArray, undefined> {
    if (this.finished) return DONE;
    const { pattern, text } = this;
    if (this.start < 0) {
      if (!pattern.global) throw new TypeError(`matchesOf needs a global pattern: /${pattern.source}/${pattern.flags}`);
      this.start = pattern.lastIndex;
      this.at = this.start;
    }
    pattern.lastIndex = this.at;
    const m = pattern.exec(text);
    this.at = m === null ? 0 : m[0] === '' ? nextIndex(text, pattern.lastIndex, pattern.unicode || pattern.flags.includes('v')) : pattern.lastIndex;
    pattern.lastIndex = this.start;
    if (m === null) {
      this.finished = true;
      return DONE;
    }
    return { value: m, done: false };
  }

  [Symbol.iterator](): this {
    return this;
  }
}

/** The spec's AdvanceStringIndex: one code unit, or the whole surrogate pair under the u or v flag. */
function nextIndex(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const unit = text.charCodeAt(index);
  if (unit < 0xd800 || unit > 0xdbff) return index + 1;
  const next = text.charCodeAt(index + 1);
  return next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}
