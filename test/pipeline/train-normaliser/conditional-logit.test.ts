import { describe, expect, it } from 'vitest';
import { fitConditionalLogit, type LogitSet } from '../../../pipeline/train-normaliser/conditional-logit.ts';

// Two features: the first marks the expected candidate in every set, the second is noise that
// marks the other one half the time; most entries are zero, as the reader's flags are.
const sets: LogitSet[] = [
  { candidates: [[1, 0], [0, 1]], label: 0 },
  { candidates: [[0, 0], [1, 0]], label: 1 },
  { candidates: [[1, 1], [0, 0]], label: 0 },
  { candidates: [[0, 1], [1, 0]], label: 1 },
];
const options = { l2: 0.1, iterations: 25, none: false };

describe('the conditional logit fit', () => {
  it('weighs the feature that marks the expected candidate above the noise', () => {
    const [marks, noise] = fitConditionalLogit(sets, 2, options);
    expect(marks!).toBeGreaterThan(1);
    expect(Math.abs(noise!)).toBeLessThan(marks! / 2);
  });

  it('gives the same weights to the same sets fitted again, whatever the caller did with the first answer', () => {
    const first = fitConditionalLogit(sets, 2, options);
    const kept = [...first];
    first[0] = 99;
    expect(fitConditionalLogit(sets, 2, options)).toEqual(kept);
    // Equal copies of the sets (other objects) fit to the same weights.
    expect(fitConditionalLogit(sets.map((s) => ({ candidates: s.candidates.map((x) => [...x]), label: s.label })), 2, options)).toEqual(kept);
  });

  it('fits other options afresh, not from what it kept for these sets', () => {
    const weak = fitConditionalLogit(sets, 2, options);
    const strong = fitConditionalLogit(sets, 2, { ...options, l2: 10 });
    expect(strong[0]!).toBeLessThan(weak[0]!);
  });
});
