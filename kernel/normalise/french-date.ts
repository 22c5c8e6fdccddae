/** French dates as printed in notices, to ISO 8601 YYYY-MM-DD. */

import { APPROVAL_NEAR_RULES } from './approval-dates.ts';
import { ACT_FIELD_SCORE, backOfficeDateReading, ORDER_DATE_SCORE, PUBLICATION_DATE_SCORE } from './back-office-dates.ts';
import { CAPITAL_ACT_AFTER_RULES, CAPITAL_ACT_NEAR_RULES } from './capital-dates.ts';
import { NOTICE_YEARS } from '../model/calendar-day.ts';
import { fold } from './fold.ts';
import { backgroundSpans, historySpans, mayHoldHistory, PLUPERFECT_SOURCE, withoutSpans, type ScoredDate } from './background.ts';
import { matchesOf } from './global-pattern.ts';
import { mayPrintRomanMonth, ROMAN_MONTH_DATE, romanMonth } from './roman-month-date.ts';
import { dateCellRowStart } from './table-date-cell.ts';
import { misspeltMonth } from './misspelt-month.ts';
import { isFieldValueAt, SPACED_DATE, SPACED_SLASH_DATE } from './spaced-field-date.ts';
import { WEEKDAY_LONGER_CUTS, WEEKDAY_NAMES } from './weekday-names.ts';
import { FRENCH_MONTHS } from './month-names.ts';

const MONTHS: Record<string, number> = {
  ...Object.fromEntries(FRENCH_MONTHS.map((name, k) => [name, k + 1])),
  janv: 1, fevr: 2, fev: 2, avr: 4, juil: 7, sept: 9, oct: 10, nov: 11, dec: 12,
  // Drafters who write in English, or after an English model: 'March 5, 2026', '5th March 2026'.
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6,
  july: 7, jul: 7, august: 8, aug: 8, september: 9, sep: 9, october: 10, november: 11, december: 12,
};
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
/** Every month's name and cut this file reads (folded, French and English, longest first), as a regex source. */
export const MONTH_NAME_SOURCE = MONTH_NAMES;
/** The month a folded name or cut of MONTH_NAME_SOURCE names. */
export function monthOfName(name: string): number | undefined {
  return MONTHS[name];
}

/** The weekdays' names (folded), as a regex source. */
const WEEKDAY = `(?:${WEEKDAY_NAMES}\\s+)?`;
/** A weekday's name or its cut, as a page's dateline prints it ('jeu. 12.11.2026', 'ven 20/11/26', 'vend. 18/09/2026'), as a regex source. */
export const WEEKDAY_OR_CUT = `(?:${WEEKDAY_NAMES}|${WEEKDAY_LONGER_CUTS}|(?:lun|mar|mer|jeu|ven|sam|dim)\\.?)`;
const WEEKDAY_OR_NOTHING = new RegExp(`^(?:${WEEKDAY_OR_CUT}\\s*)?$`);

/** Whether what is left of a date's item, folded and trimmed, is a weekday or nothing. */
export function isWeekdayOrNothing(rest: string): boolean {
  return WEEKDAY_OR_NOTHING.test(rest);
}
// An English ordinal ('5th', '21st', 'the 2nd of June') is the day as a reader reads it.
const ORDINAL = '(?:st|nd|rd|th)?(?:\\s+of)?';
// A cut month's dot may hold the year glued to it ('14 oct.2026').
const LONG = new RegExp(`\\b${WEEKDAY}(1\\s?er|premier|\\d{1,2})${ORDINAL}\\s+(${MONTH_NAMES})(?:\\.?,?\\s+|\\.)((?:19|20)\\d{2})\\b`, 'g');
/** A cut month closed by its dot and a two-digit year, as compositors print a date ('26 nov.26', '3 déc. 26'): the dot says the word is a month's cut, not a count's. */
const CUT_MONTH_SHORT_YEAR = new RegExp(`(?<![\\d/.])(1\\s?er|\\d{1,2})\\s+(${MONTH_NAMES})\\.\\s?(\\d{2})(?![\\d\\p{L}]|[.,/]\\d)`, 'gu');
// The month first, as English prints it: 'March 5, 2026', 'Nov. 12th, 2025'.
const MONTH_FIRST = new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+((?:19|20)\\d{2})\\b`, 'g');
/** A day, a word that may be a misprinted month, a year: '12 ocotbre 2026' (folded). */
const MISSPELT_MONTH_DATE = /(?<![\d\p{L}])(1\s?er|\d{1,2})\s+(\p{Ll}[\p{Ll}01]{3,9})\s+((?:19|20)\d{2})(?!\d)/gu;
// A date may be glued to the dot of a word cut before it ('mer.02.12.26', 'A.G.Ord.18.11.26', 'D.coll.19.10.26'):
// a dot after a letter closes an abbreviation; after a digit, a space or a line's start it is a number's or a sentence's.
const NUMERIC = /(?<![\d/])(?<![^a-z]\.|^\.)(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})(?![\d/])/gm;
// Self-drafted notices shorten the year ('3/10/24', '02.12.24'); telephone numbers are printed
// the same way, so one after a telephone label is no date.
const NUMERIC_SHORT = /(?<![\d/])(?<![^a-z]\.|^\.)(\d{1,2})([/.])(\d{1,2})\2(\d{2})(?![\d/]|[.,]\d)/gm;
export const PHONE_LABEL = /\b(?:tel|telephone|fax|portable|mobile|gsm|contact)\b[^\n]{0,12}$/;
const ISO = /(?<![\d/.-])((?:19|20)\d{2})-(\d{2})-(\d{2})(?![\d/-])/g;
// The year first with another separator ('2026/03/05', '2026.03.05'), as forms and databases print it.
const YEAR_FIRST_DIGITS = /(?<![\d/.-])((?:19|20)\d{2})([/.])(\d{1,2})\2(\d{1,2})(?![\d/]|[.,]\d)/g;

// Numbers written in words ('le quatorze mai deux mille vingt-six'), as deeds and
// judgments print them.
const NUMBER_WORDS: Record<string, number> = {
  un: 1, une: 1, premier: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10,
  onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20, trente: 30,
  quarante: 40, cinquante: 50, soixante: 60, cent: 100, cents: 100, mil: 1000, mille: 1000,
};
const NUMBER_WORD = `(?:${[...Object.keys(NUMBER_WORDS), 'et'].sort((a, b) => b.length - a.length).join('|')})`;
const NUMBER_PHRASE = `${NUMBER_WORD}(?:[\\s-]+${NUMBER_WORD})*`;
// The day's weekday may stand before it ('l'an deux mille vingt-six, le lundi vingt-huit septembre').
const YEAR_FIRST = new RegExp(`\\bl'an (${NUMBER_PHRASE}),?\\s+le\\s+${WEEKDAY}(1\\s?er|\\d{1,2}|${NUMBER_PHRASE})\\s+(${MONTH_NAMES})(?![\\p{L}])`, 'gu');
const WORDS = new RegExp(`(?<![\\p{L}])(${NUMBER_PHRASE})\\s+(${MONTH_NAMES})\\.?\\s+(${NUMBER_PHRASE}(?![\\p{L}])|(?:19|20)\\d{2}\\b)`, 'gu');
// The day in digits and the year in words ('le 5 mars deux mille vingt-six').
const DIGIT_DAY_WORDS_YEAR = new RegExp(`(?<![\\d/.])(1\\s?er|\\d{1,2})\\s+(${MONTH_NAMES})\\s+(${NUMBER_PHRASE})(?![\\p{L}])`, 'gu');

/** A French cardinal in words to its value: 'quatre-vingt-dix-neuf' 99, 'deux mille vingt-six' 2026. */
export function frenchNumberValue(words: string): number | null {
  const tokens = words.split(/[\s-]+/).filter((t) => t && t !== 'et');
  if (tokens.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const token of tokens) {
    const value = NUMBER_WORDS[token];
    if (value === undefined) return null;
    if (value === 1000) {
      total += (current || 1) * 1000;
      current = 0;
    } else if (value === 100) {
      current = (current || 1) * 100;
    } else if (value === 20 && current % 100 === 4) {
      // 'quatre-vingt': four twenties.
      current += 76;
    } else {
      current += value;
    }
  }
  return total + current;
}

export interface DateMention {
  iso: string;
  index: number;
  length: number;
}

/** A calendar date as ISO, or null for a day its month does not hold (a misprint). */
export function toIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day of a words date; leading words that belong to the sentence ('et', 'un') are dropped. */
function wordsDay(phrase: string): { day: number; skipped: number } | null {
  const tokens = phrase.split(/([\s-]+)/);
  for (let start = 0; start < tokens.length; start += 2) {
    const value = frenchNumberValue(tokens.slice(start).join(''));
    if (value !== null && value >= 1 && value <= 31) return { day: value, skipped: tokens.slice(0, start).join('').length };
  }
  return null;
}

/** Every valid date of a text, in reading order. Impossible dates (31 février) are skipped. */
const ISO_WEEK = /(?<![\p{L}\d])((?:19|20)\d{2})-w(\d{2})-([1-7])(?![\p{L}\d])/gu;

/** The day of ISO 8601's week date: week 1 holds the year's 4 January, its weeks open on Monday. */
function isoWeekDate(year: number, week: number, weekday: number): string | null {
  if (week < 1 || week > 53) return null;
  const january4 = new Date(Date.UTC(year, 0, 4));
  const monday = Date.UTC(year, 0, 4 - ((january4.getUTCDay() + 6) % 7));
  const day = new Date(monday + ((week - 1) * 7 + weekday - 1) * 86_400_000);
  // Week 53 only in the years that have one.
  if (week === 53 && isoWeekDate(year + 1, 1, weekday) === day.toISOString().slice(0, 10)) return null;
  return day.toISOString().slice(0, 10);
}

export function findFrenchDates(text: string): DateMention[] {
  const folded = fold(text);
  const found: DateMention[] = [];
  for (const m of matchesOf(LONG, folded)) {
    const dayText = m[1]!;
    const day = /^\d+$/.test(dayText) ? Number(dayText) : 1;
    const iso = toIso(Number(m[3]), MONTHS[m[2]!]!, day);
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  for (const m of matchesOf(NUMERIC, folded)) {
    const iso = toIso(Number(m[3]), Number(m[2]), Number(m[1]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  for (const m of matchesOf(CUT_MONTH_SHORT_YEAR, folded)) {
    const short = Number(m[3]);
    const iso = toIso(short >= 50 ? 1900 + short : 2000 + short, MONTHS[m[2]!]!, /^\d+$/.test(m[1]!) ? Number(m[1]) : 1);
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  for (const m of matchesOf(NUMERIC_SHORT, folded)) {
    if (PHONE_LABEL.test(folded.slice(Math.max(0, m.index - 30), m.index))) continue;
    const short = Number(m[4]);
    const iso = toIso(short >= 50 ? 1900 + short : 2000 + short, Number(m[3]), Number(m[1]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  for (const m of matchesOf(ISO, folded)) {
    const iso = toIso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  // ISO 8601's week date ('2026-W21-4': the Thursday of the year's 21st week), as a developers' page prints it.
  if (folded.includes('-w')) {
    for (const m of matchesOf(ISO_WEEK, folded)) {
      const iso = isoWeekDate(Number(m[1]), Number(m[2]), Number(m[3]));
      if (iso) found.push({ iso, index: m.index, length: m[0].length });
    }
  }
  // Deeds: 'l'an deux mille vingt-six, le trois mars'.
  for (const m of matchesOf(YEAR_FIRST, folded)) {
    const year = frenchNumberValue(m[1]!);
    const day = /^\d+$/.test(m[2]!) ? { day: Number(m[2]) } : /^1\s?er$/.test(m[2]!) ? { day: 1 } : wordsDay(m[2]!);
    if (!day || year === null || year < NOTICE_YEARS.first || year > NOTICE_YEARS.last) continue;
    const iso = toIso(year, MONTHS[m[3]!]!, day.day);
    if (iso) found.push({ iso, index: m.index, length: m[0].length });
  }
  // The forms below may overlap one read above ('premier mars 2026'): a date is read once.
  const known = found.length;
  const add = (mention: DateMention): void => {
    for (let k = 0; k < known; k += 1) {
      const other = found[k]!;
      if (mention.index < other.index + other.length && other.index < mention.index + mention.length) return;
    }
    found.push(mention);
  };
  for (const m of matchesOf(WORDS, folded)) {
    const day = wordsDay(m[1]!);
    const year = /^\d+$/.test(m[3]!) ? Number(m[3]) : frenchNumberValue(m[3]!);
    if (!day || year === null || year < NOTICE_YEARS.first || year > NOTICE_YEARS.last) continue;
    const iso = toIso(year, MONTHS[m[2]!]!, day.day);
    const start = m.index + day.skipped;
    if (iso) add({ iso, index: start, length: m.index + m[0].length - start });
  }
  if (folded.includes('mil')) {
    for (const m of matchesOf(DIGIT_DAY_WORDS_YEAR, folded)) {
      const year = frenchNumberValue(m[3]!);
      if (year === null || year < NOTICE_YEARS.first || year > NOTICE_YEARS.last) continue;
      const iso = toIso(year, MONTHS[m[2]!]!, /^\d+$/.test(m[1]!) ? Number(m[1]) : 1);
      if (iso) add({ iso, index: m.index, length: m[0].length });
    }
  }
  for (const m of matchesOf(MONTH_FIRST, folded)) {
    const iso = toIso(Number(m[3]), MONTHS[m[1]!]!, Number(m[2]));
    if (iso) add({ iso, index: m.index, length: m[0].length });
  }
  for (const m of matchesOf(YEAR_FIRST_DIGITS, folded)) {
    const iso = toIso(Number(m[1]), Number(m[3]), Number(m[4]));
    if (iso) add({ iso, index: m.index, length: m[0].length });
  }
  // A month's name misprinted by one letter ('12 ocotbre 2026'): misspelt-month.ts.
  for (const m of matchesOf(MISSPELT_MONTH_DATE, folded)) {
    if (MONTHS[m[2]!] !== undefined) continue;
    const month = misspeltMonth(m[2]!);
    const iso = month === null ? null : toIso(Number(m[3]), month, /^\d+$/.test(m[1]!) ? Number(m[1]) : 1);
    if (iso) add({ iso, index: m.index, length: m[0].length });
  }
  // A form's field printed with spaces ('Publication ........ 13 10 2026'): spaced-field-date.ts.
  for (const m of matchesOf(SPACED_DATE, folded)) {
    if (!isFieldValueAt(folded, m.index)) continue;
    const iso = toIso(Number(m[3]), Number(m[2]), Number(m[1]));
    if (iso) add({ iso, index: m.index, length: m[0].length });
  }
  if (folded.includes(' / ')) {
    for (const m of matchesOf(SPACED_SLASH_DATE, folded)) {
      const iso = toIso(Number(m[3]), Number(m[2]), Number(m[1]));
      if (iso) add({ iso, index: m.index, length: m[0].length });
    }
  }
  if (mayPrintRomanMonth(folded)) {
    for (const m of matchesOf(ROMAN_MONTH_DATE, folded)) {
      const short = m[4]!.length === 2;
      // A short year only beside a numeral printed in capitals, as a compositor sets a month ('9.III.26'): a lowercase 'x' or 'v' is a list's or a version's.
      const numeralAt = m.index + m[1]!.length + 1;
      if (short && text.slice(numeralAt, numeralAt + m[3]!.length) !== m[3]!.toUpperCase()) continue;
      const year = short ? (Number(m[4]) >= 50 ? 1900 : 2000) + Number(m[4]) : Number(m[4]);
      const iso = toIso(year, romanMonth(m[3]!), Number(m[1]));
      if (iso) add({ iso, index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * The first date of the text: '12 mars 2026', '1er avril 2026', '12/03/2026', '2026-03-12',
 * 'lundi 4 juin 2024', 'le quinze janvier deux mille vingt-six'. null when there is none.
 */
export function parseFrenchDate(text: string): string | null {
  return findFrenchDates(text)[0]?.iso ?? null;
}

// What the words before a date say about it. The act or judgment a notice reports wins; dates of
// registration, publication, cessation of payments, earlier procedures and signatures never do,
// and effective dates only when nothing else is dated. Each rule reads one span: `near` is the
// phrase since the last comma, `line` the line so far, `before` up to the previous date.
type Span = 'near' | 'line' | 'before';
// The participle alone names the company as the noun does ('l'AGE de l'absorbante du 30 juin').
// A small ad names the meeting by its side alone ('AGE absorbante 3/02/26').
// Its description may run over a line break ('celle de la société absorbante, réunie le' / 'mardi 30 juin').
const ABSORBING_SIDE = /(?:\bsociete |\bl'|\bag[eo]x? )absorbante\b(?:[^,;.]{0,30}|,[^,;.]{0,30})$/;
const ABSORBED_SIDE = /(?:\bsociete |\bl'|\bag[eo]x? )absorbee\b[^,;.\n]{0,30}$/;
const BEFORE_RULES: ReadonlyArray<readonly [Span, RegExp, number]> = [
  ['near', /\bnee?s?\s+le\s*$/, -100],
  ['line', /\bcessation des paiements\b[^.\n]{0,60}$/, -100],
  ['line', /^\s*(?:[-–•]\s*)?vu\b/, -60],
  ['line', /\bpour (?:avis|extrait|extraits|insertion|copie|publication)\b[^\n]{0,60}$/, -60],
  ['line', /(?:^|[.,]\s*)fait a [^,\n]{1,40},? le\s*$/, -60],
  // The signature's place and date on the line under 'Pour avis,' ('Pour avis,' / 'Koné, le 20 avril').
  ['before', /\bpour (?:avis|extrait|insertion|copie|publication)\b[^\n]{0,60}\n[^\n.]{0,40},? le\s*$/, -60],
  ['line', /\b(?:debut|commencement) d'activite\b[^\n]{0,20}$/, -40],
  ['line', /\bexercice\b[^.\n]{0,40}$/, -20],
  // The close of a financial year ('les comptes de l'exercice clos le 31 décembre 2031') dates the
  // accounts or a term's end, never an act.
  ['near', /\bexercices?(?: social| sociaux)?\s+(?:clos|se clotur\w*|clotur\w*)\s+(?:le|au)\s*$/, -100],
  ['line', /\bdate (?:de l'acte|des statuts|de la decision|de la deliberation|de l'assemblee|du jugement|de l'audience)\s*:?\s*$/, 45],
  ['before', /\b(?:jonc|journal officiel|bulletin|edition|parution|paru\w*|publie\w*|insertion)\b[^.\n]{0,60}$|\bpubl\.\s*$/, -50],
  // 'enreg.': a small ad's registration ('SSP 2/07/26 enreg. 9/07/26').
  // An identifier's or an amount's dot ('RIDET 1 234 567.001 depuis le') ends no phrase, as `near`
  // reads it; a bracket opened after it does ('n° 1 234 567.001 (acte du …)': the act's date).
  ['near', /\b(?:(?:enregistre\w*|immatricul\w*|radie\w*|inscrit\w*|depose\w*)\b|enreg\.)(?:[^,;.\n]{0,100}|[^,;.\n]{0,80}(?:\d\.\d{3})+[^,;.(\n]{0,40})$/, -60],
  // The ISEE, which gives the RIDET, dates the identifier's registration ('je l'ai reçu de l'ISEE le 14 juillet').
  ['near', /\b(?:isee|i\.s\.e\.e\.?)\b[^,;.\n]{0,40}$/, -60],
  // The cut word right before its date ('Immat. 4.03.26', 'enreg. 9/07/26'): its dot ends the phrase `near` reads.
  ['line', /\b(?:enreg|immatr?)\.\s*$/, -60],
  ['near', /\bouverte?s?\b[^,;.\n]{0,30}\b(?:le|du)\s*$/, -60],
  // A merger, apport or scission treaty is background: the meeting that approves it is the act.
  ['near', /\b(?:traite|projet|contrat) (?:de fusion|d'apport(?: partiel d'actifs?)?|de scission)\b[^.\n]{0,80}$/, -100],
  // A small ad's 'Traité SSP 2/01/26': the treaty under private signature, named by its deed alone.
  ['line', /\btraite\s+(?:ssp|s\.s\.p\.?|sous seing prive)\s*(?:du\s*)?$/, -100],
  ['near', /\b(?:jusqu'au|expir\w*|au plus tard|avant le|delai|limite|clos\w*\s+le)\b[^,;.\n]{0,30}$/, -20],
  // The deed of an earlier act a relative tells in the pluperfect ('la location-gérance …, qui lui
  // avait été consentie par acte sous seing privé du 1er décembre 2023, …, a été renouvelée par
  // avenant du 19 novembre 2026'): that act's date, not the one the notice reports.
  // The pluperfect is background.ts's ('avait été consentie', not 'avait une …').
  ['before', new RegExp(String.raw`\b(?:qui|que|qu'|dont)\s*(?:lui\s+|leur\s+|l'\s*|en\s+)?${PLUPERFECT_SOURCE}[^.;]{0,60}\b(?:du|le|en date du)\s*$`), -50],
  // A cour d'appel's decision is its arrêt ('Arrêt du 19 février 2026'), as the tribunal's is its jugement.
  // ('l'arrêt de l'activité' is no decision).
  ['before', /\b(?:jugement|arret (?:du|rendu|en date|de la cour|n°))[^.]{0,80}$/, 60],
  ['line', /^\s*(?:arrete|deliberation|decision|decret|ordonnance)\b[^\n]{0,80}\bdu\s*$/, 70],
  // A party described by the procedure it is under ('la société X, mise en liquidation judiciaire
  // par jugement du 9 mars 2026, …'): its state, an earlier judgment; an act the notice reports
  // itself (the deed that sells its business) comes before it, a judgment alone is still chosen.
  ['before', /\b(?:mise?|placee?|declaree?)s? en (?:liquidation judiciaire|redressement judiciaire|sauvegarde)\b[^.;]{0,30}\b(?:par|suivant|selon) jugement (?:du|en date du|rendu le)\s*$/, -30],
  // 'suivant' introduces a deed ('suivant acte du …'), not the next period ('exercice suivant').
  // 'SSP du 3/03/26', 'acte S.S.P.', 'ASSP 5 mars 26': a deed (acte) under private signature, abbreviated.
  ['before', /\b(?:aux termes|suivant(?!,|\s+soit\b)|par acte|selon acte|acte sous|acte authentique|acte notarie|acte recu|a?ssp\b|(?:a\.)?s\.s\.p\b)[^.]{0,160}$/, 50],
  ['before', /\b(?:assemblee|decision|deliberation|proces-verbal|reunion|seance|consultation|ago|age|agm|ag|pv)\b[^.]{0,100}$/, 40],
  // A deed that contains or deposits a meeting's minutes ('acte reçu le 6 octobre …, contenant
  // procès-verbal de l'assemblée tenue le 28 septembre') records the decision: the meeting it
  // dates is the act, over the deed's own date.
  ['before', /\b(?:contenant|constatant|relatant|portant depot d[eu]s?|depot d[eu]s?)\s+(?:le\s+|les\s+)?proces-verba(?:l|ux)\b[^.]{0,120}$/, 20],
  // A merger is made by the absorbing company's act: 'approuvé par l'assemblée de la société
  // absorbée du 28 juin et par celle de la société absorbante du 30 juin'.
  // Its meeting may be described before its date ('l'assemblée de la société absorbante, réunie le').
  ['before', ABSORBING_SIDE, 45],
  // The absorbed company's approval is not the act that makes the merger when the absorbing
  // company's is dated too ('l'assemblée de la société absorbée du 28 juin'): it scores lower
  // (and never above the absorbing company's, below).
  ['near', ABSORBED_SIDE, -15],
  // The phrase may be broken over two lines ('en date' / 'du 14').
  ['before', /\ben\s+date\s+(?:a [^.\n]{1,30} )?du\s*$/, 45],
  // An effective date is a fallback only: it scores below a bare 'le' or 'du'.
  // A small ad abbreviates 'à compter du' as 'à/c du' or 'à cpt', and 'effet' as 'eff.' (the date may be glued to its dot).
  ['line', /(?:\b(?:a compter|a\/c|a cpt|a partir|prendra effet|avec effet|effet|entree en jouissance|jouissance|prise de possession|realisee?)\b|\beff\.)[^,;.\n]{0,30}$/, -18],
  // The day a contract ends, printed right after the verb ('a pris fin le 28 février'), is when its
  // end takes effect; 'a pris fin par accord des parties le 3 mars' dates the agreement, an act.
  // A small ad's 'fin au 28/02/26' after the agreement's date says the same.
  ['near', /\b(?:(?:a pris|prend|prendra) fin\s+(?:le|au)|fin au)\s*$/, -18],
  // 'dès le 1er novembre', a small ad's 'dès 1.04.26': when a contract starts, an effect.
  ['near', /\bdes(?: le)?\s*$/, -18],
  // A resignation 'au 31/03/26' ('démiss. au …', 'démissionnaire au …') says when it takes effect.
  ['line', /\bdemiss\w*\.?\s+au\s*$/, -18],
  // A decision or deliberation cut short, its author's words cut after it ('Déc. coll. assoc. 6/03/26',
  // 'Délib. CA 3/11/26'): the act, as the words in full are (their dots end the phrases the rules below read).
  ['line', /\b(?:dec|decis|delib)\.(?:\s*[a-z]+\.?){0,3}\s*$/, 40],
  // A closure 'au 31 octobre' ('a décidé la fermeture de la succursale au 31 octobre', 'qui
  // cessera son activité au 28 février') says when it takes effect; the decision is dated apart.
  ['near', /\b(?:fermeture|fermera|fermee?s?|cessation|cesse|cesser\w*|mise en sommeil)\b[^,;.\n]{0,60}\bau\s*$/, -18],
  // A ratification confirms a decision already made and in force ('le président a transféré le
  // siège le 2 juin ; cette décision a été ratifiée par l'assemblée du 30 juin'): the decision it
  // confirms is the act, the ratification's meeting scores below it (and above a bare date).
  ['near', /\bratifi\w*\b[^,;.\n]{0,80}$/, -15],
  ['before', /\b(?:le|du|au)\s*$/, 10],
  // The end of a period right after its start ('du 1er juin 2026 au 31 mai 2028'): a term, never an act.
  ['before', /^\s*(?:au|jusqu'au)\s*$/, -40],
  // The same wordings as an English drafter writes them (rarer: scored like the French ones).
  ['near', /\bborn(?: on)?\s*$/, -100],
  ['before', /\bpublished\b[^.\n]{0,60}$/, -50],
  ['near', /\b(?:registered|filed)\b(?:[^,;.\n]{0,100}|[^,;.\n]{0,80}(?:\d\.\d{3})+[^,;.(\n]{0,40})$/, -60],
  ['before', /\b(?:resolutions?|meeting|decisions?|minutes|deed|signed|dated)\b[^.]{0,100}$/, 40],
  ['line', /\b(?:effective|with effect|as from|as of)\b[^,;.\n]{0,30}$/, -18],
  ['before', /\b(?:on|of|dated)\s*$/, 10],
  // A capital operation's certificate and the decision under a delegation (capital-dates.ts).
  ...CAPITAL_ACT_NEAR_RULES.map(([rule, weight]) => ['near', rule, weight] as const),
  // An approval (agrément) before the deed it allows (approval-dates.ts).
  ...APPROVAL_NEAR_RULES.map(([rule, weight]) => ['near', rule, weight] as const),
];

// What the rest of a date's sentence says (a deed that drew up a treaty: TREATY_DRAWN_AFTER below).
// A decision whose sentence names the absorbed company as its author ('Par décision du 30 avril,
// l'associé unique de la société absorbée a approuvé la fusion') is that company's approval.
const AFTER_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\s*,\s*(?:l'|le |la |les )(?:associee? unique|associes|actionnaires?(?: unique)?|assemblee\b[^,;.\n]{0,30}|conseil\b[^,;.\n]{0,30}|gerance|gerante?|presidente?)\s+de la societe absorbee\b/, -15],
  // 'le jugement du 14 novembre 2025 qui avait prononcé la liquidation': the pluperfect tells an
  // earlier decision the notice's own one (an arrêt, a conversion) overturns or follows.
  [/^\s*,?\s*(?:qui|lequel|laquelle)\s+(?:l'|lui\s+)?(?:avait|avaient)\b/, -50],
  // The act that closes a liquidation ('l'assemblée du 26 février a approuvé les comptes définitifs
  // de liquidation', '… a constaté la clôture de la liquidation') ends the company: a dissolution
  // told in the same notice is its background.
  // The start of a period whose end follows ('du 1er juin 2026 au 31 mai 2028'): a term, never an act.
  [/^\s*(?:au|jusqu'au)\s+(?:\d|1er\b|premier\b)/, -40],
  [/^[^.;\n]{0,120}\b(?:approuve\w* les comptes (?:definitifs|de (?:la )?liquidation|de cloture)|(?:prononce|constate)\w* la cloture de (?:la |sa )?liquidation)\b/, 50],
  ...CAPITAL_ACT_AFTER_RULES,
];
const AFTER_SPAN = 160;
/**
 * A deed that drew up a merger, apport or scission treaty ('en date du 15 janvier, les sociétés ont
 * établi un projet de fusion') is background, like a treaty named before its date. The parties may be
 * described at length before their verb, over a column's line breaks ('du 5 janvier 2026, la société
 * A, SARL …, dont le siège était …, et la société B ont établi un projet de traité de fusion'): read
 * further than the other rules after a date.
 */
const TREATY_DRAWN_AFTER = /^(?:[^.;]|\.(?=\d)){0,320}?\b(?:etabli|signe|arrete|conclu|redige)\w* (?:un|le|leur) (?:projet|traite|contrat)(?: de traite)? (?:de fusion|d'apport|de scission)\b/;
const TREATY_SPAN = 400;
const TREATY_DRAWN = -100;
// A date that opens the sentence of the organ that decides ('Le 2 mars 2026, l'assemblée générale
// extraordinaire des associés a décidé, avec effet au 1er avril, la transformation'): the act, over
// the later effective date the words before it would otherwise favour. Only a sentence that the
// bare date opens: after 'Suivant délibération du …' the deed's words already say so.
const OPENS_SENTENCE = /(?:^|[.;:]\s)\s*le\s*$/;
const ORGAN_DECIDES_AFTER = /^\s*,\s*(?:l'|le |la |les )(?:associee? unique|associes|actionnaires|assemblee\b[^,;.\n]{0,80}?|conseil\b[^,;.\n]{0,60}?|collectivite des associes)\s+(?:a|ont)\s+(?:decide|adopte|approuve|transforme|transfere|nomme)\b/;
const ORGAN_DECIDES = 40;
// A deed whose sentence makes a contribution ('Par acte du 3 juillet, A a fait apport à B de sa
// branche …') is the contribution's treaty, named so or not, when the text dates its approval ('Par
// décision du 15 septembre, B a approuvé l'apport et augmenté son capital'): the approval makes the
// change, the deed is its background, as a treaty is.
const CONTRIBUTION_MADE_AFTER = /^\s*,[^.;]{0,120}?\b(?:a|ont) fait apport\b/;
const CONTRIBUTION_APPROVED_AFTER = /^\s*,[^.;]{0,120}?\b(?:a|ont) approuve\w*\s+(?:l'apport|les apports)\b/;
const TREATY = -100;
const CONTRACT_DEED_BEFORE = /\b(?:consentie?s?|conclue?s?|suivant|par)\s+acte\b[^,;.\n]{0,40}\b(?:du|le|en date du)\s*$/;
// The rest of the sentence, over a description of the parties (no sentence end before the verb).
const ENDED_LATER = /^(?:[^.;]|\.(?=\d|\s?cfp)|(?<=\b(?:m|mme|me))\.){0,500}?\b(?:a pris fin|prend fin|a ete resiliee?)\b/;
const ENDED_SPAN = 520;
const ENDED_CONTRACT = -60;
// A rule this negative says the date is never an act of the company's own: a birth, a 'Vu'
// citation, a registration, a publication, a signature, an earlier procedure, a treaty.
const CITATION = -50;

/** The date of the act or judgment the notice reports; null when no date is given. */
export function findActDate(text: string): string | null {
  return findActDateMention(text)?.iso ?? null;
}

/** The act date as findActDate chooses it, with where it is printed and the score of the words before it. */
export interface ActDateMention extends DateMention {
  score: number;
  /** The words before it say it dates no act of the company's own (a registration, a publication, a signature…). */
  citation?: boolean;
}

/** A scored date, and whether a form prints it as a date of the order's life (back-office-dates.ts). */
interface OrderedDate extends ScoredDate {
  order: boolean;
}

/** A line's end that leaves its sentence open on a word or a comma (a field's value ends on its digits or its colon). */
const LEFT_OPEN_ON_WORD = /[\p{L},'’][ \t]*$/u;
/** A field's separator before a date: the line is a form's, not prose. */
const FIELD_SEPARATOR = /[:;|]/;

/**
 * Whether the line starting at `lineStart` opens in lower case under a line left open on a word,
 * prose up to the date at `at`: one sentence's wrapped lines.
 */
function continuesLineAbove(text: string, lineStart: number, at: number): boolean {
  if (lineStart === 0 || !/^[ \t]*\p{Ll}/u.test(text.slice(lineStart, lineStart + 8)) || FIELD_SEPARATOR.test(text.slice(lineStart, at))) return false;
  const above = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  return LEFT_OPEN_ON_WORD.test(above);
}

/** Every date of the text with the score of the words around it (see BEFORE_RULES), in reading order. */
function scoredDates(text: string, folded: string): OrderedDate[] {
  const scored: OrderedDate[] = [];
  let previousEnd = 0;
  // The deeds that make a contribution, and whether the text dates an approval of one.
  const contributions: number[] = [];
  let approved = false;
  // The merging companies' own approvals, told by the side named before their date.
  const absorbing: number[] = [];
  const absorbed: number[] = [];
  const mentions = findFrenchDates(text);
  for (const mention of mentions) {
    // A date's context ends at the previous date: 'aux termes ... du 12 mars, à compter du 1er
    // avril' introduces the first one only.
    const before = folded.slice(Math.max(0, mention.index - 200, previousEnd), mention.index);
    const lineStart = folded.lastIndexOf('\n', mention.index - 1) + 1;
    // A date that opens its line continues the previous one ('… ouverte le' / '16 avril 2025'); a
    // table's bare 'Date :' cell, its row's cell on the line before (table-date-cell.ts).
    const opensLine = folded.slice(lineStart, mention.index).trim() === '' && lineStart > 0;
    // A line that opens in lower case under a line left open goes on with its sentence, as a narrow
    // column wraps it ('Aux termes d'un acte' / 'reçu le 26 février …'): its words are read with it.
    const continues = !opensLine && continuesLineAbove(text, lineStart, mention.index);
    const from = opensLine || continues ? folded.lastIndexOf('\n', lineStart - 2) + 1 : (dateCellRowStart(folded, lineStart, mention.index) ?? lineStart);
    const line = folded.slice(from, mention.index).replace(/\n/g, ' ');
    const near = line.split(/[,;]|\.\s/).at(-1) ?? line;
    previousEnd = mention.index + mention.length;
    const spans: Record<Span, string> = { near, line, before };
    let score = 0;
    let citation = false;
    for (const [span, rule, weight] of BEFORE_RULES) {
      if (!rule.test(spans[span])) continue;
      score += weight;
      if (weight <= CITATION) citation = true;
    }
    // A form's or a back office's date of the order's life or of the publication, read by its
    // label's kind, its hours or its clause's end, and a form's field that dates an act
    // (back-office-dates.ts).
    const formed = backOfficeDateReading(folded, mention, mentions, near, continues);
    if (formed === 'order' && score > ORDER_DATE_SCORE) {
      score = Math.min(score, 0) + ORDER_DATE_SCORE;
      citation = true;
    } else if (formed === 'publication') {
      score += PUBLICATION_DATE_SCORE;
      citation = true;
    } else if (formed === 'act' && score < ACT_FIELD_SCORE) {
      score = ACT_FIELD_SCORE;
    }
    const after = folded.slice(previousEnd, previousEnd + AFTER_SPAN);
    for (const [rule, weight] of AFTER_RULES) if (rule.test(after)) score += weight;
    const rest = folded.slice(previousEnd, previousEnd + TREATY_SPAN);
    if ((rest.includes('projet') || rest.includes('traite') || rest.includes('contrat')) && TREATY_DRAWN_AFTER.test(rest)) score += TREATY_DRAWN;
    if (OPENS_SENTENCE.test(line) && ORGAN_DECIDES_AFTER.test(after)) score += ORGAN_DECIDES;
    // The deed of a contract whose end the sentence reports ('la location-gérance consentie par
    // acte du 1er juin 2023 … a pris fin') is background: the end is this notice's event.
    if (CONTRACT_DEED_BEFORE.test(near) && ENDED_LATER.test(folded.slice(previousEnd, previousEnd + ENDED_SPAN))) score += ENDED_CONTRACT;
    scored.push({ ...mention, score, citation, order: formed === 'order' });
    if (ABSORBING_SIDE.test(before)) absorbing.push(scored.length - 1);
    else if (ABSORBED_SIDE.test(near)) absorbed.push(scored.length - 1);
    if (after.includes('apport')) {
      if (CONTRIBUTION_APPROVED_AFTER.test(after)) approved = true;
      else if (CONTRIBUTION_MADE_AFTER.test(after)) contributions.push(scored.length - 1);
    }
  }
  if (approved) {
    for (const k of contributions) {
      scored[k]!.score += TREATY;
      scored[k]!.citation = true;
    }
  }
  // Whatever else its words say (a table's 'Décision de l'absorbée | assemblée du …'), the absorbed
  // company's approval stays below the absorbing company's dated one: that one makes the merger.
  const absorbingActs = absorbing.filter((k) => !scored[k]!.citation);
  if (absorbingActs.length > 0) {
    const floor = Math.max(...absorbingActs.map((k) => scored[k]!.score));
    for (const k of absorbed) if (scored[k]!.score >= floor) scored[k]!.score = floor - 1;
  }
  return scored;
}

/**
 * The sentences of a text that recall the company's history, every date in them more than a year
 * before the latest dated act (background.ts); `text` may be folded already.
 */
function historyOf(text: string): Array<{ start: number; end: number }> {
  if (!mayHoldHistory(text)) return [];
  const folded = fold(text);
  return historySpans(folded, scoredDates(text, folded));
}

/** The text with the sentences that recall the company's history blanked (offsets kept). */
export function withoutHistory(text: string): string {
  return withoutSpans(text, historyOf(text));
}

// The company's constitution, recalled in a notice of another event, is its history.
const CONSTITUTION_RECALLED = /\bconstitu\w*\b[^,;.\n]{0,80}$/;

/**
 * The dates that may be this notice's act, with the score of the words around them, in reading
 * order (the date candidates weigh them; findActDateMention picks from them). `type`: the
 * notice's type when known; a notice of another event than a constitution is not dated by the
 * constitution it recalls. The company's history is not this notice's act: its dates are left out.
 */
export function actDateMentions(text: string, context: { type?: string | null } = {}): ActDateMention[] {
  const folded = fold(text);
  const all = scoredDates(text, folded);
  // A date of the order's life (received, paid, sent…) dates no act and no publication: never the
  // notice's date, it is no candidate.
  const scored = all.some((m) => m.order) ? all.filter((m) => !m.order) : all;
  if (context.type && context.type !== 'creation') {
    for (const mention of scored) {
      const lineStart = folded.lastIndexOf('\n', mention.index - 1) + 1;
      const near = folded.slice(lineStart, mention.index).split(/[,;]|\.\s/).at(-1) ?? '';
      if (CONSTITUTION_RECALLED.test(near)) mention.score -= 60;
    }
  }
  const history = scored.length > 1 && mayHoldHistory(text) ? historySpans(folded, scored) : [];
  // Background told by its verb or markers, however recent, when the text tells its own act.
  if (scored.length > 0) history.push(...backgroundSpans(folded));
  if (history.length === 0) return scored;
  return scored.filter((mention) => !history.some((h) => mention.index >= h.start && mention.index < h.end));
}

/**
 * Equal evidence: a date its own words name a registration or a publication is not the act (a
 * deed's date against its registration's, the sentence's words about the deed counted for both);
 * else the later act is the one reported, earlier ones are its background.
 */
function winsTie(mention: ActDateMention, best: ActDateMention): boolean {
  const cited = Boolean(mention.citation);
  if (cited !== Boolean(best.citation)) return !cited;
  return mention.iso > best.iso;
}

/** The best-scored of actDateMentions; a date whose words say it is never the act (score below -10) is none. */
export function bestActDate(mentions: readonly ActDateMention[]): ActDateMention | null {
  let best: ActDateMention | null = null;
  for (const mention of mentions) {
    if (mention.score < -10) continue;
    if (!best || mention.score > best.score || (mention.score === best.score && winsTie(mention, best))) best = mention;
  }
  return best;
}

export function findActDateMention(text: string, context: { type?: string | null } = {}): ActDateMention | null {
  return bestActDate(actDateMentions(text, context));
}
