/**
 * The notice's date chosen by a fitted score with abstention. Each different date's score is the
 * dot product of its features (date-candidates.ts) with the model's weights; the best date is
 * published when its margin over the next reaches the model's threshold, calibrated out of fold on
 * the labelled corpora; otherwise the date is uncertain and the notice is quarantined
 * (`date_incertaine`) with the ranked dates. A lone date needs no choice; the source's own
 * publication date (a hint) is never a choice.
 */

import { checkedWeights, dotProduct } from './linear-score.ts';
import { DATE_FEATURES, dateFeatureVector, type DateCandidate, type DateFeature } from './date-candidates.ts';

export interface DateModel {
  /** The feature names, in the order of `weights` (checked against DATE_FEATURES on use). */
  features: readonly string[];
  weights: readonly number[];
  /** The least margin published between the best two dates. */
  threshold: number;
}

export interface RankedDate {
  candidate: DateCandidate;
  score: number;
  /** softmax over the candidates. */
  probability: number;
}

export interface ScoredDate {
  ranked: RankedDate[];
  /** The best score minus the next best (Infinity for a lone date). */
  margin: number;
  /** The date, or null: abstain (or no date at all). */
  chosen: string | null;
}

/** The rules' own pick, never abstaining: what training reads the candidate sets with. */
export const RULES_DATE_MODEL: DateModel = { features: DATE_FEATURES, weights: DATE_FEATURES.map((f) => (f === 'rules_choice' ? 1 : 0)), threshold: 0 };

function dateModelWeights(model: DateModel): readonly number[] {
  return checkedWeights('date', model.features, DATE_FEATURES, model.weights);
}

export function scoreDates(model: DateModel, candidates: readonly DateCandidate[]): ScoredDate {
  if (candidates.length <= 1) {
    return { ranked: candidates.map((candidate) => ({ candidate, score: 0, probability: 1 })), margin: Number.POSITIVE_INFINITY, chosen: candidates[0]?.iso ?? null };
  }
  const weights = dateModelWeights(model);
  const scores = candidates.map((c) => dotProduct(weights, dateFeatureVector(c)));
  const top = Math.max(...scores);
  const denominator = scores.reduce((sum, s) => sum + Math.exp(s - top), 0);
  // Stable: equal scores keep the candidates' order (the rules' pick first).
  const ranked = candidates
    .map((candidate, i) => ({ candidate, score: scores[i]!, probability: Math.exp(scores[i]! - top) / denominator, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ candidate, score, probability }) => ({ candidate, score, probability }));
  const margin = ranked[0]!.score - ranked[1]!.score;
  return { ranked, margin, chosen: margin > 0 && margin >= model.threshold ? ranked[0]!.candidate.iso : null };
}

/** What the review queue reads for a feature (a short French phrase). */
const EVIDENCE: Readonly<Record<DateFeature, string>> = {
  rules_choice: 'choix des règles',
  publication: 'date de publication imprimée',
  list_date: 'date de la liste',
  act_best: 'meilleure date d’acte',
  act_score: 'mots d’un acte avant la date',
  never_act: 'jamais la date d’un acte',
  publication_word: 'libellé de publication',
  act_word: 'libellé d’acte',
  effective_word: 'date d’effet',
  signature: 'dans la signature',
  top: 'en tête',
  bottom: 'en pied',
  latest: 'la plus récente',
  earliest: 'la plus ancienne',
  repeated: 'imprimée plusieurs fois',
};

/** The features that weigh most for a date, as the review queue shows them. */
export function dateChoiceEvidence(model: DateModel, candidate: DateCandidate, count = 2): string[] {
  const weights = dateModelWeights(model);
  return DATE_FEATURES.map((f, k) => ({ f, c: weights[k]! * candidate.features[f] }))
    .filter((e) => e.c > 0)
    .sort((a, b) => b.c - a.c)
    .slice(0, count)
    .map((e) => EVIDENCE[e.f]);
}
