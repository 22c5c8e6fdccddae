/**
 * Two columns a PDF's extraction printed side by side with the column rule between them as a bar
 * (`RÉDUCTION DE CAPITAL       |  Suivant décision de l'associé` / `Société : X  |  unique du …`):
 * a reader reads the left column down, then the right one. Read so when most lines of a paragraph
 * hold one bar at the same place and the right column is prose (its lines go on with each other,
 * in lower case); a record of labels and values (`Société | X`), a table of several cells a line,
 * is not.
 */

// The bar with the spaces around it; two spaces at least before it (a gutter, not a word's '|').
const BAR = /[ \t\u00a0]{2,}\|[ \t\u00a0]*/g;
const SLACK = 1;
/** Fewer barred lines cannot tell a column rule from chance. */
const MIN_BARRED = 4;
/** Of the right column's lines, this share at least goes on in lower case on the next one: prose. */
const MIN_JOINS = 0.5;

function barsOf(line: string): { start: number; end: number }[] {
  return [...line.matchAll(BAR)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
}

function columnsOf(paragraph: string): string | null {
  const lines = paragraph.split('\n');
  const bars = lines.map(barsOf);
  const barred = bars.filter((b) => b.length === 1);
  if (barred.length < MIN_BARRED || barred.length < 0.75 * lines.filter((l) => l.trim() !== '').length) return null;
  // The bar's place: where the first barred line prints it, every other one within the slack.
  const first = bars.findIndex((b) => b.length === 1);
  const column = lines[first]!.indexOf('|', bars[first]![0]!.start);
  if (bars.some((b, i) => b.length > 1 || (b.length === 1 && Math.abs(lines[i]!.indexOf('|', b[0]!.start) - column) > SLACK))) return null;
  const above: string[] = [];
  const left: string[] = [];
  const right: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const bar = bars[i]![0];
    if (lines[i]!.trim() === '') continue;
    if (!bar) {
      if (left.length === 0 && right.length === 0) above.push(lines[i]!);
      else return null;
      continue;
    }
    const l = lines[i]!.slice(0, bar.start).trim();
    const r = lines[i]!.slice(bar.end).trim();
    if (l) left.push(l);
    if (r) right.push(r);
  }
  let joins = 0;
  for (let i = 0; i + 1 < right.length; i += 1) if (/^\p{Ll}/u.test(right[i + 1]!)) joins += 1;
  if (right.length < MIN_BARRED || joins < MIN_JOINS * (right.length - 1)) return null;
  return [...above, ...left, '', ...right].join('\n');
}

/** The text with each paragraph of two bar-ruled columns read left column then right one; null when none. */
export function barGutterColumns(text: string): string | null {
  // Most texts print no bar after a gutter (speed only).
  if (!/[ \t]{2}\|/.test(text)) return null;
  const paragraphs = text.split(/(\n[ \t]*\n)/);
  let changed = false;
  for (let p = 0; p < paragraphs.length; p += 2) {
    const read = columnsOf(paragraphs[p]!);
    if (read === null) continue;
    paragraphs[p] = read;
    changed = true;
  }
  return changed ? paragraphs.join('') : null;
}
