/**
 * The subject's dénomination chosen by a fitted score with abstention. Each different name's score
 * is the dot product of its features (name-candidates.ts) with the model's weights; the best name
 * is published when its margin over the next best different name reaches the model's threshold,
 * calibrated out of fold on the labelled corpora; otherwise the name is uncertain and the notice
 * is quarantined (`denomination_incertaine`) with the ranked names. A lone name needs no choice.
 */

import { checkedWeights, dotProduct } from './linear-score.ts';
import { NAME_FEATURES, nameFeatureVector, type NameCandidate, type NameFeature } from './name-candidates.ts';

export interface NameModel {
  /** The feature names, in the order of `weights` (checked against NAME_FEATURES on use). */
  features: readonly string[];
  weights: readonly number[];
  /** The least margin published between the best two different names. */
  threshold: number;
}

export interface RankedName {
  candidate: NameCandidate;
  score: number;
  /** softmax over the names. */
  probability: number;
}

export interface ScoredName {
  ranked: RankedName[];
  /** The best score minus the next best (Infinity for a lone name). */
  margin: number;
  /** The name, or null: abstain. */
  chosen: NameCandidate | null;
}

/**
 * The rules' own choice, their first reading, never abstaining: what training reads the candidate
 * sets with, so that collecting them never depends on a fitted model.
 */
export const FIRST_READING_MODEL: NameModel = { features: NAME_FEATURES, weights: NAME_FEATURES.map((f) => (f === 'first_reading' ? 1 : 0)), threshold: 0 };

/** The model's weights in NAME_FEATURES order; a model written for other features is refused. */
function nameModelWeights(model: NameModel): readonly number[] {
  return checkedWeights('name', model.features, NAME_FEATURES, model.weights);
}

function nameScore(weights: readonly number[], candidate: NameCandidate): number {
  return dotProduct(weights, nameFeatureVector(candidate));
}

export function scoreNames(model: NameModel, candidates: readonly NameCandidate[]): ScoredName {
  if (candidates.length <= 1) {
    return { ranked: candidates.map((candidate) => ({ candidate, score: 0, probability: 1 })), margin: Number.POSITIVE_INFINITY, chosen: candidates[0] ?? null };
  }
  const weights = nameModelWeights(model);
  const scores = candidates.map((c) => nameScore(weights, c));
  const top = Math.max(...scores);
  const denominator = scores.reduce((sum, s) => sum + Math.exp(s - top), 0);
  // Stable: equal scores keep the rules' order.
  const ranked = candidates
    .map((candidate, i) => ({ candidate, score: scores[i]!, probability: Math.exp(scores[i]! - top) / denominator, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ candidate, score, probability }) => ({ candidate, score, probability }));
  const margin = ranked[0]!.score - ranked[1]!.score;
  return { ranked, margin, chosen: margin > 0 && margin >= model.threshold ? ranked[0]!.candidate : null };
}

/** What the review queue reads for a feature (a short French phrase). */
const EVIDENCE: Readonly<Record<NameFeature, string>> = {
  first_reading: 'premier choix des règles',
  reading_rank: 'rang de la règle',
  readings_share: 'lu par plusieurs règles',
  from_new_name: 'nouvelle dénomination',
  from_label: 'libellé « Dénomination »',
  from_debtor_label: 'libellé « Débiteur »',
  from_identifier_block: 'bloc de l’identifiant',
  from_introduction: 'présentée avant l’identifiant',
  from_body_block: 'bloc dans le corps',
  from_header_over_form: 'en-tête au-dessus de la forme',
  from_trader: 'commerçant',
  from_header: 'en-tête',
  from_first_company: 'première société citée',
  from_person_debtor: 'débiteur personne physique',
  from_name_before_form: 'nom devant sa forme',
  in_header: 'dans l’en-tête',
  in_title: 'dans le titre',
  before_identifier: 'avant l’identifiant',
  after_identifier: 'après l’identifiant',
  before_form: 'suivie de la forme',
  near_other_identifier: 'près de l’identifiant d’une autre société',
  in_signature: 'dans la signature',
  quoted: 'entre guillemets',
  capitals: 'en capitales',
  words: 'longueur',
  one_word: 'un seul mot',
  leading_form: 'forme en tête du nom',
  form_inside: 'forme dans le nom',
  digits: 'chiffres',
  person: 'personne physique',
  repeated: 'nom répété',
};

/** The features that weigh most for a name, as the review queue shows them. */
export function nameEvidence(model: NameModel, candidate: NameCandidate, count = 2): string[] {
  const weights = nameModelWeights(model);
  return NAME_FEATURES.map((f, k) => ({ f, c: weights[k]! * candidate.features[f] }))
    .filter((e) => e.c > 0)
    .sort((a, b) => b.c - a.c)
    .slice(0, count)
    .map((e) => EVIDENCE[e.f]);
}
