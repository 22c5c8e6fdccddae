/**
 * A page's footer or running header that cuts a sentence, between the blank margins extraction
 * leaves around it: a line holding the page's date and its folio apart from it by a wide gap
 * ('ACTU NC – n° 412 – jeudi 19 novembre 2026          14'), with a line left open above and a line
 * that goes on below ('immatriculée au RIDET sous le n° 1 402' / '' / footer / '' / '700.001.'). A
 * reader reads the sentence on across the page: the identifier the break cuts is one number. The
 * line's date is the page's (publication-date.ts reads it from the text as printed).
 */

import { findFrenchDates } from './french-date.ts';

// The folio beside a wide gap at the line's start or end: the cheap sign of such a line (speed only).
const MAY_HOLD_FOLIO = /(?:^|\n)[ \t]*\d{1,4}[ \t]{3,}\S|\S[ \t]{3,}\d{1,4}[ \t]*(?:\n|$)/;
const WIDE_GAP = /[ \t\u00a0]{3,}/;
const FOLIO = /^(?:(?:page|p\.)\s*)?\d{1,4}$/i;
// A line left open: no sentence's, field's or bracket's end.
const LEFT_OPEN = /[^.:;!?»)\s][ \t]*$/u;
// The line below goes on with the sentence: it opens in lower case or with a digit.
const GOES_ON = /^[ \t]*[\p{Ll}\d]/u;

/** The date of `line` when it is a page's dated footer: its folio and one other item holding one date, a wide gap between; else null. */
function dateOfFooter(line: string): string | null {
  const items = line.trim().split(WIDE_GAP);
  if (items.length < 2 || items.length > 3) return null;
  const folio = FOLIO.test(items[0]!) ? 0 : FOLIO.test(items.at(-1)!) ? items.length - 1 : -1;
  if (folio < 0) return null;
  const dates = items.flatMap((item, i) => (i === folio ? [] : findFrenchDates(item)));
  return dates.length === 1 ? dates[0]!.iso : null;
}

/** Each dated footer cutting a sentence: the lines from the one left open above to the one going on below, and the footer's date. */
function* footerBreaks(lines: readonly string[]): Generator<{ above: number; below: number; date: string }> {
  for (let i = 1; i + 1 < lines.length; i += 1) {
    if (lines[i]!.trim() === '') continue;
    const date = dateOfFooter(lines[i]!);
    if (date === null) continue;
    let above = i - 1;
    while (above > 0 && lines[above]!.trim() === '') above -= 1;
    let below = i + 1;
    while (below + 1 < lines.length && lines[below]!.trim() === '') below += 1;
    if (lines[above]!.trim() === '' || !LEFT_OPEN.test(lines[above]!) || !GOES_ON.test(lines[below]!)) continue;
    yield { above, below, date };
  }
}

/** The text without each dated footer (and its blank margins) that cuts a sentence it stands in. */
export function withoutDatedFooterBreaks(text: string): string {
  if (!MAY_HOLD_FOLIO.test(text)) return text;
  const lines = text.split('\n');
  const drop = new Set<number>();
  for (const cut of footerBreaks(lines)) for (let j = cut.above + 1; j < cut.below; j += 1) drop.add(j);
  return drop.size === 0 ? text : lines.filter((_, j) => !drop.has(j)).join('\n');
}

/** The date of the first dated footer that cuts a sentence, wherever it falls: the page's. */
export function dateOfDatedFooterBreak(text: string): string | null {
  if (!MAY_HOLD_FOLIO.test(text)) return null;
  for (const cut of footerBreaks(text.split('\n'))) return cut.date;
  return null;
}
