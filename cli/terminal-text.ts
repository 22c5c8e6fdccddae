/**
 * Text that came from outside (a reader's report, a source document) printed to an operator's
 * terminal. A line feed or carriage return in it would print a line of its own (a forged report,
 * a forged `corriger --retirer` command to copy), a C1 control (U+009B) would start an escape
 * sequence, and a bidirectional override or isolate would reorder the line as displayed. So every
 * such character is printed as an escape: line breaks and tabs as `\n`, `\r`, `\t`, the others as
 * `\u{…}`, and the backslash doubled, so that an escape typed by the reader stays told apart.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

/** `text` on one line, with nothing in it a terminal would act on. */
export function oneLine(text: string): string {
  return text.replace(UNSAFE, (c) => NAMED[c] ?? `\\u{${c.charCodeAt(0).toString(16).padStart(4, '0')}}`);
}

/** The characters JSON.stringify leaves as they are but a terminal acts on: C1 controls, bidi controls, separators. */
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * `value` as indented JSON for a terminal: the same JSON (a program reading it gets the same
 * strings back), with the characters above written as `\uXXXX` escapes, which JSON allows.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(UNSAFE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
