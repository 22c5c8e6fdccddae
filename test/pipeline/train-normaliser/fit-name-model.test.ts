import { describe, expect, it } from 'vitest';
import { NAME_FEATURES } from '../../../kernel/normalise/index.ts';
import { calibrateChoiceThreshold as calibrateNameThreshold, decideChoice, fitChoiceWeights } from '../../../pipeline/train-normaliser/fit-choice-model.ts';
import { fitNameModel } from '../../../pipeline/train-normaliser/fit-name-model.ts';
import type { NameTrainingSet } from '../../../pipeline/train-normaliser/name-training-sets.ts';

const at = (name: string): number => NAME_FEATURES.indexOf(name as (typeof NAME_FEATURES)[number]);
const candidate = (...on: string[]): number[] => NAME_FEATURES.map((f) => (on.includes(f) ? 1 : 0));

// Made-up sets: the rules' first reading is usually right, but a name printed with another
// company's identifier never is.
const sets: NameTrainingSet[] = [
  ...Array.from({ length: 20 }, (_, i): NameTrainingSet => ({ reference: `r${i}`, candidates: [candidate('first_reading', 'from_label'), candidate('from_header')], label: 0 })),
  ...Array.from({ length: 8 }, (_, i): NameTrainingSet => ({ reference: `o${i}`, candidates: [candidate('first_reading', 'near_other_identifier'), candidate('from_name_before_form')], label: 1 })),
  { reference: 'none', candidates: [candidate('first_reading'), candidate('from_header')], label: null },
];

describe('fitting the dénomination model', () => {
  it('learns the cues that overturn the rules\' first reading, the same each run; a set without the expected name teaches nothing', () => {
    const w = fitChoiceWeights(sets, NAME_FEATURES.length);
    expect(w[at('near_other_identifier')]!).toBeLessThan(0);
    expect(w[at('from_name_before_form')]!).toBeGreaterThan(0);
    expect(decideChoice(w, sets[0]!)).toMatchObject({ right: true });
    expect(decideChoice(w, sets[20]!)).toMatchObject({ right: true });
    expect(fitChoiceWeights(sets, NAME_FEATURES.length)).toEqual(w);
    expect(fitChoiceWeights(sets.slice(0, 28), NAME_FEATURES.length)).toEqual(w);
  });

  it('calibrates the least margin at which the published names reach the precision asked, halfway to the next decision', () => {
    const decisions = [
      { margin: 5, right: true },
      { margin: 4, right: true },
      { margin: 3, right: false },
      { margin: 2, right: true },
      { margin: 1, right: false },
    ];
    expect(calibrateNameThreshold(decisions, 0.99)).toBe(3.5);
    expect(calibrateNameThreshold(decisions, 0.75)).toBe(1.5);
    // Every decision right: nothing says where doubt starts, every positive margin is published.
    expect(calibrateNameThreshold([{ margin: 2, right: true }, { margin: 0.1, right: true }], 0.99)).toBe(0);
    expect(calibrateNameThreshold([{ margin: 3, right: false }], 0.99)).toBe(Number.POSITIVE_INFINITY);
  });

  it('calibrates on out-of-fold decisions, each group decided by a model fitted on the others', () => {
    const fitted = fitNameModel([
      { name: 'x', sets: sets.filter((_, i) => i % 2 === 0) },
      { name: 'y', sets: sets.filter((_, i) => i % 2 === 1) },
    ]);
    expect(fitted.calibration.sets).toBe(sets.length);
    expect(fitted.calibration.unanswerable).toBe(1);
    // The set without its expected name is published wrong at any margin; the others reach the precision.
    expect(fitted.calibration.right / (fitted.calibration.published - 1)).toBeGreaterThanOrEqual(0.99);
    expect(fitted.model.features).toEqual(NAME_FEATURES);
  });

  it('leaves a set without its expected name out of the margin\'s calibration: it is wrong at any margin, and right rankings keep being published', () => {
    const right = (g: string) => Array.from({ length: 12 }, (_, i): NameTrainingSet => ({ reference: `${g}${i}`, candidates: [candidate('first_reading', 'from_label'), candidate('from_header')], label: 0 }));
    const weak = (g: string): NameTrainingSet => ({ reference: `${g}-weak`, candidates: [candidate('first_reading'), candidate('from_header', 'from_label')], label: 0 });
    const missing: NameTrainingSet = { reference: 'z-missing', candidates: [candidate('first_reading', 'from_label'), candidate('from_header')], label: null };
    const fitted = fitNameModel([
      { name: 'x', sets: [...right('x'), weak('x')] },
      { name: 'y', sets: [...right('y'), weak('y')] },
      { name: 'z', sets: [...right('z'), missing] },
    ]);
    expect(fitted.calibration.unanswerable).toBe(1);
    expect(fitted.model.threshold).toBe(0);
    expect(fitted.calibration.published).toBe(fitted.calibration.sets);
  });
});
