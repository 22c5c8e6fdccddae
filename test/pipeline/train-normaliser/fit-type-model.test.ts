import { describe, expect, it } from 'vitest';
import { TYPE_FEATURES } from '../../../kernel/normalise/index.ts';
import { decideChoice, fitChoiceWeights } from '../../../pipeline/train-normaliser/fit-choice-model.ts';
import { fitTypeModel } from '../../../pipeline/train-normaliser/fit-type-model.ts';
import type { TypeTrainingSet } from '../../../pipeline/train-normaliser/type-training-sets.ts';

const at = (name: string): number => TYPE_FEATURES.indexOf(name as (typeof TYPE_FEATURES)[number]);
const candidate = (...on: string[]): number[] => TYPE_FEATURES.map((f) => (on.includes(f) ? 1 : 0));

// Made-up sets: the rules' pick is usually right, but an event told only as background never is.
const sets: TypeTrainingSet[] = [
  ...Array.from({ length: 20 }, (_, i): TypeTrainingSet => ({ reference: `r${i}`, candidates: [candidate('rules_choice', 'body_first'), candidate('body_strong')], label: 0 })),
  ...Array.from({ length: 8 }, (_, i): TypeTrainingSet => ({ reference: `b${i}`, candidates: [candidate('rules_choice', 'body_first', 'background_only'), candidate('body_strong', 'earliest')], label: 1 })),
  { reference: 'none', candidates: [candidate('rules_choice'), candidate('weak_only')], label: null },
];

describe('fitting the type model', () => {
  it('learns the cues that overturn the rules\' pick, the same each run; a set without the expected type teaches nothing', () => {
    const w = fitChoiceWeights(sets, TYPE_FEATURES.length);
    expect(w[at('background_only')]!).toBeLessThan(0);
    expect(decideChoice(w, sets[0]!)).toMatchObject({ right: true });
    expect(decideChoice(w, sets[20]!)).toMatchObject({ right: true });
    expect(fitChoiceWeights(sets, TYPE_FEATURES.length)).toEqual(w);
    expect(fitChoiceWeights(sets.slice(0, 28), TYPE_FEATURES.length)).toEqual(w);
  });

  it('calibrates on out-of-fold decisions, each group decided by a model fitted on the others', () => {
    const fitted = fitTypeModel([
      { name: 'x', sets: sets.filter((_, i) => i % 2 === 0) },
      { name: 'y', sets: sets.filter((_, i) => i % 2 === 1) },
    ]);
    expect(fitted.calibration.sets).toBe(sets.length);
    // The set without its expected value is published wrong at any margin; the others reach the precision.
    expect(fitted.calibration.unanswerable).toBe(1);
    expect(fitted.calibration.right / (fitted.calibration.published - 1)).toBeGreaterThanOrEqual(0.99);
    expect(fitted.model.features).toEqual(TYPE_FEATURES);
  });
});
