import { describe, expect, it } from 'vitest';
import { TYPE_FALLBACK_CLASSES } from '../../../kernel/normalise/index.ts';
import { calibrateFallbackThreshold, decideFallback, fitTypeFallback, fitTypeFallbackWeights, type TypeFallbackGroup } from '../../../pipeline/train-normaliser/fit-type-fallback.ts';
import type { TypeFallbackExample } from '../../../pipeline/train-normaliser/type-fallback-training-sets.ts';

const label = (c: (typeof TYPE_FALLBACK_CLASSES)[number]): number => TYPE_FALLBACK_CLASSES.indexOf(c);

// Made-up writers: each names a transfer with 'transfert siege' and a dissolution with 'dissolution
// anticipee', in words of its own around them; one writer alone also prints 'tonton' in every notice.
function writer(name: string, own: string): TypeFallbackGroup {
  const examples: TypeFallbackExample[] = [
    ...Array.from({ length: 6 }, (_, i) => ({ reference: `${name}-s${i}`, words: ['w:transfert', 'w:siege', `w:${own}`, ...(name === 'g0' ? ['w:tonton'] : [])], label: label('siege') })),
    ...Array.from({ length: 6 }, (_, i) => ({ reference: `${name}-d${i}`, words: ['w:dissolution', 'w:anticipee', `w:${own}`], label: label('dissolution') })),
    ...Array.from({ length: 3 }, (_, i) => ({ reference: `${name}-n${i}`, words: ['w:offre', 'w:emploi', `w:${own}`], label: label('aucun') })),
  ];
  return { name, examples };
}

const groups = ['g0', 'g1', 'g2', 'g3', 'g4', 'g5'].map((g, i) => writer(g, `mot${i}`));

describe('fitting the type fallback', () => {
  it('learns the words several writers share for a type, the same each run', () => {
    const model = fitTypeFallbackWeights(groups, { minGroups: 3 });
    const siege = decideFallback(model, { reference: 'x', words: ['w:transfert', 'w:siege'], label: label('siege') });
    expect(TYPE_FALLBACK_CLASSES[siege.best]).toBe('siege');
    const none = decideFallback(model, { reference: 'y', words: ['w:offre', 'w:emploi'], label: label('aucun') });
    expect(TYPE_FALLBACK_CLASSES[none.best]).toBe('aucun');
    expect(fitTypeFallbackWeights(groups, { minGroups: 3 })).toEqual(model);
  });

  it('keeps no word fewer writer groups print than it asks for: one writer\'s habit is no feature', () => {
    const model = fitTypeFallbackWeights(groups, { minGroups: 3 });
    expect(model.weights.has('w:tonton')).toBe(false);
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
