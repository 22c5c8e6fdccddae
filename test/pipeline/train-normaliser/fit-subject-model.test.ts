import { describe, expect, it } from 'vitest';
import { SUBJECT_FEATURES, parseNoticeText, type SubjectModel } from '../../../kernel/normalise/index.ts';
import { calibrateThreshold, calibrateZeroWrong, decide, fitSubjectModel, fitWeights } from '../../../pipeline/train-normaliser/fit-subject-model.ts';
import type { TrainingSet } from '../../../pipeline/train-normaliser/subject-training-sets.ts';

const at = (name: string): number => SUBJECT_FEATURES.indexOf(name as (typeof SUBJECT_FEATURES)[number]);
/** A candidate with the bias and the named features on. */
const candidate = (...on: string[]): number[] => SUBJECT_FEATURES.map((f) => (f === 'bias' || on.includes(f) ? 1 : 0));

// Made-up sets: the seller is the subject, the buyer never is; a lone buyer means "none".
const sets: TrainingSet[] = [
  ...Array.from({ length: 20 }, (_, i): TrainingSet => ({ reference: `s${i}`, candidates: [candidate('buyer'), candidate('sells')], label: 1, ruled: false })),
  ...Array.from({ length: 20 }, (_, i): TrainingSet => ({ reference: `t${i}`, candidates: [candidate('sells'), candidate('buyer')], label: 0, ruled: false })),
  ...Array.from({ length: 10 }, (_, i): TrainingSet => ({ reference: `u${i}`, candidates: [candidate('buyer')], label: null, ruled: false })),
];
// Sets the rules decide themselves: the company they pick is the subject.
const ruledSets: TrainingSet[] = Array.from({ length: 30 }, (_, i): TrainingSet => ({ reference: `r${i}`, candidates: [candidate('rule_picks', 'sells'), candidate('buyer')], label: 0, ruled: true }));

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

  it('sets no margin when every decision above "none" reaches the precision: the least one observed is where the sample ends, not where decisions go wrong', () => {
    const allRight = [
      { margin: 5, right: true },
      { margin: 2.1, right: true },
      { margin: 1.9, right: true },
      { margin: -1, right: false },
    ];
    expect(calibrateThreshold(allRight, 0.99)).toBe(0);
    // One wrong at the bottom: the cut stays above it.
    expect(calibrateThreshold([...allRight, { margin: 0.5, right: false }], 0.99)).toBe(1.9);
  });

  it('calibrates on out-of-fold decisions of every candidate set, each group decided by a model fitted on the others', () => {
    const all = [...sets, ...ruledSets];
    const groups = [
      { name: 'x', sets: all.filter((_, i) => i % 2 === 0) },
      { name: 'y', sets: all.filter((_, i) => i % 2 === 1) },
    ];
    const fitted = fitSubjectModel(groups);
    // The sets the rules decide count too: the threshold rests on every decision, not the few the rules leave.
    expect(fitted.calibration.sets).toBe(all.length);
    expect(fitted.calibration.precision).toBeGreaterThanOrEqual(0.99);
    // Every out-of-fold decision of these sets is right: no margin is required, the least probability decides.
    expect(fitted.calibration.right).toBe(fitted.calibration.published);
    expect(fitted.model.threshold).toBe(0);
    expect(fitted.model.minProbability).toBe(0.85);
    // Asked to, it still calibrates on the sets the rules abstain on only.
    expect(fitSubjectModel(groups, { calibrateOn: 'abstained' }).calibration.sets).toBe(sets.length);
  });

  it('with zero_wrong, publishes only above every wrong decision, by a safety margin on the margin and on the probability', () => {
    const decisions = [
      { margin: 4, probability: 0.97, right: true },
      { margin: 2, probability: 0.8, right: false },
      { margin: 1.5, probability: 0.9, right: false },
      { margin: 1, probability: 0.6, right: true },
      { margin: -1, probability: 0.2, right: false },
    ];
    const { threshold, minProbability } = calibrateZeroWrong(decisions, { margin: 0.5, probability: 0.05 });
    expect(threshold).toBeCloseTo(2.5);
    expect(minProbability).toBeCloseTo(0.95);
    expect(calibrateZeroWrong(decisions, { margin: 0.5, probability: null }).minProbability).toBe(0);
  });

  it('without the rules\' features, the weights rest on the cues alone', () => {
    const w = fitWeights([...sets, ...ruledSets], { fitOn: 'all', ruleFeatures: false });
    expect(w[at('rule_picks')]).toBe(0);
    expect(w[at('sells')]!).toBeGreaterThan(1);
  });
});

describe('the subject decided by a model where the rules abstain', () => {
  // Two companies, no role the rules read: the rules quarantine it.
  const text =
    'AVIS\nLa société ALPHA, SARL, RIDET 1 234 567.001, et la société OMEGA, SAS, RIDET 7 654 321.001, ont signé un accord le 3 mars 2026 portant augmentation du capital.';
  const model = (weights: Partial<Record<string, number>>, threshold: number, minProbability = 0): SubjectModel => ({
    features: SUBJECT_FEATURES,
    weights: SUBJECT_FEATURES.map((f) => weights[f] ?? 0),
    threshold,
    minProbability,
  });

  it('publishes the best-scored company when its margin reaches the threshold', () => {
    const r = parseNoticeText(text, { reference: 't' }, { subjectModel: model({ bias: 1, first_identifier: 2 }, 1) });
    expect(r.ok && r.notice.ridet).toBe('1234567001');
  });

  it('quarantines when the margin is reached but the best candidate is not probable enough', () => {
    // Scores 3 and 1 against "none" at 0: a margin of 2 but a probability of about 84 %.
    const weights = { bias: 1, first_identifier: 2 };
    expect(parseNoticeText(text, { reference: 't' }, { subjectModel: model(weights, 1, 0.8) }).ok).toBe(true);
    const r = parseNoticeText(text, { reference: 't' }, { subjectModel: model(weights, 1, 0.9) });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.quarantine.reason).toBe('sujet_ambigu');
    expect(r.quarantine.detail).toContain('écart 2,0, seuil 1,0, probabilité exigée 90 %');
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
