/**
 * The notice's type chosen by a fitted score with abstention. Each candidate type's score is the
 * dot product of its features (type-candidates.ts) with the model's weights; the best type is
 * published when its margin over the next reaches the model's threshold, calibrated out of fold on
 * the labelled corpora; otherwise the type is uncertain and the notice is quarantined
 * (`type_incertain`) with the ranked types. A lone candidate needs no choice.
 */

import type { AnnonceType } from '../model/announcement.ts';
import type { Classification } from './classify.ts';
import { checkedWeights, rankCandidates, strongestFeatures, type ChoiceModel, type RankedCandidate } from './linear-score.ts';
import { TYPE_FEATURES, typeFeatureVector, type TypeCandidate, type TypeFeature } from './type-candidates.ts';

export type TypeModel = ChoiceModel;
export type RankedType = RankedCandidate<TypeCandidate>;

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
  const { ranked, margin, chosen } = rankCandidates(() => typeModelWeights(model), model.threshold, candidates, typeFeatureVector);
  return { ranked, margin, chosen: chosen?.type ?? null };
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
  return strongestFeatures(TYPE_FEATURES, typeModelWeights(model), candidate.features, EVIDENCE, count);
}
