/**
 * Fits the subject model: a conditional logit over each set's candidates and "none" (score 0),
 * L2-regularised, by a fixed number of Newton steps (deterministic: no random start, sets in the
 * order given). The publishing threshold is calibrated on out-of-fold decisions — each training
 * group decided by a model fitted on the other training groups — as the least margin at which at
 * least `precision` of the published decisions name the expected company (or above every wrong
 * one, with safety margins); a least probability of the best candidate is required as well.
 */

import { SUBJECT_FEATURES, type SubjectModel } from '../../kernel/normalise/index.ts';
import { logitProbabilities as probabilities, logitScores as scores, fitConditionalLogit } from './conditional-logit.ts';
import type { TrainingSet } from './subject-training-sets.ts';

export interface FitOptions {
  /** L2 penalty on the weights (the loss is summed over sets). */
  l2?: number;
  /** Newton steps. */
  iterations?: number;
  /** The sets the weights are fitted on: those the rules abstain on, or every set. */
  fitOn?: 'abstained' | 'all';
  /** The out-of-fold decisions the threshold is calibrated on. */
  calibrateOn?: 'abstained' | 'all';
  /**
   * 'precision': the least margin at which `precision` of the published decisions are right;
   * 'zero_wrong': above every wrong out-of-fold decision, by `marginSafety` on the margin and by
   * `probabilitySafety` on the probability.
   */
  calibration?: 'precision' | 'zero_wrong';
  /** The share of published decisions that must be right ('precision'). */
  precision?: number;
  marginSafety?: number;
  /** null: no least probability from the wrong decisions. */
  probabilitySafety?: number | null;
  /** A least probability of the best candidate, whatever the calibration gives. */
  minProbability?: number;
  /** false: fit without the rules' own pick as features, so the weights rest on the cues alone. */
  ruleFeatures?: boolean;
}

// Chosen by `eval --cv` among the policies compared in kernel/normalise/README.md: fitted and
// calibrated on every candidate set (about 390 out-of-fold decisions, not the few dozen the rules
// abstain on), and never publishing a best candidate below 85 %: the least floor that added no
// wrong attribution on an unseen writer group.
const DEFAULTS: Required<FitOptions> = {
  l2: 1,
  iterations: 25,
  fitOn: 'all',
  calibrateOn: 'all',
  calibration: 'precision',
  precision: 0.995,
  marginSafety: 0,
  probabilitySafety: null,
  minProbability: 0.85,
  ruleFeatures: true,
};

const RULE_FEATURES = new Set<string>(['rule_picks', 'rule_single_candidate']);

/** The sets as the fit sees them: only the ones asked for, the rules' pick blanked when it is left out. */
function fitted(sets: readonly TrainingSet[], options: Required<FitOptions>): TrainingSet[] {
  const chosen = options.fitOn === 'all' ? sets : sets.filter((s) => !s.ruled);
  if (options.ruleFeatures) return [...chosen];
  const blank = SUBJECT_FEATURES.map((f) => RULE_FEATURES.has(f));
  return chosen.map((s) => ({ ...s, candidates: s.candidates.map((x) => x.map((v, k) => (blank[k] ? 0 : v))) }));
}

/** The weights, in SUBJECT_FEATURES order. */
export function fitWeights(sets: readonly TrainingSet[], options: FitOptions = {}): number[] {
  const settings = { ...DEFAULTS, ...options };
  return fitConditionalLogit(fitted(sets, settings), SUBJECT_FEATURES.length, { l2: settings.l2, iterations: settings.iterations, none: true });
}

export interface Decision {
  margin: number;
  /** The best candidate's probability (softmax over the candidates and "none"). */
  probability: number;
  /** The best candidate is the expected company. */
  right: boolean;
  /** The rules decided this set themselves. */
  ruled: boolean;
}

/** How a model with these weights decides a set: its margin, its best candidate's probability, whether that one is right. */
export function decide(w: readonly number[], set: TrainingSet): Decision {
  const s = scores(w, set);
  let best = -1;
  for (let i = 0; i < s.length; i += 1) if (best < 0 || s[i]! > s[best]!) best = i;
  const second = Math.max(0, ...s.filter((_, i) => i !== best));
  return { margin: best < 0 ? 0 : s[best]! - second, probability: best < 0 ? 0 : probabilities(s)[best]!, right: best >= 0 && best === set.label, ruled: set.ruled };
}

/**
 * The least margin at which at least `precision` of the decisions published (margin >= it, and
 * above "none") are right; Infinity when no margin reaches it; 0 when every decision above "none"
 * reaches it. In that last case the least margin observed is only where the sample happens to end,
 * not a margin below which decisions were seen to go wrong: cutting there moved the threshold with
 * each writer group added (1.77 to 2.1 over one evening) and quarantined a notice whose lone,
 * plainly named identifier scored 89 %. The least probability (`minProbability`) still applies.
 */
export function calibrateThreshold(decisions: ReadonlyArray<Pick<Decision, 'margin' | 'right'>>, precision: number = DEFAULTS.precision): number {
  const published = decisions.filter((d) => d.margin > 0).sort((a, b) => b.margin - a.margin);
  let right = 0;
  let threshold = Number.POSITIVE_INFINITY;
  for (let i = 0; i < published.length; i += 1) {
    if (published[i]!.right) right += 1;
    // Ties publish together: only a margin no other decision shares below it is a cut.
    if (published[i + 1]?.margin === published[i]!.margin) continue;
    if (right / (i + 1) >= precision) threshold = published[i]!.margin;
  }
  return published.length > 0 && right / published.length >= precision ? 0 : threshold;
}

/**
 * Above every wrong decision: the largest margin and the largest probability of a decision that
 * would have published the wrong company, each raised by its safety margin.
 */
export function calibrateZeroWrong(
  decisions: ReadonlyArray<Pick<Decision, 'margin' | 'probability' | 'right'>>,
  safety: { margin: number; probability: number | null },
): { threshold: number; minProbability: number } {
  const wrong = decisions.filter((d) => d.margin > 0 && !d.right);
  const threshold = Math.max(0, ...wrong.map((d) => d.margin)) + safety.margin;
  const minProbability = safety.probability === null ? 0 : Math.min(1, Math.max(0, ...wrong.map((d) => d.probability)) + safety.probability);
  return { threshold, minProbability };
}

export interface FittedSubjectModel {
  model: SubjectModel;
  /** Out-of-fold figures the threshold was calibrated on. */
  calibration: { sets: number; published: number; right: number; precision: number };
}

/**
 * Fits on every group's sets; the threshold (and least probability) on out-of-fold decisions,
 * each group decided by a model fitted on the others. With one group, on its own in-sample
 * decisions.
 */
export function fitSubjectModel(groups: ReadonlyArray<{ name: string; sets: readonly TrainingSet[] }>, options: FitOptions = {}): FittedSubjectModel {
  const settings = { ...DEFAULTS, ...options };
  const all = groups.flatMap((g) => g.sets);
  const weights = fitWeights(all, settings);
  const calibratedOn = (sets: readonly TrainingSet[]): TrainingSet[] => (settings.calibrateOn === 'all' ? [...sets] : sets.filter((s) => !s.ruled));
  const outOfFold =
    groups.length < 2
      ? calibratedOn(all).map((set) => decide(weights, set))
      : groups.flatMap((g) => {
          const w = fitWeights(groups.filter((o) => o !== g).flatMap((o) => o.sets), settings);
          return calibratedOn(g.sets).map((set) => decide(w, set));
        });
  // The floor applies before the margin is calibrated, so the margin is chosen among what the floor lets through.
  const floored = outOfFold.filter((d) => d.probability >= settings.minProbability);
  const calibrated =
    settings.calibration === 'zero_wrong'
      ? calibrateZeroWrong(floored, { margin: settings.marginSafety, probability: settings.probabilitySafety })
      : { threshold: calibrateThreshold(floored, settings.precision), minProbability: 0 };
  const threshold = calibrated.threshold;
  const minProbability = Math.max(settings.minProbability, calibrated.minProbability);
  const published = outOfFold.filter((d) => d.margin > 0 && d.margin >= threshold && d.probability >= minProbability);
  const right = published.filter((d) => d.right).length;
  return {
    model: { features: SUBJECT_FEATURES, weights, threshold, minProbability },
    calibration: { sets: outOfFold.length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length },
  };
}
