/**
 * The fit shared by the models whose "none of them" competes with the candidates at 0 (the run name
 * and the insertion event of short insertions): a conditional logit fitted on every set, and the
 * least lead of the best candidate over the next and over "none" calibrated on the out-of-fold
 * decisions (each writer group decided by a model fitted on the other groups) of the sets the model
 * is asked about (those the rules leave undecided), for the precision asked; a candidate published
 * where the corpus expects none, or another, counts as wrong.
 */

import { fitConditionalLogit, logitScores, type LogitSet } from './conditional-logit.ts';
import { calibrateChoiceThreshold, type ChoiceDecision, type ChoiceFitOptions } from './fit-choice-model.ts';

export interface AbstainingLogitFit {
  weights: number[];
  threshold: number;
  calibration: { sets: number; published: number; right: number; precision: number };
}

/** The best candidate's lead over the next and over "none" (0), and whether it is the expected one. */
export function decideAgainstNone(w: readonly number[], set: LogitSet): ChoiceDecision {
  const s = logitScores(w, set);
  let best = 0;
  for (let i = 1; i < s.length; i += 1) if (s[i]! > s[best]!) best = i;
  const next = Math.max(0, ...s.filter((_, i) => i !== best));
  return { margin: s[best]! - next, right: best === set.label };
}

export function fitAbstainingLogit<S extends LogitSet>(
  groups: ReadonlyArray<{ name: string; sets: readonly S[] }>,
  featureCount: number,
  asked: (set: S) => boolean,
  settings: Required<ChoiceFitOptions>,
): AbstainingLogitFit {
  const fit = (sets: readonly LogitSet[]): number[] => fitConditionalLogit(sets, featureCount, { l2: settings.l2, iterations: settings.iterations, none: true });
  const all = groups.flatMap((g) => g.sets);
  const weights = fit(all);
  const outOfFold =
    groups.length < 2
      ? all.filter(asked).map((set) => decideAgainstNone(weights, set))
      : groups.flatMap((g) => {
          const askedHere = g.sets.filter(asked);
          if (askedHere.length === 0) return [];
          const w = fit(groups.filter((o) => o !== g).flatMap((o) => o.sets));
          return askedHere.map((set) => decideAgainstNone(w, set));
        });
  const threshold = calibrateChoiceThreshold(outOfFold, settings.precision);
  const published = outOfFold.filter((d) => d.margin > 0 && d.margin >= threshold);
  const right = published.filter((d) => d.right).length;
  return { weights, threshold, calibration: { sets: outOfFold.length, published: published.length, right, precision: published.length === 0 ? 1 : right / published.length } };
}
