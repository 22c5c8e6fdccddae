import { describe, expect, it } from 'vitest';
import { TYPE_FALLBACK_CLASSES } from '../../../kernel/normalise/index.ts';
import { calibrateFallbackThreshold, decideFallback, fitTypeFallback, fitTypeFallbackWeights, type TypeFallbackGroup } from '../../../pipeline/train-normaliser/fit-type-fallback.ts';
import type { TypeFallbackExample } from '../../../pipeline/train-normaliser/type-fallback-training-sets.ts';

const label = (c: (typeof TYPE_FALLBACK_CLASSES)[number]): number => TYPE_FALLBACK_CLASSES.indexOf(c);

/** A made-up notice's words; 'w:paul' stands for a name, printed capitalised. */
function example(reference: string, words: string[], c: (typeof TYPE_FALLBACK_CLASSES)[number]): TypeFallbackExample {
  return { reference, words, lowerCaseWords: words.filter((w) => w !== 'w:paul'), label: label(c) };
}

// Made-up writers: each names a transfer with 'transfert siege' and a dissolution with 'dissolution
// anticipee', in words of its own around them; one writer alone also prints 'tonton' in every notice.
function writer(name: string, own: string): TypeFallbackGroup {
  const examples: TypeFallbackExample[] = [
    ...Array.from({ length: 6 }, (_, i) => example(`${name}-s${i}`, ['w:transfert', 'w:siege', `w:${own}`, ...(name === 'g0' ? ['w:tonton'] : [])], 'siege')),
    ...Array.from({ length: 6 }, (_, i) => example(`${name}-d${i}`, ['w:dissolution', 'w:anticipee', `w:${own}`, 'w:paul'], 'dissolution')),
    ...Array.from({ length: 3 }, (_, i) => example(`${name}-n${i}`, ['w:offre', 'w:emploi', `w:${own}`], 'aucun')),
  ];
  return { name, examples };
}

const groups = ['g0', 'g1', 'g2', 'g3', 'g4', 'g5'].map((g, i) => writer(g, `mot${i}`));

describe('fitting the type fallback', () => {
  it('learns the words several writers share for a type, the same each run', () => {
    const model = fitTypeFallbackWeights(groups, { minGroups: 3 });
    const siege = decideFallback(model, example('x', ['w:transfert', 'w:siege'], 'siege'));
    expect(TYPE_FALLBACK_CLASSES[siege.best]).toBe('siege');
    const none = decideFallback(model, example('y', ['w:offre', 'w:emploi'], 'aucun'));
    expect(TYPE_FALLBACK_CLASSES[none.best]).toBe('aucun');
    expect(fitTypeFallbackWeights(groups, { minGroups: 3 })).toEqual(model);
  });

  it('keeps no word fewer writer groups print in lower case than it asks for: one writer\'s habit, a name, is no feature', () => {
    const model = fitTypeFallbackWeights(groups, { minGroups: 3 });
    expect(model.weights.has('w:tonton')).toBe(false);
    expect(model.weights.has('w:paul')).toBe(false);
    expect(model.weights.has('w:mot0')).toBe(false);
    expect(model.weights.has('w:transfert')).toBe(true);
  });

  it('publishes from the least probability at which the types published out of fold are right often enough', () => {
    const siege = label('siege');
    const decisions = [
      { best: siege, probability: 0.95, label: siege },
      { best: siege, probability: 0.9, label: siege },
      { best: siege, probability: 0.8, label: label('statuts') },
      { best: siege, probability: 0.7, label: siege },
      { best: label('aucun'), probability: 0.99, label: siege },
    ];
    expect(calibrateFallbackThreshold(decisions, 1)).toBeCloseTo(0.85);
    expect(calibrateFallbackThreshold(decisions, 0.7)).toBe(0);
    expect(calibrateFallbackThreshold([{ best: siege, probability: 0.9, label: label('aucun') }], 0.99)).toBe(Number.POSITIVE_INFINITY);
  });

  it('calibrates on folds of groups, each decided by a model fitted on the other folds', () => {
    const fitted = fitTypeFallback(groups, { minGroups: 3, folds: 3 });
    expect(fitted.calibration.examples).toBe(groups.length * 15);
    expect(fitted.calibration.right).toBe(fitted.calibration.published);
    expect(fitted.model.threshold).toBeLessThan(1);
  });
});
