/**
 * The subject decided by a fitted score with abstention. Each candidate company's score is the
 * dot product of its features (subject-features.ts) with the model's weights; "none of them" (a
 * notice whose company prints no identifier of its own) scores 0. The best candidate is the
 * subject when its margin over the next best — or over "none", for a lone candidate — reaches
 * the model's threshold and its probability the model's least probability, both calibrated on
 * the writers it was fitted on; otherwise the
 * notice is quarantined with its ranked candidates and their main evidence.
 */

import { SUBJECT_FEATURES, featureVector, type SubjectCandidate, type SubjectFeature } from './subject-features.ts';
import { checkedWeights, dotProduct } from './linear-score.ts';

export interface SubjectModel {
  /** The feature names, in the order of `weights` (checked against SUBJECT_FEATURES on use). */
  features: readonly string[];
  weights: readonly number[];
  /** The least margin published. */
  threshold: number;
  /** The least probability of the best candidate published, as well as the margin; 0 when absent. */
  minProbability?: number;
}

export interface RankedCandidate {
  candidate: SubjectCandidate;
  score: number;
  /** softmax over the candidates and "none". */
  probability: number;
}

export interface ScoredSubject {
  ranked: RankedCandidate[];
  /** The best score minus the next best (or minus 0, the score of "none"). */
  margin: number;
  /** The subject, or null: abstain. */
  chosen: SubjectCandidate | null;
}

/** The model's weights in SUBJECT_FEATURES order; a model written for other features is refused. */
export function modelWeights(model: SubjectModel): readonly number[] {
  return checkedWeights('subject', model.features, SUBJECT_FEATURES, model.weights);
}

export function candidateScore(weights: readonly number[], candidate: SubjectCandidate): number {
  return dotProduct(weights, featureVector(candidate));
}

/** Scores and ranks the candidates; the margin says how clearly the best one wins. */
export function scoreSubject(model: SubjectModel, candidates: readonly SubjectCandidate[]): ScoredSubject {
  const weights = modelWeights(model);
  const scores = candidates.map((c) => candidateScore(weights, c));
  const top = Math.max(0, ...scores);
  const denominator = Math.exp(-top) + scores.reduce((sum, s) => sum + Math.exp(s - top), 0);
  const ranked = candidates
    .map((candidate, i) => ({ candidate, score: scores[i]!, probability: Math.exp(scores[i]! - top) / denominator }))
    .sort((a, b) => b.score - a.score);
  const best = ranked[0];
  const margin = best ? best.score - Math.max(0, ranked[1]?.score ?? 0) : 0;
  const sure = best !== undefined && margin > 0 && margin >= model.threshold && best.probability >= (model.minProbability ?? 0);
  return { ranked, margin, chosen: sure ? best.candidate : null };
}

/** What the review queue reads for a feature (a short French phrase). */
const EVIDENCE: Readonly<Record<SubjectFeature, string>> = {
  bias: 'base',
  labelled_ridet: 'libellé RIDET',
  labelled_rid_or_rcs: 'RID ou RCS seul',
  unlabelled: 'numéro sans libellé',
  third_party: 'rôle de tiers',
  every_mention_third: 'toujours cité comme tiers',
  absorbed: 'société absorbée',
  absorbing: 'société absorbante',
  adviser_firm: 'cabinet du rédacteur',
  registration_before: 'immatriculation citée',
  rule_picks: 'choisi par les règles',
  rule_single_candidate: 'seul candidat pour les règles',
  in_header_block: 'dans l’en-tête',
  header_name_near: 'nom de l’en-tête à côté',
  name_in_heading: 'nom dans le titre',
  name_in_act_title: 'nom dans le titre de l\'acte',
  name_is_denomination: 'nom de la « Dénomination »',
  name_repeated: 'nom répété',
  identifier_label: 'sous un libellé d’identifiant',
  subject_label: 'sous « Débiteur », « Affaire » ou « Société »',
  other_party_label: 'sous le libellé d’une autre partie',
  first_identifier: 'premier identifiant',
  last_identifier: 'dernier identifiant',
  only_company: 'seule société identifiée',
  in_signature: 'dans la signature',
  in_footer: 'en pied de page',
  printed_twice: 'cité plusieurs fois',
  two_ranks: 'deux rangs d’établissement',
  sells: 'vend ou cède',
  seller_named: 'vendeur nommé',
  dissolved: 'dissoute ou liquidée',
  procedure_debtor: 'débiteur de la procédure',
  decides_after: 'décision de la société',
  of_the_company_before: '« de la société » avant',
  parts_of: 'parts de la société',
  buyer: 'acquéreur ou preneur',
  to_buyer_before: '« au profit de »',
  adviser_words: 'notaire, avocat ou comptable',
  court_appointee: 'mandataire ou liquidateur',
  officer_words: 'nommée dirigeante',
  group_words: 'associée ou holding',
  publisher_words: 'éditeur, déposant ou annonceur',
  represented_by: 'représentée par',
  natural_person: 'personne physique',
  registration_pending: 'société pas encore immatriculée',
  debtor_label: 'sous « Débiteur » ou « Affaire »',
  on_behalf_of: '« pour le compte de »',
  owner_words: 'propriétaire ou bailleur',
  holds_office_of_other: 'dirigeante ou associée d’une autre société',
  organ_acts_for: 'société pour laquelle l’organe décide',
  capital_x_absorbing: 'absorbante (capital)',
  dissolution_x_absorbed: 'absorbée (dissolution)',
  capital_x_absorbed: 'absorbée (capital)',
  dissolution_x_absorbing: 'absorbante (dissolution)',
  creation_x_registration: 'immatriculation (constitution)',
  cession_x_sells: 'vend (cession)',
  cession_x_buyer: 'acquéreur (cession)',
  cession_x_parts_of: 'parts de la société (cession)',
  cession_x_natural_person: 'personne physique (cession)',
  nomination_x_officer: 'dirigeante (nomination)',
  procedure_x_court_appointee: 'organe (procédure)',
  relative_position: 'position dans le texte',
  gives_in_exchange: 'cède ou donne le fonds en location-gérance',
  gets_in_exchange: 'acquiert le fonds ou le prend en location-gérance',
  label_gives: 'présentée comme vendeur ou loueur',
  label_gets: 'présentée comme acquéreur ou locataire',
  label_office: 'présentée comme dirigeante, associée ou hôte',
  named_by_signature: 'nommée dans la signature',
  named_by_event: 'nommée par l’événement de l’annonce',
};

/** The features that weigh most for and against a candidate, as the review queue shows them. */
export function mainEvidence(model: SubjectModel, candidate: SubjectCandidate, count = 2): { for: string[]; against: string[] } {
  const weights = modelWeights(model);
  const contributions = SUBJECT_FEATURES.map((f, k) => ({ f, c: weights[k]! * candidate.features[f] })).filter((e) => e.f !== 'bias' && e.c !== 0);
  const shown = (list: typeof contributions) => list.slice(0, count).map((e) => EVIDENCE[e.f]);
  return {
    for: shown(contributions.filter((e) => e.c > 0).sort((a, b) => b.c - a.c)),
    against: shown(contributions.filter((e) => e.c < 0).sort((a, b) => a.c - b.c)),
  };
}
