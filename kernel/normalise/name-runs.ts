/**
 * A short insertion's name candidates where the rules read none (issue 32): every compositor labels
 * the name his own way (`Rs.`, `Sté :`, `DENOM`, `<SOCIÉTÉ>`, no label at all), so no label is read
 * here. Every maximal run of words in capitals (and every quoted string) is a candidate, described
 * by general cues around it: a legal form beside it, the subject's identifier or another company's
 * beside it, a short label glued before it (its letters not read), a civility or a given name beside
 * it (a person), an address's shape, the page's dated header line, its place among the runs, its
 * own shape. No name, word of a name or place is a feature: the weights are fitted on the labelled
 * corpora (run-name-model.ts, run-name-weights.ts).
 */

import { RUBRIC_LABEL_END } from './insertion-rubric.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';
import { nameKey } from './name-candidates.ts';
import { eventWordsOnly, isEventWord } from './event-words-only.ts';

export const RUN_NAME_FEATURES = [
  'form_before',
  'form_after',
  'after_label',
  'after_company_word',
  'label_word_dropped',
  'joined_lines',
  'before_subject',
  'after_subject',
  'nearest_before_subject',
  'nearest_after_subject',
  'same_line_as_subject',
  'near_other_identifier',
  'first_body_run',
  'second_body_run',
  'opens_line',
  'on_first_line',
  'on_dated_line',
  'after_arrow',
  'before_arrow',
  'new_name_marker',
  'old_name_marker',
  'before_colon',
  'person',
  'address',
  'in_brackets',
  'quoted',
  'words',
  'one_word',
  'short_word',
  'before_dot',
  'event_words',
  'month',
  'digits',
  'repeated',
] as const;

export type RunNameFeature = (typeof RUN_NAME_FEATURES)[number];

export interface RunNameCandidate {
  name: string;
  features: Record<RunNameFeature, number>;
}

// A notice written in sentences is read by the rules; six words in small letters in a row are a
// sentence no compositor prints (his fields are abbreviated, cut by marks).
const PROSE = /(?:(?<![\p{L}\d.])\p{Ll}[\p{Ll}'’-]*(?![\p{L}\d.])[ ]+){5}\p{Ll}[\p{Ll}'’-]*(?![\p{L}\d.])/u;
const INSERTION_LENGTH = 900;

/** A short insertion: fields, not sentences, and short. */
export function isShortInsertion(text: string): boolean {
  return text.length <= INSERTION_LENGTH && !PROSE.test(text);
}

// A word in capitals (digits, apostrophes, hyphens and '&' inside), not glued to a small letter or
// a digit before it; '&' alone joins two words.
const CAPITAL_WORD = String.raw`(?:[\p{Lu}\d][\p{Lu}\d'’&-]*|&)`;
const RUN = new RegExp(String.raw`(?<![\p{L}\d'’&-])${CAPITAL_WORD}(?:[ ]{1,2}${CAPITAL_WORD})*(?![\p{Ll}\d'’&-])`, 'gu');
const QUOTED = /[«"“]\s*([^«»"“”\n]{2,80}?)\s*[»"”]/gu;
const FORM_WORDS: ReadonlySet<string> = new Set(FORM_ABBREVIATIONS);
// An identifier's label closing a run ('X RCS Nouméa …', 'X RIDET …') is the next field's, no word of the name.
const IDENTIFIER_LABELS: ReadonlySet<string> = new Set(['RCS', 'RIDET', 'RID', 'IDT', 'N°']);
// A form printed before or after a run, across a compositor's marks and a short glued label
// ('; SAS', ' // SARL', ' (SARL)', '·Fme.SARL', 's.a.r.l. ').
const FORM_SOURCE = `(?:${FORM_ABBREVIATIONS.join('|')}|s\\.?a\\.?r\\.?l\\.?|s\\.?a\\.?s\\.?u?\\.?|e\\.?u\\.?r\\.?l\\.?)`;
const FORM_AFTER = new RegExp(`^[^\\p{L}\\d\\n]{0,6}(?:\\p{L}{1,5}[.:][ ]?)?${FORM_SOURCE}(?![\\p{L}\\d])`, 'iu');
// A run that ends its line may have its form open the next one: the layout pass sets a compositor's
// items on lines of their own (`X — SARL — Ridet …` read `X` / `SARL` / `Ridet …`). Not a form that
// opens another name in capitals (`CESSION DE PARTS` / `SCI LES GOYAVIERS`): that name's own. Read in
// the case printed (a letter class ignores case under the `i` flag).
const FORM_OPENS_NEXT_LINE = new RegExp(
  `^[^\\p{L}\\d\\n]{0,6}\\n[^\\p{L}\\d\\n]{0,3}(?:${FORM_ABBREVIATIONS.join('|')}|S\\.?A\\.?R\\.?L\\.?|S\\.?A\\.?S\\.?U?\\.?|E\\.?U\\.?R\\.?L\\.?)(?![\\p{L}\\d])(?=[ \\t]*(?:$|\\n|[^\\p{L}\\s]|\\p{Ll}|(?:AU|EN)\\s))`,
  'u',
);
const FORM_BEFORE = new RegExp(`(?<![\\p{L}\\d])${FORM_SOURCE}[^\\p{L}\\d\\n]{0,4}$`, 'iu');
// A short label glued or spaced before the run ('Rs.', 'Sté :', 'R:', '<SOCIÉTÉ>', 'Dénom. :'): its letters not read.
const LABEL_BEFORE = /(?:^|[^\p{L}\d])\p{L}[\p{L}°]{0,9}\.?\s?[:.>]\s*$/u;
const COMPANY_WORD_BEFORE = /(?:^|[^\p{L}])(?:soci[ée]t[ée]|st[ée]|entreprise|ets|établissements|etablissements)\.?\s*[:.]?\s*$/iu;
const CIVILITY_BEFORE = /(?:^|[^\p{L}])(?:M|MM|Mme|Mmes|Mlle|Me|Dr|Mr|Mrs)\.?\s*$/u;
const GIVEN_NAME_BEFORE = /(?:^|[^\p{L}])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?\s$/u;
const GIVEN_NAME_AFTER = /^\s\p{Lu}\p{Ll}+(?![\p{L}.])/u;
const ADDRESS_BEFORE = /(?:\d+[ ,]*(?:bis|ter)?[ ,]*|(?:^|[^\p{L}])(?:rue|r\.|av\.?|avenue|bd|boulevard|route|rte|chemin|allée|allee|lot|lotissement|quartier|impasse|place|BP|ZAC|ZI|Z\.I\.)\s*)$/iu;
const POSTCODE = /(?:^|[^\d])98\d{3}(?!\d)/u;
const ARROW_BEFORE = /(?:→|->|=>|>|»)\s*$/u;
const ARROW_AFTER = /^\s*(?:→|->|=>)/u;
const DATE_ON_LINE = /\d{1,2}\s*[./·|~_ -]\s*(?:\d{1,2}|[IVX]{1,4})\s*[./·|~_ -]\s*(?:\d{4}|\d{2})(?!\d)|\b(?:20\d\d)\b/u;
const MONTHS = new Set(['janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout', 'septembre', 'octobre', 'novembre', 'decembre', 'janv', 'fevr', 'fev', 'avr', 'juil', 'sept', 'oct', 'nov', 'dec']);
const ROMAN = /^[IVXL]+$/u;
const IDENTIFIER_REACH = 80;

// A name change's sides as compositors mark them ('nv. X', 'nouvelle dén. X', 'devient X'; 'anc. X', 'ex-X', 'X devient').
const NEW_MARKER_BEFORE = /(?:^|[^\p{L}])(?:nv|nvl|nvlle|nouv|nouvelle|nouveau|new|devient|devenue|désormais|desormais)\.?(?:\s*(?:d[ée]n(?:om)?(?:ination)?|rs|nom)\.?)?\s*[:.]?\s*[«"“]?\s*$/iu;
const OLD_MARKER_BEFORE = /(?:^|[^\p{L}])(?:anc|ancienne|ancien|ex|précédemment|precedemment|former|old)\.?(?:\s*(?:d[ée]n(?:om)?(?:ination)?|rs|nom)\.?)?\s*[:.-]?\s*[«"“]?\s*$/iu;
const OLD_MARKER_AFTER = /^\s*[»"”]?\s*(?:→|->|=>|devient|devenue|remplac)/iu;
// What is no company's notice whatever its runs (an association, a job offer, a call for tenders):
// no run is proposed, the quarantine stays (a name published there would publish a notice that is none).
const NOT_COMPANY = /(?:^|[^\p{L}])(?:association|amicale|club|comit[ée]|f[ée]d[ée]ration|syndicat|loi (?:du 1er juillet )?1901|offre d['’]emploi|recrute|appel d['’]offres?|march[ée] public)(?![\p{L}])/iu;
// An association's name cut to its capital before the name ('Asso. « X »', 'Assoc. X'); a partners'
// decision is cut in small letters or followed by its date ('déc. assoc.', 'DÉC. ASSOC. 22.X.2026').
const ASSOCIATION_CUT = /(?<![\p{L}])Asso(?:c|ciation)?\.?\s*(?=[«"“]|\p{Lu})/u;
// A court or its registry heading a greffe's extract ('GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA'): the
// publisher of the entry, never a company's name.
const COURT_OR_REGISTRY = /^(?:greffe|tribunal|cour d'appel|registre du commerce)\b/u;
const CURRENCY_ONLY = /^(?:F|XPF|CFP|F CFP|EUR|FCFP)$/u;

interface Run {
  name: string;
  start: number;
  end: number;
  dropped: boolean;
  quoted: boolean;
  joined?: boolean;
}

/** The run without a legal form at either end (the form beside the name, not a word of it). */
function trimmedRun(text: string, start: number, end: number): { start: number; end: number; formBefore: boolean; formAfter: boolean } | null {
  const words = [...text.slice(start, end).matchAll(/\S+/gu)].map((m) => ({ word: m[0], start: start + m.index, end: start + m.index + m[0].length }));
  let first = 0;
  let last = words.length - 1;
  let formBefore = false;
  let formAfter = false;
  while (first <= last && FORM_WORDS.has(words[first]!.word)) {
    first += 1;
    formBefore = true;
  }
  while (last >= first && (FORM_WORDS.has(words[last]!.word) || IDENTIFIER_LABELS.has(words[last]!.word))) {
    if (FORM_WORDS.has(words[last]!.word)) formAfter = true;
    last -= 1;
  }
  if (first > last) return null;
  return { start: words[first]!.start, end: words[last]!.end, formBefore, formAfter };
}

function lineBounds(text: string, at: number): { start: number; end: number } {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  return { start, end: end < 0 ? text.length : end };
}

/**
 * The candidates of a short insertion, in the order they are printed; one per different name (the
 * first place it is printed describes it). `subject` is where the subject's identifier is printed.
 */
export function runNameCandidates(text: string, subject: { index: number; end: number } | null, others: ReadonlyArray<{ index: number; end: number }>): RunNameCandidate[] {
  if (NOT_COMPANY.test(text) || ASSOCIATION_CUT.test(text)) return [];
  const runs: Array<Run & { formBefore: boolean; formAfter: boolean }> = [];
  const identifiers = [...(subject ? [subject] : []), ...others];
  const insideIdentifier = (start: number, end: number): boolean => identifiers.some((i) => start < i.end && end > i.index);
  for (const m of matchesOf(RUN, text)) {
    const trimmed = trimmedRun(text, m.index, m.index + m[0].length);
    if (!trimmed || insideIdentifier(trimmed.start, trimmed.end)) continue;
    const name = text.slice(trimmed.start, trimmed.end);
    if (name.replace(/[^\p{L}]/gu, '').length < 2 || CURRENCY_ONLY.test(name) || COURT_OR_REGISTRY.test(fold(name))) continue;
    runs.push({ name, start: trimmed.start, end: trimmed.end, dropped: false, quoted: false, formBefore: trimmed.formBefore, formAfter: trimmed.formAfter });
    // A label in capitals spaced before the name ('DENOM X Y'): the run without its first word too.
    const space = name.indexOf(' ');
    const firstWord = space < 0 ? '' : name.slice(0, space);
    if (space > 0 && firstWord.length <= 6 && /\p{L}/u.test(name.slice(space + 1))) {
      runs.push({ name: name.slice(space + 1), start: trimmed.start + space + 1, end: trimmed.end, dropped: true, quoted: false, formBefore: FORM_WORDS.has(firstWord), formAfter: trimmed.formAfter });
    }
  }
  // A name a narrow column wrapped: a run closing its line, the run opening the next line after it.
  const wrapped: typeof runs = [];
  for (const r of runs) {
    // An event's words closing a line ('NOUV. SIÈGE' over the company's line) open no name.
    if (r.dropped || !/^[ ]*\n/u.test(text.slice(r.end, r.end + 3)) || eventWordsOnly(r.name)) continue;
    const next = runs.find((o) => !o.dropped && o.start > r.end && /^[ ]*\n[ ]*$/u.test(text.slice(r.end, o.start)));
    if (next && !next.formBefore) wrapped.push({ name: `${r.name} ${next.name}`, start: r.start, end: next.end, dropped: false, quoted: false, joined: true, formBefore: r.formBefore, formAfter: next.formAfter });
  }
  runs.push(...wrapped);
  const quotedRuns: typeof runs = [];
  for (const m of matchesOf(QUOTED, text)) {
    const start = m.index + m[0].indexOf(m[1]!);
    // A rubric's label before the quotes (`Rubr. « Naissances d'entreprises »`): the page's column, no name.
    if (RUBRIC_LABEL_END.test(text.slice(Math.max(0, m.index - 16), m.index))) continue;
    const inner = trimmedRun(text, start, start + m[1]!.length);
    quotedRuns.push({ name: m[1]!, start, end: start + m[1]!.length, dropped: false, quoted: true, formBefore: inner?.formBefore ?? false, formAfter: inner?.formAfter ?? false });
  }
  // A form inside the quotes is a word of the name (`« SELARL X »`): the run without it is no
  // second name, and would tie with the quoted one.
  const formInsideQuotes = (r: (typeof runs)[number]): boolean =>
    (r.formBefore || r.formAfter) && quotedRuns.some((q) => q.start <= r.start && r.end <= q.end && (q.start < r.start || q.end > r.end) && trimmedRun(text, q.start, q.end) !== null);
  const kept = runs.filter((r) => !formInsideQuotes(r));
  runs.length = 0;
  runs.push(...kept, ...quotedRuns);
  runs.sort((a, b) => a.start - b.start || b.end - a.end);
  const folded = fold(text);
  const firstLine = lineBounds(text, text.search(/\S/u) < 0 ? 0 : text.search(/\S/u));
  const lineCount = text.split('\n').filter((l) => l.trim() !== '').length;
  const dated = (at: number): boolean => {
    const line = lineBounds(text, at);
    return DATE_ON_LINE.test(text.slice(line.start, line.end)) && !(subject && subject.index >= line.start && subject.index < line.end);
  };
  // The body's runs: those not on the page's first line when the insertion has several lines.
  const bodyRuns = runs.filter((r) => !(lineCount >= 2 && r.start < firstLine.end));
  const lastBeforeSubject = subject ? runs.filter((r) => r.end <= subject.index).at(-1) : undefined;
  const firstAfterSubject = subject ? runs.find((r) => r.start >= subject.end) : undefined;
  const byKey = new Map<string, RunNameCandidate>();
  for (const r of runs) {
    const key = nameKey(r.name);
    if (byKey.has(key)) continue;
    const before = text.slice(Math.max(0, r.start - 24), r.start);
    const after = text.slice(r.end, r.end + 24);
    const line = lineBounds(text, r.start);
    const f = emptyFeatures();
    f.form_before = r.formBefore || FORM_BEFORE.test(before) ? 1 : 0;
    f.form_after = r.formAfter || FORM_AFTER.test(after) || FORM_OPENS_NEXT_LINE.test(after) ? 1 : 0;
    f.after_label = LABEL_BEFORE.test(before) ? 1 : 0;
    f.after_company_word = COMPANY_WORD_BEFORE.test(before) ? 1 : 0;
    f.label_word_dropped = r.dropped ? 1 : 0;
    f.joined_lines = r.joined ? 1 : 0;
    if (subject) {
      f.before_subject = r.end <= subject.index && subject.index - r.end <= IDENTIFIER_REACH ? 1 : 0;
      f.after_subject = r.start >= subject.end && r.start - subject.end <= IDENTIFIER_REACH ? 1 : 0;
      f.nearest_before_subject = r === lastBeforeSubject ? 1 : 0;
      f.nearest_after_subject = r === firstAfterSubject ? 1 : 0;
      f.same_line_as_subject = subject.index >= line.start && subject.index <= line.end ? 1 : 0;
    }
    f.near_other_identifier = others.some((o) => o.index >= r.end && o.index - r.end <= IDENTIFIER_REACH && !(subject && subject.index >= r.end && subject.index < o.index)) ? 1 : 0;
    f.first_body_run = bodyRuns[0] === r ? 1 : 0;
    f.second_body_run = bodyRuns[1] === r ? 1 : 0;
    f.opens_line = /^[^\p{L}\d]*$/u.test(text.slice(line.start, r.start)) ? 1 : 0;
    f.on_first_line = lineCount >= 2 && r.start < firstLine.end ? 1 : 0;
    f.on_dated_line = dated(r.start) ? 1 : 0;
    f.after_arrow = ARROW_BEFORE.test(before) ? 1 : 0;
    f.before_arrow = ARROW_AFTER.test(after) ? 1 : 0;
    f.new_name_marker = NEW_MARKER_BEFORE.test(before) ? 1 : 0;
    f.old_name_marker = OLD_MARKER_BEFORE.test(before) || OLD_MARKER_AFTER.test(after) ? 1 : 0;
    f.before_colon = /^\s?:/u.test(after) ? 1 : 0;
    f.person = CIVILITY_BEFORE.test(before) || GIVEN_NAME_BEFORE.test(before) || GIVEN_NAME_AFTER.test(after) ? 1 : 0;
    f.address = ADDRESS_BEFORE.test(before) || POSTCODE.test(text.slice(Math.max(0, r.start - 8), r.start)) || POSTCODE.test(after.slice(0, 10)) ? 1 : 0;
    f.in_brackets = /\(\s*$/u.test(before) ? 1 : 0;
    f.quoted = r.quoted || /[«"“]\s*$/u.test(before) ? 1 : 0;
    const words = fold(r.name).split(/[^a-z0-9&]+/u).filter((w) => w !== '');
    f.words = Math.min(words.length, 8) / 8;
    f.one_word = words.length === 1 ? 1 : 0;
    f.short_word = words.length === 1 && words[0]!.length <= 4 ? 1 : 0;
    f.before_dot = /^\./u.test(after) ? 1 : 0;
    f.event_words = words.length === 0 ? 0 : words.filter(isEventWord).length / words.length;
    f.month = words.some((w) => MONTHS.has(w)) || ROMAN.test(r.name.replace(/\s/gu, '')) ? 1 : 0;
    f.digits = /\d/u.test(r.name) ? 1 : 0;
    const needle = fold(r.name);
    f.repeated = folded.indexOf(needle) !== folded.lastIndexOf(needle) ? 1 : 0;
    byKey.set(key, { name: r.name, features: f });
  }
  return [...byKey.values()];
}

const EMPTY_FEATURES = Object.fromEntries(RUN_NAME_FEATURES.map((f) => [f, 0])) as Record<RunNameFeature, number>;
function emptyFeatures(): Record<RunNameFeature, number> {
  return { ...EMPTY_FEATURES };
}

export function runNameFeatureVector(candidate: RunNameCandidate): number[] {
  return RUN_NAME_FEATURES.map((f) => candidate.features[f]);
}
