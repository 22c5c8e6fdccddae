/**
 * The lines around a position of a text, for readings that look one line further (a name a narrow
 * column carries on, a card's second line). Bounds are offsets into the text; `end` is the line's
 * newline or the text's length.
 */
export interface TextLine {
  start: number;
  end: number;
  text: string;
}

/** The line holding `index`. */
export function lineAt(text: string, index: number): TextLine {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const newline = text.indexOf('\n', index);
  const end = newline < 0 ? text.length : newline;
  return { start, end, text: text.slice(start, end) };
}

/** The line after the one holding `index`, or null when that line is the text's last. */
export function lineAfter(text: string, index: number): TextLine | null {
  const newline = text.indexOf('\n', index);
  return newline < 0 ? null : lineAt(text, newline + 1);
}
