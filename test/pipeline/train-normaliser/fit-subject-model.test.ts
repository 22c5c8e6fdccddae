import { describe, expect, it } from 'vitest';
import { SUBJECT_FEATURES, parseNoticeText, type SubjectModel } from '../../../kernel/normalise/index.js';
import { calibrateThreshold, decide, fitSubjectModel, fitWeights } from '../../../pipeline/train-normaliser/fit-subject-model.js';
import type { TrainingSet } from '../../../pipeline/train-normaliser/subject-training-sets.js';

const at = (name: string): number => SUBJECT_FEATURES.indexOf(name as (typeof SUBJECT_FEATURES)[number]);
/** A candidate with the bias and the named features on. */
const candidate = (...on: string[]): number[] => SUBJECT_FEATURES.map((f) => (f === 'bias' || on.includes(f) ? 1 : 0));

// Made-up sets: the seller is the subject, the buyer never is; a lone buyer means "none".
const sets: TrainingSet[] = [
  ...Array.from({ length: 20 }, (_, i): TrainingSet => ({ reference: `s${i}`, candidates: [candidate('buyer'), candidate('sells')], label: 1 })),
  ...Array.from({ length: 20 }, (_, i): TrainingSet => ({ reference: `t${i}`, candidates: [candidate('sells'), candidate('buyer')], label: 0 })),
  ...Array.from({ length: 10 }, (_, i): TrainingSet => ({ reference: `u${i}`, candidates: [candidate('buyer')], label: null })),
];

describe('fitting the subject model', () => {
  it('learns the weights that tell the expected company from the others and from "none", the same each run', () => {
    const w = fitWeights(sets);
    expect(w[at('sells')]!).toBeGreaterThan(1);
    expect(w[at('buyer')]!).toBeLessThan(0);
    expect(decide(w, sets[0]!)).toMatchObject({ right: true });
    // A lone buyer scores below "none": nothing would be published.
    expect(decide(w, sets[45]!).margin).toBeLessThan(0);
    expect(fitWeights(sets)).toEqual(w);
  });

  it('calibrates the least margin at which the published decisions reach the precision asked', () => {
    const decisions = [
      { margin: 5, right: true },
      { margin: 4, right: true },
      { margin: 3, right: false },
      { margin: 2, right: true },
      { margin: 1, right: false },
      { margin: -1, right: false },
    ];
    expect(calibrateThreshold(decisions, 0.75)).toBe(2);
    expect(calibrateThreshold(decisions, 0.99)).toBe(4);
    expect(calibrateThreshold([{ margin: 3, right: false }], 0.99)).toBe(Number.POSITIVE_INFINITY);
  });

  it('calibrates on out-of-fold decisions, each group decided by a model fitted on the others', () => {
    const fitted = fitSubjectModel([
      { name: 'x', sets: sets.filter((_, i) => i % 2 === 0) },
      { name: 'y', sets: sets.filter((_, i) => i % 2 === 1) },
    ]);
    expect(fitted.calibration.sets).toBe(sets.length);
    expect(fitted.calibration.precision).toBeGreaterThanOrEqual(0.99);
    expect(fitted.model.threshold).toBeGreaterThan(0);
  });
});

describe('the subject decided by a model where the rules abstain', () => {
  // Two companies, no role the rules read: the rules quarantine it.
  const text =
    'AVIS\nLa société ALPHA, SARL, RIDET 1 234 567.001, et la société OMEGA, SAS, RIDET 7 654 321.001, ont signé un accord le 3 mars 2026 portant augmentation du capital.';
  const model = (weights: Partial<Record<string, number>>, threshold: number): SubjectModel => ({
    features: SUBJECT_FEATURES,
    weights: SUBJECT_FEATURES.map((f) => weights[f] ?? 0),
    threshold,
  });

  it('publishes the best-scored company when its margin reaches the threshold', () => {
    const r = parseNoticeText(text, { reference: 't' }, { subjectModel: model({ bias: 1, first_identifier: 2 }, 1) });
    expect(r.ok && r.notice.ridet).toBe('1234567001');
  });

  it('quarantines with the ranked candidates and their main evidence when it does not', () => {
    const r = parseNoticeText(text, { reference: 't' }, { subjectModel: model({ bias: 1, first_identifier: 0.5 }, 1) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.quarantine.reason).toBe('sujet_ambigu');
    expect(r.quarantine.detail).toContain('écart 0,5, seuil 1,0');
    expect(r.quarantine.detail).toMatch(/1\. « RIDET 1 234 567\.001 » \d+ % \(pour : premier identifiant\) ; 2\. « RIDET 7 654 321\.001 » \d+ %/);
  });
});
