/**
 * A masthead's or a footer's date printed without its year, its weekday before it, where the same
 * line prints the year elsewhere (`LE DOMINICAL — n° 34 de l'année 2026 — dimanche 23 août`,
 * `NORD MAG — n° 88 — Avril 2026 (parution : jeudi 2 avril)`): a reader takes the line's year, the
 * one whose calendar gives that weekday, and reads the date whole. The year is written in after the
 * month so that the date readers read the line as printed in full; only where the weekday agrees
 * with exactly one of the years the line prints, and only on the page's edge lines, where a paper
 * dates its issue.
 */

import { fold } from './fold.ts';
import { MONTH_NAME_SOURCE, monthOfName, toIso } from './french-date.ts';

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
/** A weekday, its day and its month, no year after (folded line; a digit or a year after the month is a full date). */
const YEARLESS = new RegExp(String.raw`\b(${WEEKDAYS.join('|')})\s+(1er|\d{1,2})\s+(${MONTH_NAME_SOURCE})(?![\p{L}])(?!\.?\s*,?\s*\d)\.?`, 'gu');
const YEAR = /(?<!\d)(20\d{2})(?!\d)/g;
/** A weekday's name as printed, any case (speed only). */
const WEEKDAY_WORD = /lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche/i;
/** How many lines at the text's top and bottom are its edges. */
const EDGE_LINES = 4;

/** The text with the year written in after each yearless weekday date of an edge line that prints its year (see the file's comment). */
export function withLineYearsSupplied(text: string): string {
  // Most texts print no weekday without its year (speed only: the year and a weekday are looked for first).
  if (!/20\d{2}/.test(text) || !WEEKDAY_WORD.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let k = 0; k < lines.length; k += 1) {
    if (k >= EDGE_LINES && k < lines.length - EDGE_LINES) continue;
    const line = lines[k]!;
    if (!WEEKDAY_WORD.test(line)) continue;
    const folded = fold(line);
    // fold() keeps the line's length, so an offset in the folded line is one in the printed line.
    if (folded.length !== line.length) continue;
    const years = [...new Set([...folded.matchAll(YEAR)].map((m) => Number(m[1])))];
    if (years.length === 0) continue;
    let out = line;
    for (const m of [...folded.matchAll(YEARLESS)].reverse()) {
      const day = m[2] === '1er' ? 1 : Number(m[2]);
      const month = monthOfName(m[3]!);
      if (month === undefined) continue;
      const fitting = years.filter((year) => {
        const iso = toIso(year, month, day);
        return iso !== null && WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()] === m[1];
      });
      if (fitting.length !== 1) continue;
      const end = m.index + m[0].length;
      out = `${out.slice(0, end)} ${fitting[0]}${out.slice(end)}`;
      changed = true;
    }
    lines[k] = out;
  }
  return changed ? lines.join('\n') : text;
}
