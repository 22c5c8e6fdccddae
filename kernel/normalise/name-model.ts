/**
 * The subject's dénomination chosen by a fitted score with abstention. Each different name's score
 * is the dot product of its features (name-candidates.ts) with the model's weights; the best name
 * is published when its margin over the next best different name reaches the model's threshold,
 * calibrated out of fold on the labelled corpora; otherwise the name is uncertain and the notice
 * is quarantined (`denomination_incertaine`) with the ranked names. A lone name needs no choice.
 */

import { checkedWeights, rankCandidates, strongestFeatures, type ChoiceModel, type RankedChoice } from './linear-score.ts';
import { NAME_FEATURES, nameFeatureVector, type NameCandidate, type NameFeature } from './name-candidates.ts';

export type NameModel = ChoiceModel;
export type ScoredName = RankedChoice<NameCandidate>;

/**
 * The rules' own choice, their first reading, never abstaining: what training reads the candidate
 * sets with, so that collecting them never depends on a fitted model.
 */
export const FIRST_READING_MODEL: NameModel = { features: NAME_FEATURES, weights: NAME_FEATURES.map((f) => (f === 'first_reading' ? 1 : 0)), threshold: 0 };

/** The model's weights in NAME_FEATURES order; a model written for other features is refused. */
function nameModelWeights(model: NameModel): readonly number[] {
  return checkedWeights('name', model.features, NAME_FEATURES, model.weights);
}

export function scoreNames(model: NameModel, candidates: readonly NameCandidate[]): ScoredName {
  return rankCandidates(() => nameModelWeights(model), model.threshold, candidates, nameFeatureVector);
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
  return strongestFeatures(NAME_FEATURES, nameModelWeights(model), candidate.features, EVIDENCE, count);
}
