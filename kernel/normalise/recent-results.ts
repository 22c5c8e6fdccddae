/**
 * The last few results of a pure reader of a whole notice, kept by text: several rules read the
 * same notice's company mentions (the subject's name, the other companies' spans, the features).
 * Short texts (a line, a window) are read again: caching them would only push the notice out.
 */

const CACHED_FROM_LENGTH = 200;
const RECENT_SIZE = 4;

/** `read` with its last results kept; each call gets its own array (callers may sort or push), the items are shared. */
export function withRecentResults<T>(read: (text: string) => T[]): (text: string) => T[] {
  const recent = new Map<string, readonly T[]>();
  return (text: string): T[] => {
    if (text.length < CACHED_FROM_LENGTH) return read(text);
    const known = recent.get(text);
    if (known !== undefined) return known.slice();
    const out = read(text);
    if (recent.size >= RECENT_SIZE) recent.delete(recent.keys().next().value!);
    recent.set(text, out.slice());
    return out;
  };
}

/**
 * `read` with the results of its last two texts kept, whatever their length, the same result handed
 * out again: for a reader of a whole notice's reading whose callers read its result and never change
 * it, and ask for the same text one after another (the subject's judgments and the officers read the
 * same text's denials; speed only). Two texts, not one: a caller may read another text in between.
 */
export function withLastResults<T>(read: (text: string) => T): (text: string) => T {
  let lastText: string | null = null;
  let last: T | undefined;
  let earlierText: string | null = null;
  let earlier: T | undefined;
  return (text: string): T => {
    if (text === lastText) return last!;
    if (text === earlierText) return earlier!;
    const out = read(text);
    earlierText = lastText;
    earlier = last;
    lastText = text;
    last = out;
    return out;
  };
}

let linesText: string | null = null;
let lines: readonly string[] = [];

/**
 * `text.split('\n')`, the last text's kept: the page splitter, the cut neighbours' reader, the
 * layout and the header reader split the same notice one after another (speed only). Shared:
 * callers read it and never change it.
 */
export function linesOf(text: string): readonly string[] {
  if (text !== linesText) {
    lines = text.split('\n');
    linesText = text;
  }
  return lines;
}
