/** French dates as printed in notices, to ISO 8601 YYYY-MM-DD. */

import { fold } from './fold.js';

const MONTHS: Record<string, number> = {
  janvier: 1, janv: 1, fevrier: 2, fevr: 2, fev: 2, mars: 3, avril: 4, avr: 4, mai: 5, juin: 6,
  juillet: 7, juil: 7, aout: 8, septembre: 9, sept: 9, octobre: 10, oct: 10, novembre: 11, nov: 11,
  decembre: 12, dec: 12,
};

const WEEKDAY = '(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\\s+)?';
const LONG = new RegExp(
  `\\b${WEEKDAY}(1\\s?er|premier|\\d{1,2})\\s+(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?\\s+((?:19|20)\\d{2})\\b`,
  'g',
);
const NUMERIC = /(?<![\d/.])(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})(?![\d/])/g;

export interface DateMention {
  iso: string;
  index: number;
  length: number;
}

function toIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every valid date of a text, in reading order. Impossible dates (31 février) are skipped. */
export function findFrenchDates(text: string): DateMention[] {
  const folded = fold(text);
  const found: DateMention[] = [];
  for (const m of folded.matchAll(LONG)) {
    const dayText = m[1]!;
    const day = /^\d+$/.test(dayText) ? Number(dayText) : 1;
    const iso = toIso(Number(m[3]), MONTHS[m[2]!]!, day);
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  for (const m of folded.matchAll(NUMERIC)) {
    const iso = toIso(Number(m[3]), Number(m[2]), Number(m[1]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The first date of the text: '12 mars 2026', '1er avril 2026', '12/03/2026',
 * 'lundi 4 juin 2024'. null when there is none.
 */
export function parseFrenchDate(text: string): string | null {
  return findFrenchDates(text)[0]?.iso ?? null;
}

// What the words just before a date say about it. The act or judgment a notice reports wins;
// birth dates and the notice's own publication are never the act.
const BEFORE_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bnee?s?\s+le\s*$/, -100],
  [/\b(?:jonc|journal officiel|bulletin|edition|parution|publie\w*)\b[^.\n]{0,40}$/, -50],
  [/\b(?:jusqu'au|expire\w*\s+le|au plus tard le|avant le|delai[^.]{0,30})\s*$/, -20],
  [/\bjugement[^.]{0,80}$/, 60],
  [/\b(?:aux termes|suivant|par acte|selon acte|acte sous|acte authentique|acte notarie)[^.]{0,160}$/, 50],
  [/\b(?:assemblee|decision|deliberation|proces-verbal|reunion|consultation|ago|age|agm|ag|pv)\b[^.]{0,100}$/, 40],
  [/\ben date (?:a [^.\n]{1,30} )?du\s*$/, 45],
  // An effective date is a fallback only: 'à compter du' scores below a bare 'le' or 'du'.
  [/\b(?:a compter|a partir|prendra effet|effet) (?:du|le)\s*$/, -8],
  [/\b(?:le|du)\s*$/, 10],
];

/** The date of the act or judgment the notice reports; null when no date is given. */
export function findActDate(text: string): string | null {
  const folded = fold(text);
  let best: { iso: string; score: number } | null = null;
  let previousEnd = 0;
  for (const mention of findFrenchDates(text)) {
    // A date's context ends at the previous date: 'aux termes ... du 12 mars, à compter du 1er
    // avril' introduces the first one only.
    const before = folded.slice(Math.max(0, mention.index - 200, previousEnd), mention.index);
    previousEnd = mention.index + mention.length;
    let score = 0;
    for (const [rule, weight] of BEFORE_RULES) if (rule.test(before)) score += weight;
    if (score < -10) continue;
    if (!best || score > best.score) best = { iso: mention.iso, score };
  }
  return best?.iso ?? null;
}
