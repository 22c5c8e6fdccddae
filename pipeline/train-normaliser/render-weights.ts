/** The fitted models as reviewable TypeScript modules: one line per feature, its weight beside it. */

import type { FittedNameModel } from './fit-name-model.ts';
import type { FittedSubjectModel } from './fit-subject-model.ts';
import type { FittedTypeModel } from './fit-type-model.ts';
import type { FittedDateModel } from './fit-date-model.ts';

const round = (v: number): number => Math.round(v * 1e6) / 1e6;

/** The weights as aligned `[feature, weight]` rows, and the threshold as TypeScript source. */
function weightsSource(model: { features: readonly string[]; weights: readonly number[]; threshold: number }): { rows: string; threshold: string } {
  const width = Math.max(...model.features.map((f) => f.length)) + 3;
  return {
    rows: model.features.map((f, i) => `  [${`'${f}',`.padEnd(width)} ${round(model.weights[i]!)}],`).join('\n'),
    threshold: Number.isFinite(model.threshold) ? String(round(model.threshold)) : 'Number.POSITIVE_INFINITY',
  };
}

export function renderSubjectWeights(fitted: FittedSubjectModel, provenance: { groups: readonly string[]; texts: number }): string {
  const { model, calibration } = fitted;
  const { rows, threshold } = weightsSource(model);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')}.
// Threshold and least probability calibrated on out-of-fold decisions: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.sets} candidate sets.
import type { SubjectModel } from './subject-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
${rows}
];

export const SUBJECT_MODEL: SubjectModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: ${threshold},
  minProbability: ${round(model.minProbability ?? 0)},
};
`;
}

/** The fitted dénomination model, in the same reviewable form. */
export function renderNameWeights(fitted: FittedNameModel, provenance: { groups: readonly string[]; texts: number }): string {
  const { model, calibration } = fitted;
  const { rows, threshold } = weightsSource(model);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')} (${calibration.sets} sets of two names or more).
// Threshold calibrated on out-of-fold decisions: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.sets} sets.
import type { NameModel } from './name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
${rows}
];

export const NAME_MODEL: NameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: ${threshold},
};
`;
}

/** The fitted type model, in the same reviewable form. */
export function renderTypeWeights(fitted: FittedTypeModel, provenance: { groups: readonly string[]; texts: number }): string {
  const { model, calibration } = fitted;
  const { rows, threshold } = weightsSource(model);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')} (${calibration.sets} sets of two candidate types or more).
// Threshold calibrated on out-of-fold decisions: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.sets} sets.
import type { TypeModel } from './type-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
${rows}
];

export const TYPE_MODEL: TypeModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: ${threshold},
};
`;
}

/** The fitted date model, in the same reviewable form. */
export function renderDateWeights(fitted: FittedDateModel, provenance: { groups: readonly string[]; texts: number }): string {
  const { model, calibration } = fitted;
  const { rows, threshold } = weightsSource(model);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')} (${calibration.sets} sets of two different dates or more).
// Threshold calibrated on out-of-fold decisions: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.sets} sets.
import type { DateModel } from './date-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
${rows}
];

export const DATE_MODEL: DateModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: ${threshold},
};
`;
}
