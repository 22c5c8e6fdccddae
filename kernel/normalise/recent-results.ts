/**
 * The last few results of a pure reader of a whole notice, kept by text: several rules read the
 * same notice's company mentions (the subject's name, the other companies' spans, the features).
 * Short texts (a line, a window) are read again: caching them would only push the notice out.
 */

const CACHED_FROM_LENGTH = 200;
const RECENT_SIZE = 4;

/**
 * `read` with its last results kept; each call gets its own array (callers may sort or push), the
 * items are shared. The few texts are compared one by one, the oldest replaced first: a map hashed
 * each new string of a notice's length to look it up, which cost more than comparing it with four
 * (a string of another length differs at once; speed only).
 */
export function withRecentResults<T>(read: (text: string) => T[]): (text: string) => T[] {
  const texts: string[] = [];
  const results: (readonly T[])[] = [];
  let oldest = 0;
  return (text: string): T[] => {
    if (text.length < CACHED_FROM_LENGTH) return read(text);
    for (let i = 0; i < texts.length; i += 1) if (texts[i] === text) return results[i]!.slice();
    const out = read(text);
    if (texts.length < RECENT_SIZE) {
      texts.push(text);
      results.push(out.slice());
    } else {
      texts[oldest] = text;
      results[oldest] = out.slice();
      oldest = (oldest + 1) % RECENT_SIZE;
    }
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
