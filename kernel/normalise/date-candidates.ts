/**
 * The notice's date candidates with their evidence: the publication date the text prints, every
 * date mention (scored by the words around it, french-date.ts) and a list's own date, one
 * candidate per different date, described by general, named cues — whether the rules pick it
 * (publication, else the best act, else the list's date), the act rules' score, the label before
 * it (publication words, act words, an effective date), where it is printed (the top lines, the
 * bottom lines, the signature), whether it is the latest or earliest, printed twice. No feature
 * names a company, a person or a place: the weights are fitted on the labelled corpora
 * (date-model.ts, date-weights.ts).
 */

import { bestActDate, type ActDateMention } from './french-date.ts';
import { foldedSlice } from './fold.ts';

/** The feature names, in the order of a feature vector. */
export const DATE_FEATURES = [
  'rules_choice',
  'publication',
  'list_date',
  'act_best',
  'act_score',
  'never_act',
  'publication_word',
  'act_word',
  'effective_word',
  'signature',
  'top',
  'bottom',
  'latest',
  'earliest',
  'repeated',
] as const;

export type DateFeature = (typeof DATE_FEATURES)[number];

export interface DateCandidate {
  iso: string;
  features: Record<DateFeature, number>;
}

export interface DateEvidenceInputs {
  /** The reading the rules see. */
  text: string;
  /** The publication date the text prints (never the source's hint: that one is no choice). */
  publication: string | null;
  /** Every date of the text with its act score (actDateMentions). */
  mentions: readonly ActDateMention[];
  /** A list entry's fallback: the list's own date. */
  fallback: string | null;
}

const PUBLICATION_WORD = /\b(?:publi\w*|parution|paru\w*|mise? en ligne|edition)\b/;
const ACT_WORD = /\b(?:acte|assemblee|decision|deliberation|jugement|proces-verbal|reunion|arrete)\b/;
// A small ad abbreviates 'à compter du' as 'à/c du' or 'à cpt'.
const EFFECTIVE_WORD = /\b(?:a compter|a\/c|a cpt|a partir|avec effet|prendra effet|entree en jouissance)\b/;
const SIGNATURE = /^\s*(?:pour (?:avis|extrait)|fait a)\b/;
const TOP_LINES = 3;
const BOTTOM_LINES = 2;

function emptyFeatures(): Record<DateFeature, number> {
  return Object.fromEntries(DATE_FEATURES.map((f) => [f, 0])) as Record<DateFeature, number>;
}

/** The rules' date: the printed publication, else the best act, else the list's date. */
export function rulesDate(inputs: DateEvidenceInputs): string | null {
  return inputs.publication ?? bestActDate(inputs.mentions)?.iso ?? inputs.fallback;
}

/** The candidates, the rules' pick first, then in reading order. */
export function dateCandidates(inputs: DateEvidenceInputs): DateCandidate[] {
  const { text, publication, mentions, fallback } = inputs;
  const ruled = rulesDate(inputs);
  const isos = [...new Set([ruled, publication, ...mentions.map((m) => m.iso), fallback].filter((d): d is string => d !== null))];
  if (isos.length < 2) return isos.map((iso) => ({ iso, features: emptyFeatures() }));
  // Only the lines that hold a date are folded (folding keeps offsets).
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineOf = (index: number): number => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const lineText = (n: number): string => foldedSlice(text, lineStarts[n], (lineStarts[n + 1] ?? text.length + 1) - 1);
  const best = bestActDate(mentions)?.iso ?? null;
  const sorted = [...isos].sort();
  return isos.map((iso) => {
    const f = emptyFeatures();
    const own = mentions.filter((m) => m.iso === iso);
    f.rules_choice = iso === ruled ? 1 : 0;
    f.publication = iso === publication ? 1 : 0;
    f.list_date = iso === fallback ? 1 : 0;
    f.act_best = iso === best ? 1 : 0;
    f.act_score = own.length > 0 ? Math.max(-1, Math.min(1, Math.max(...own.map((m) => m.score)) / 100)) : 0;
    f.never_act = own.length > 0 && own.every((m) => m.score < -10) ? 1 : 0;
    // The notice says what its printed publication date is of: the act rules' verdict on its own
    // words ('Publié le …' is never an act) is no evidence against it, only an act's date printed
    // the same day is evidence for it.
    if (f.publication === 1) {
      f.act_score = Math.max(0, f.act_score);
      f.never_act = 0;
    }
    for (const m of own) {
      const n = lineOf(m.index);
      const line = lineText(n);
      const before = line.slice(0, m.index - lineStarts[n]!);
      if (PUBLICATION_WORD.test(before)) f.publication_word = 1;
      if (ACT_WORD.test(before)) f.act_word = 1;
      if (EFFECTIVE_WORD.test(before)) f.effective_word = 1;
      if (SIGNATURE.test(line) || (n > 0 && SIGNATURE.test(lineText(n - 1)))) f.signature = 1;
      if (n < TOP_LINES) f.top = 1;
      if (n >= lineStarts.length - BOTTOM_LINES) f.bottom = 1;
    }
    f.latest = iso === sorted.at(-1) ? 1 : 0;
    f.earliest = iso === sorted[0] ? 1 : 0;
    f.repeated = own.length >= 2 ? 1 : 0;
    return { iso, features: f };
  });
}

export function dateFeatureVector(candidate: DateCandidate): number[] {
  return DATE_FEATURES.map((f) => candidate.features[f]);
}
