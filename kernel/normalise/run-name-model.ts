/**
 * A short insertion's name chosen among its runs in capitals (name-runs.ts) by a fitted score, where
 * the rules read no name. Unlike the rules' names, a run may be no name at all (the paper's title,
 * an event's abbreviation, an officer): "none of them" scores 0 and competes, so the best run is
 * published only when it leads both the next run and "none" by the threshold calibrated out of fold
 * on the labelled corpora; otherwise the quarantine keeps the ranked runs for review.
 */

import { checkedWeights, dotProduct, strongestFeatures } from './linear-score.ts';
import { RUN_NAME_FEATURES, runNameFeatureVector, type RunNameCandidate, type RunNameFeature } from './name-runs.ts';

export interface RunNameModel {
  features: readonly string[];
  weights: readonly number[];
  /** The least lead of the best run over the next run and over "none". */
  threshold: number;
}

export interface ScoredRunNames {
  ranked: Array<{ candidate: RunNameCandidate; score: number }>;
  /** The best score minus the larger of the next run's and "none"'s (0). */
  margin: number;
  chosen: RunNameCandidate | null;
}

/** Never publishes: what training reads the texts with, and the reader before any fit. */
export const NO_RUN_NAME_MODEL: RunNameModel = { features: RUN_NAME_FEATURES, weights: RUN_NAME_FEATURES.map(() => 0), threshold: Number.POSITIVE_INFINITY };

export function scoreRunNames(model: RunNameModel, candidates: readonly RunNameCandidate[]): ScoredRunNames {
  const w = checkedWeights('run name', model.features, RUN_NAME_FEATURES, model.weights);
  const ranked = candidates
    .map((candidate, i) => ({ candidate, score: dotProduct(w, runNameFeatureVector(candidate)), i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ candidate, score }) => ({ candidate, score }));
  if (ranked.length === 0) return { ranked, margin: 0, chosen: null };
  const margin = ranked[0]!.score - Math.max(0, ranked[1]?.score ?? 0);
  return { ranked, margin, chosen: margin > 0 && margin >= model.threshold ? ranked[0]!.candidate : null };
}

const EVIDENCE: Readonly<Record<RunNameFeature, string>> = {
  form_before: 'forme juridique avant',
  form_after: 'forme juridique après',
  after_label: 'après un libellé',
  after_company_word: 'après « société »',
  label_word_dropped: 'premier mot lu comme libellé',
  joined_lines: 'nom coupé en fin de ligne',
  before_subject: 'avant l’identifiant',
  after_subject: 'après l’identifiant',
  nearest_before_subject: 'juste avant l’identifiant',
  nearest_after_subject: 'juste après l’identifiant',
  same_line_as_subject: 'sur la ligne de l’identifiant',
  near_other_identifier: 'près de l’identifiant d’une autre société',
  first_body_run: 'premier nom en capitales',
  second_body_run: 'deuxième nom en capitales',
  opens_line: 'en début de ligne',
  on_first_line: 'première ligne',
  on_dated_line: 'ligne datée (en-tête du journal)',
  after_arrow: 'après une flèche',
  before_arrow: 'avant une flèche',
  new_name_marker: 'nouveau nom',
  old_name_marker: 'ancien nom',
  before_colon: 'suivi de deux-points',
  person: 'forme d’une personne',
  address: 'forme d’une adresse',
  in_brackets: 'entre parenthèses',
  quoted: 'entre guillemets',
  words: 'longueur',
  one_word: 'un seul mot',
  short_word: 'mot court',
  before_dot: 'abrégé',
  event_words: 'mots d’événement',
  month: 'mois',
  digits: 'chiffres',
  repeated: 'répété',
};

/** The features that weigh most for a run, as the review queue shows them. */
export function runNameEvidence(model: RunNameModel, candidate: RunNameCandidate, count = 2): string[] {
  return strongestFeatures(RUN_NAME_FEATURES, checkedWeights('run name', model.features, RUN_NAME_FEATURES, model.weights), candidate.features, EVIDENCE, count);
}
