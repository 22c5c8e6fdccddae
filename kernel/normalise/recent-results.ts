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
