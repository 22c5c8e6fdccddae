/**
 * The company's history a notice recalls before its own act ('a été constituée par acte du 3 juin
 * 1998', 'son capital a été porté … par l'assemblée du 14 mai 2004'): a reader knows those
 * sentences are background because every date they print is well before the act the notice
 * reports. Their events are not this notice's type, and their dates are not its date.
 */

/** A date mention with the score the act-date rules gave the words before it (french-date.ts). */
export interface ScoredDate {
  iso: string;
  index: number;
  length: number;
  score: number;
  /** The words before it say it dates no event of the company's own (a birth, a 'Vu' citation, a registration…). */
  citation: boolean;
}

export interface Span {
  start: number;
  end: number;
}

// Dates the words before make an act's (a deed, a meeting, a decision, a judgment): the latest
// one is the notice's time. A deadline or an effective date ahead is not.
const DATES_AN_ACT = 40;
// How much older than the latest dated act a sentence's dates must all be to be history.
const HISTORY_YEARS = 1;

const YEAR = /\b(?:19|20)\d{2}\b/g;

/** Whether the text prints years far enough apart for a sentence to be history (speed only). */
export function mayHoldHistory(text: string): boolean {
  let low = 9999;
  let high = 0;
  for (const m of text.matchAll(YEAR)) {
    const year = Number(m[0]);
    if (year < low) low = year;
    if (year > high) high = year;
  }
  return high - low >= HISTORY_YEARS;
}

// A sentence ends at a full stop before a space or a line end (not the stop of a civility or of a
// one-letter abbreviation such as 's.s.p.') or at a blank line. Folded text: case is no guide.
const SENTENCE_END = /(?<!\b(?:m|mm|mme|mmes|mlle|me|mr|dr|st|ste|n|no|\p{L}))\.(?=\s|$)|\n[ \t]*\n/gu;

function sentences(folded: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const m of folded.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < folded.length) spans.push({ start, end: folded.length });
  return spans;
}

function yearsBefore(iso: string, years: number): string {
  return `${String(Number(iso.slice(0, 4)) - years).padStart(4, '0')}${iso.slice(4)}`;
}

/**
 * The sentences of `folded` (lower-case, as fold() gives it) that recall the company's history:
 * every date they print of an event is more than a year before the latest act the text dates.
 */
export function historySpans(folded: string, dates: readonly ScoredDate[]): Span[] {
  let latest: string | null = null;
  for (const d of dates) if (d.score >= DATES_AN_ACT && (latest === null || d.iso > latest)) latest = d.iso;
  if (latest === null) return [];
  const before = yearsBefore(latest, HISTORY_YEARS);
  const spans: Span[] = [];
  let k = 0;
  for (const sentence of sentences(folded)) {
    let dated = false;
    let old = true;
    for (; k < dates.length && dates[k]!.index < sentence.end; k += 1) {
      const d = dates[k]!;
      if (d.citation) continue;
      dated = true;
      if (d.iso >= before) old = false;
    }
    if (dated && old) spans.push(sentence);
  }
  return spans;
}

/** The text with its history sentences blanked (line breaks kept, so offsets hold). */
export function withoutSpans(text: string, spans: readonly Span[]): string {
  if (spans.length === 0) return text;
  let out = '';
  let at = 0;
  for (const span of spans) {
    out += text.slice(at, span.start) + text.slice(span.start, span.end).replace(/[^\n]/g, ' ');
    at = span.end;
  }
  return out + text.slice(at);
}
