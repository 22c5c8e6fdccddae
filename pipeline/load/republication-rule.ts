import { fold } from '../../kernel/normalise/fold.ts';

/**
 * When two announcements are two publications of one legal event (the same notice in the JONC
 * and in a newspaper, or in two newspapers): docs/pipeline.md, "Republications".
 *
 * - same company (RIDET), same type, different sources;
 * - published at most `REPUBLICATION_MAX_DAYS` apart (a notice goes to the JONC and to a
 *   newspaper within weeks of the act, not months);
 * - their texts say the same thing: at least `REPUBLICATION_MIN_OVERLAP` of the distinctive words
 *   of the shorter text are in the other one. The shorter one is the yardstick because each
 *   source wraps the notice in its own furniture (the JONC's running header, a newspaper's
 *   category line and reference), which only the longer text has.
 *
 * Two notices of one company, one type and close dates that are different events (two board
 * changes a month apart) differ in exactly what the overlap measures: names, dates, amounts.
 */
export const REPUBLICATION_MAX_DAYS = 60;
export const REPUBLICATION_MIN_OVERLAP = 0.8;

export interface PublicationFacts {
  ridet: string;
  type: string;
  source: string;
  /** YYYY-MM-DD */
  date: string;
  texte: string;
}

// Words every notice uses whatever it says: they would make any two notices look alike.
const COMMON = new Set(
  (
    'les des une aux par pour avec dans sur est sont ete que qui son ses leur leurs cette ces ' +
    'societe sarl sas sasu eurl selarl capital siege social sociale ridet rcs noumea avis ' +
    'date aux termes acte article statuts associe associes assemblee generale extraordinaire ordinaire ' +
    'decide decision nouvelle caledonie francs cfp greffe tribunal mixte commerce pour avis'
  ).split(/\s+/),
);

/** The distinctive words of a text: folded, 3 characters or more, not furniture. */
export function distinctiveWords(texte: string): Set<string> {
  const words = new Set<string>();
  for (const word of fold(texte).split(/[^a-z0-9]+/)) {
    if (word.length >= 3 && !COMMON.has(word)) words.add(word);
  }
  return words;
}

/** Share of the shorter word set found in the other (0 when either is empty). */
export function wordOverlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const word of small) if (large.has(word)) shared += 1;
  return shared / small.size;
}

function daysApart(a: string, b: string): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/**
 * @example
 * isRepublication(
 *   { ridet: '1234567001', type: 'dissolution', source: 'JONC', date: '2024-05-02', texte: 'JOURNAL OFFICIEL … DISSOLUTION ANTICIPÉE …' },
 *   { ridet: '1234567001', type: 'dissolution', source: 'LNC', date: '2024-04-26', texte: 'DISSOLUTION ANTICIPÉE …' },
 * ); // true when the texts share their distinctive words
 */
export function isRepublication(a: PublicationFacts, b: PublicationFacts, words?: { a: ReadonlySet<string>; b: ReadonlySet<string> }): boolean {
  if (a.ridet !== b.ridet || a.type !== b.type || a.source === b.source) return false;
  if (daysApart(a.date, b.date) > REPUBLICATION_MAX_DAYS) return false;
  return wordOverlap(words?.a ?? distinctiveWords(a.texte), words?.b ?? distinctiveWords(b.texte)) >= REPUBLICATION_MIN_OVERLAP;
}
