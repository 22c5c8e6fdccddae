/**
 * What the layout pass makes of a text: blocks a reader sees on the page, each with its span
 * [start, end) into the text it was given (the cleaned text), so a value read from a block can be
 * pointed at where it was printed.
 */

export interface Span {
  start: number;
  end: number;
}

/** A value printed under or beside its label, however the page laid them out. */
export interface LabelledValue {
  label: string;
  value: string;
  labelSpan: Span;
  /** From the value's first character to its last (a value over lines spans what lies between). */
  valueSpan: Span;
}

export type LayoutBlock =
  | { kind: 'heading'; span: Span; text: string }
  /**
   * `inline`: `Label : value` on one line (dot leaders included); `next-line`: the label alone on
   * its line, the value on the next; `column`: label and value in two columns without a colon;
   * `stacked`: a column of labels extracted whole, then the column of their values in the same
   * order (the span is the pair's label line; `valueSpan` lies after every label); `beside`: an
   * inline pair printed after another on the same line, a wide gap between (its span opens at the
   * gap, so the pair is read on a line of its own).
   */
  | ({ kind: 'pair'; span: Span; layout: 'inline' | 'next-line' | 'column' | 'stacked' | 'beside' } & LabelledValue)
  /**
   * A row of a table as text extraction leaves it, each cell with its column's name. `title` is
   * the record's name in a table with one column per record (`SOCIÉTÉ ABSORBÉE`).
   */
  | { kind: 'table-row'; span: Span; title: string | null; cells: LabelledValue[]; columnsSpan: Span }
  /**
   * One of several records printed side by side, a column each under its title (`Société
   * absorbante   Société absorbée`, then each company's name, form, identifier): its lines in order.
   */
  | { kind: 'record'; span: Span; title: string; lines: string[]; columnsSpan: Span }
  | { kind: 'paragraph'; span: Span; text: string }
  /** The publication's or the drafter's lines around the notice: signature, page footer. */
  | { kind: 'furniture'; span: Span; text: string };
