/**
 * The type fallback: a multinomial logistic regression over the words of a notice's heading and
 * opening (type-fallback-words.ts), asked only when the rules of classify.ts name no event
 * (`type_inconnu`). Its classes are the eight types and `aucun` (a text that tells no event of a
 * company: a job offer, a convocation, an association's notice), so a text like those is not
 * forced into a type. The best class is published when it is a type and its probability reaches
 * the threshold, calibrated out of fold on the labelled corpora (pipeline/train-normaliser);
 * otherwise the notice stays quarantined `type_inconnu`, as without the fallback.
 */

import { ANNONCE_TYPES, type AnnonceType } from '../model/announcement.ts';
import type { Classification, TypeHits } from './classify.ts';

/** The fallback's classes: the types, then a text that tells none. */
export const TYPE_FALLBACK_CLASSES = [...ANNONCE_TYPES, 'aucun'] as const;
export type TypeFallbackClass = (typeof TYPE_FALLBACK_CLASSES)[number];

export interface TypeFallbackModel {
  /** One bias per class, in TYPE_FALLBACK_CLASSES's order. */
  bias: readonly number[];
  /** Per feature, its weight for each class in TYPE_FALLBACK_CLASSES's order; a feature absent weighs nothing. */
  weights: ReadonlyMap<string, readonly number[]>;
  /** The least probability of the best class at which its type is published. */
  threshold: number;
}

export interface TypeFallbackDecision {
  /** The classes by probability, best first. */
  ranked: Array<{ class: TypeFallbackClass; probability: number }>;
  /** The type published, or null: abstain (the best is `aucun`, or not probable enough). */
  chosen: AnnonceType | null;
}

/** Never publishes: what training reads the corpora with, so no fitted choice leaks into the sets. */
export const NO_TYPE_FALLBACK: TypeFallbackModel = { bias: TYPE_FALLBACK_CLASSES.map(() => 0), weights: new Map(), threshold: Number.POSITIVE_INFINITY };

/**
 * The model from its generated weights file: the bias, and one line per word with its weights for
 * each class (`w:cession 0.1 -0.2 …`, space-separated, in TYPE_FALLBACK_CLASSES's order; a table in
 * a string loads several times faster than as many array literals), each line checked against the
 * classes.
 */
export function typeFallbackModel(bias: readonly number[], table: string, threshold: number): TypeFallbackModel {
  const weights = new Map<string, number[]>();
  for (const line of table.split('\n')) {
    if (line.trim() === '') continue;
    const [word, ...values] = line.trim().split(' ');
    weights.set(word!, values.map(Number));
  }
  for (const row of [bias, ...weights.values()]) {
    if (row.length !== TYPE_FALLBACK_CLASSES.length || row.some((x) => !Number.isFinite(x))) {
      throw new Error(`[normalise] type fallback weights do not match the classes (${row.length} vs ${TYPE_FALLBACK_CLASSES.length}): run npm run train:normaliser`);
    }
  }
  return { bias, weights, threshold };
}

/** Each class's probability (softmax of bias plus the weights of the features present). */
export function typeFallbackProbabilities(model: TypeFallbackModel, words: readonly string[]): number[] {
  const scores = [...model.bias];
  for (const word of words) {
    const w = model.weights.get(word);
    if (w) for (let k = 0; k < scores.length; k += 1) scores[k]! += w[k]!;
  }
  const top = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

export function decideTypeFallback(model: TypeFallbackModel, words: readonly string[]): TypeFallbackDecision {
  const probabilities = typeFallbackProbabilities(model, words);
  const ranked = TYPE_FALLBACK_CLASSES.map((c, i) => ({ class: c, probability: probabilities[i]!, i }))
    .sort((a, b) => b.probability - a.probability || a.i - b.i)
    .map(({ class: c, probability }) => ({ class: c, probability }));
  const best = ranked[0]!;
  const chosen = best.class !== 'aucun' && best.probability >= model.threshold ? best.class : null;
  return { ranked, chosen };
}

const NO_HITS: TypeHits = Object.freeze({ heading: 0, body: 0, weak: 0, weakHeading: 0, category: 0 });

/**
 * The fallback's type as a classification: no wording of the rules found it, so its evidence is
 * `weak` and its confidence half its probability (0.5 at most), under any type a wording gave.
 */
export function fallbackClassification(model: TypeFallbackModel, words: readonly string[]): Classification | null {
  const { ranked, chosen } = decideTypeFallback(model, words);
  if (chosen === null) return null;
  const probability = ranked[0]!.probability;
  return {
    type: chosen,
    evidence: 'weak',
    confidence: Math.round(probability * 50) / 100,
    scores: Object.fromEntries(ANNONCE_TYPES.map((t) => [t, 0])) as Record<AnnonceType, number>,
    rule: 'weak',
    hits: Object.fromEntries(ANNONCE_TYPES.map((t) => [t, NO_HITS])) as Record<AnnonceType, TypeHits>,
    readings: { heading: '', body: '' },
  };
}
