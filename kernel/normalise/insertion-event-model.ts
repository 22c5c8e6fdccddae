/**
 * A short insertion's event chosen among the types its words agree with (insertion-event-tokens.ts)
 * by a fitted score, where the rules and the type fallback name none. A word that agrees may tell no
 * event (a name's word, an officer's label): "none of them" scores 0 and competes, so the best type
 * is published only when it leads both the next type and "none" by the threshold calibrated out of
 * fold on the labelled corpora, and only when its word is cut and stands where a compositor sets his
 * event (the head, a line's opening; a word inside a line is a field's label as often; a word printed
 * whole is the rules' to read, and their silence on it is theirs); otherwise the
 * quarantine keeps the ranked types and their evidence.
 */

import type { AnnonceType } from '../model/announcement.ts';
import type { Classification, TypeHits } from './classify.ts';
import { INSERTION_EVENT_FEATURES, insertionEventFeatureVector, type InsertionEventCandidate, type InsertionEventFeature } from './insertion-event-tokens.ts';
import { checkedWeights, dotProduct, strongestFeatures } from './linear-score.ts';
import { ANNONCE_TYPES } from '../model/announcement.ts';

export interface InsertionEventModel {
  features: readonly string[];
  weights: readonly number[];
  /** The least lead of the best type over the next and over "none". */
  threshold: number;
}

export interface ScoredInsertionEvents {
  ranked: Array<{ candidate: InsertionEventCandidate; score: number }>;
  margin: number;
  chosen: AnnonceType | null;
}

/** Never publishes: what training reads the texts with, and the reader before any fit. */
export const NO_INSERTION_EVENT_MODEL: InsertionEventModel = { features: INSERTION_EVENT_FEATURES, weights: INSERTION_EVENT_FEATURES.map(() => 0), threshold: Number.POSITIVE_INFINITY };

export function scoreInsertionEvents(model: InsertionEventModel, candidates: readonly InsertionEventCandidate[]): ScoredInsertionEvents {
  const w = checkedWeights('insertion event', model.features, INSERTION_EVENT_FEATURES, model.weights);
  const ranked = candidates
    .map((candidate, i) => ({ candidate, score: dotProduct(w, insertionEventFeatureVector(candidate)), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ candidate, score }) => ({ candidate, score }));
  if (ranked.length === 0) return { ranked, margin: 0, chosen: null };
  const margin = ranked[0]!.score - Math.max(0, ranked[1]?.score ?? 0);
  return { ranked, margin, chosen: margin > 0 && margin >= model.threshold && ranked[0]!.candidate.placed ? ranked[0]!.candidate.type : null };
}

const EVIDENCE: Readonly<Record<InsertionEventFeature, string>> = {
  whole_word: 'mot d’événement entier',
  prefix: 'début d’un mot d’événement',
  skeleton: 'consonnes d’un mot d’événement',
  cut: 'mot d’événement abrégé',
  consonants_only: 'consonnes seules',
  kept_share: 'part des lettres gardées',
  at_head: 'en tête de l’insertion',
  head_cut: 'abréviation en tête',
  opens_line: 'en début de ligne',
  opening_cut: 'abréviation en début de ligne',
  before_digits_on_line: 'avant tout chiffre de la ligne',
  on_first_line: 'première ligne',
  capitals: 'en capitales',
  mark_after: 'suivi d’un point ou d’une marque',
  colon_after: 'suivi de deux-points',
  value_after: 'suivi d’une valeur',
  in_name_run: 'dans une suite de capitales (un nom)',
  lower_case: 'en minuscules',
  words: 'nombre de mots',
  later_whole: 'mot entier plus loin',
  later_skeleton: 'autre abréviation plus loin',
  head_agreement: 'accord des mots de tête',
  other_types: 'autres types possibles',
};

/** Why a type that leads by the bar is not published: the name read is one of its words. */
export function eventWordAsNameDetail(name: string): string {
  return ` Le nom lu « ${name} » est l’un des mots lus comme l’événement : ni le nom ni le type ne sont sûrs.`;
}

/** The ranked types with their words and strongest cues, in French, for the review queue. */
export function insertionEventDetail(model: InsertionEventModel, scored: ScoredInsertionEvents): string {
  const w = checkedWeights('insertion event', model.features, INSERTION_EVENT_FEATURES, model.weights);
  const shown = scored.ranked.slice(0, 3).map(({ candidate, score }) => {
    const cues = strongestFeatures(INSERTION_EVENT_FEATURES, w, candidate.features, EVIDENCE, 2);
    return `${candidate.type} (${score.toFixed(2)} ; « ${candidate.words.slice(0, 3).join(' ')} »${cues.length > 0 ? ` ; ${cues.join(', ')}` : ''})`;
  });
  return ` Types possibles d’après les mots abrégés : ${shown.join(' ; ')} ; écart ${scored.margin.toFixed(2)} pour un seuil de ${model.threshold.toFixed(2)}.`;
}

/** Why a notice typed by the event alone is not published on a date the text prints without a label. */
export function insertionEventDateDetail(date: string): string {
  return `Le type n’est lu que d’après les mots abrégés de l’insertion, et la date retenue (${date}) n’est pas celle de la page (ni fournie, ni en tête, ni en pied, ni étiquetée) : une date d’acte ou d’effet non étiquetée ne suffit pas pour publier.`;
}

const NO_HITS: TypeHits = Object.freeze({ heading: 0, body: 0, weak: 0, weakHeading: 0, category: 0 });

/** The model's type as a classification: no wording of the rules found it, so its evidence is `weak` and its confidence low. */
export function insertionEventClassification(type: AnnonceType): Classification {
  return {
    type,
    evidence: 'weak',
    confidence: 0.4,
    scores: Object.fromEntries(ANNONCE_TYPES.map((t) => [t, 0])) as Record<AnnonceType, number>,
    rule: 'weak',
    hits: Object.fromEntries(ANNONCE_TYPES.map((t) => [t, NO_HITS])) as Record<AnnonceType, TypeHits>,
    readings: { heading: '', body: '' },
  };
}
