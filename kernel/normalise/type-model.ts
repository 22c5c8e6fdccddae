/**
 * The notice's type chosen by a fitted score with abstention. Each candidate type's score is the
 * dot product of its features (type-candidates.ts) with the model's weights; the best type is
 * published when its margin over the next reaches the model's threshold, calibrated out of fold on
 * the labelled corpora; otherwise the type is uncertain and the notice is quarantined
 * (`type_incertain`) with the ranked types. A lone candidate needs no choice.
 */

import type { AnnonceType } from '../model/announcement.ts';
import type { Classification } from './classify.ts';
import { checkedWeights, dotProduct } from './linear-score.ts';
import { TYPE_FEATURES, typeFeatureVector, type TypeCandidate, type TypeFeature } from './type-candidates.ts';

export interface TypeModel {
  /** The feature names, in the order of `weights` (checked against TYPE_FEATURES on use). */
  features: readonly string[];
  weights: readonly number[];
  /** The least margin published between the best two types. */
  threshold: number;
}

export interface RankedType {
  candidate: TypeCandidate;
  score: number;
  /** softmax over the candidates. */
  probability: number;
}

export interface ScoredType {
  ranked: RankedType[];
  /** The best score minus the next best (Infinity for a lone candidate). */
  margin: number;
  /** The type, or null: abstain. */
  chosen: AnnonceType | null;
}

/**
 * The rules' own pick, never abstaining: what training reads the candidate sets with, so that
 * collecting them never depends on a fitted model.
 */
export const RULES_TYPE_MODEL: TypeModel = { features: TYPE_FEATURES, weights: TYPE_FEATURES.map((f) => (f === 'rules_choice' ? 1 : 0)), threshold: 0 };

function typeModelWeights(model: TypeModel): readonly number[] {
  return checkedWeights('type', model.features, TYPE_FEATURES, model.weights);
}

export function scoreTypes(model: TypeModel, candidates: readonly TypeCandidate[]): ScoredType {
  if (candidates.length <= 1) {
    return { ranked: candidates.map((candidate) => ({ candidate, score: 0, probability: 1 })), margin: Number.POSITIVE_INFINITY, chosen: candidates[0]?.type ?? null };
  }
  const weights = typeModelWeights(model);
  const scores = candidates.map((c) => dotProduct(weights, typeFeatureVector(c)));
  const top = Math.max(...scores);
  const denominator = scores.reduce((sum, s) => sum + Math.exp(s - top), 0);
  // Stable: equal scores keep the candidates' order (the rules' pick first).
  const ranked = candidates
    .map((candidate, i) => ({ candidate, score: scores[i]!, probability: Math.exp(scores[i]! - top) / denominator, i }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map(({ candidate, score, probability }) => ({ candidate, score, probability }));
  const margin = ranked[0]!.score - ranked[1]!.score;
  return { ranked, margin, chosen: margin > 0 && margin >= model.threshold ? ranked[0]!.candidate.type : null };
}

/**
 * The classification as published for a type the score chose: what decided (its strong wording in
 * the heading or the body, or weak hints only) and the rules' confidence for that evidence.
 */
export function classificationFor(classification: Classification, type: AnnonceType): Classification {
  if (type === classification.type) return classification;
  const hits = classification.hits[type];
  const evidence: Classification['evidence'] = hits.heading > 0 ? 'heading' : hits.body > 0 ? 'body' : 'weak';
  const base = evidence === 'heading' ? 0.75 : evidence === 'body' ? 0.55 : 0.3;
  const total = Object.values(classification.scores).reduce((sum, s) => sum + s, 0);
  const confidence = Math.min(1, Math.round((base + (0.2 * classification.scores[type]) / Math.max(total, 1)) * 100) / 100);
  return { ...classification, type, evidence, confidence };
}

/** What the review queue reads for a feature (a short French phrase). */
const EVIDENCE: Readonly<Record<TypeFeature, string>> = {
  rules_choice: 'choix des règles',
  precedence: 'rang de l’événement',
  heading_strong: 'nommé dans le titre',
  heading_first: 'premier événement du titre',
  body_strong: 'nommé dans le texte',
  body_first: 'premier événement du texte',
  strong_count: 'nommé plusieurs fois',
  weak: 'indices',
  weak_only: 'indices seulement',
  weak_heading: 'indice dans le titre',
  category: 'catégorie de la source',
  rubric: 'rubrique imprimée',
  merger_capital: 'augmentation de capital d’une fusion',
  earliest: 'nommé le premier',
  position: 'nommé tard',
  background_only: 'rappel du passé',
  in_list_item: 'dans une liste de décisions',
};

/** The features that weigh most for a type, as the review queue shows them. */
export function typeChoiceEvidence(model: TypeModel, candidate: TypeCandidate, count = 2): string[] {
  const weights = typeModelWeights(model);
  return TYPE_FEATURES.map((f, k) => ({ f, c: weights[k]! * candidate.features[f] }))
    .filter((e) => e.c > 0)
    .sort((a, b) => b.c - a.c)
    .slice(0, count)
    .map((e) => EVIDENCE[e.f]);
}
