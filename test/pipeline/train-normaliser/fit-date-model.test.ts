import { describe, expect, it } from 'vitest';
import { DATE_FEATURES } from '../../../kernel/normalise/index.ts';
import { decideChoice, fitChoiceWeights } from '../../../pipeline/train-normaliser/fit-choice-model.ts';
import { fitDateModel } from '../../../pipeline/train-normaliser/fit-date-model.ts';
import type { DateTrainingSet } from '../../../pipeline/train-normaliser/date-training-sets.ts';

const at = (name: string): number => DATE_FEATURES.indexOf(name as (typeof DATE_FEATURES)[number]);
const candidate = (...on: string[]): number[] => DATE_FEATURES.map((f) => (on.includes(f) ? 1 : 0));

// Made-up sets: the rules' pick is usually right, but a date printed in the signature never is.
const sets: DateTrainingSet[] = [
  ...Array.from({ length: 20 }, (_, i): DateTrainingSet => ({ reference: `r${i}`, candidates: [candidate('rules_choice', 'act_best'), candidate('effective_word')], label: 0 })),
  ...Array.from({ length: 8 }, (_, i): DateTrainingSet => ({ reference: `s${i}`, candidates: [candidate('rules_choice', 'signature'), candidate('act_word')], label: 1 })),
  { reference: 'none', candidates: [candidate('rules_choice'), candidate('latest')], label: null },
];

describe('fitting the date model', () => {
  it('learns the cues that overturn the rules\' pick, the same each run; calibrates out of fold', () => {
    const w = fitChoiceWeights(sets, DATE_FEATURES.length);
    expect(w[at('signature')]!).toBeLessThan(0);
    expect(decideChoice(w, sets[0]!)).toMatchObject({ right: true });
    expect(decideChoice(w, sets[20]!)).toMatchObject({ right: true });
    expect(fitChoiceWeights(sets, DATE_FEATURES.length)).toEqual(w);
    const fitted = fitDateModel([
      { name: 'x', sets: sets.filter((_, i) => i % 2 === 0) },
      { name: 'y', sets: sets.filter((_, i) => i % 2 === 1) },
    ]);
    expect(fitted.calibration.sets).toBe(sets.length);
    // The set without its expected value is published wrong at any margin; the others reach the precision.
    expect(fitted.calibration.unanswerable).toBe(1);
    expect(fitted.calibration.right / (fitted.calibration.published - 1)).toBeGreaterThanOrEqual(0.99);
    expect(fitted.model.features).toEqual(DATE_FEATURES);
  });
});
