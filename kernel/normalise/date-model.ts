/**
 * The notice's date chosen by a fitted score with abstention. Each different date's score is the
 * dot product of its features (date-candidates.ts) with the model's weights; the best date is
 * published when its margin over the next reaches the model's threshold, calibrated out of fold on
 * the labelled corpora; otherwise the date is uncertain and the notice is quarantined
 * (`date_incertaine`) with the ranked dates. A lone date needs no choice; the source's own
 * publication date (a hint) is never a choice.
 */

import { checkedWeights, rankCandidates, strongestFeatures, type ChoiceModel, type RankedCandidate } from './linear-score.ts';
import { DATE_FEATURES, dateFeatureVector, type DateCandidate, type DateFeature } from './date-candidates.ts';

export type DateModel = ChoiceModel;
export type RankedDate = RankedCandidate<DateCandidate>;

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
  const { ranked, margin, chosen } = rankCandidates(() => dateModelWeights(model), model.threshold, candidates, dateFeatureVector);
  return { ranked, margin, chosen: chosen?.iso ?? null };
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
  return strongestFeatures(DATE_FEATURES, dateModelWeights(model), candidate.features, EVIDENCE, count);
}
