/** The fitted models as reviewable TypeScript modules: one line per feature, its weight beside it. */

import type { FittedChoiceModel } from './fit-choice-model.ts';
import type { FittedRunNameModel } from './fit-run-name-model.ts';
import type { FittedInsertionEventModel } from './fit-insertion-event-model.ts';
import type { FittedSubjectModel } from './fit-subject-model.ts';
import type { FittedTypeFallback } from './fit-type-fallback.ts';

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

/** How a choice model's generated file names itself and what its sets hold. */
interface ChoiceFile {
  /** What a set holds, in the header comment ("two names or more"). */
  sets: string;
  /** The model's type and the module that declares it. */
  type: string;
  module: string;
  /** The exported constant. */
  constant: string;
}

/** A fitted choice model (the dénomination, the type, the date), in the same reviewable form. */
function renderChoiceWeights(fitted: FittedChoiceModel, provenance: { groups: readonly string[]; texts: number }, file: ChoiceFile): string {
  const { model, calibration } = fitted;
  const { rows, threshold } = weightsSource(model);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')} (${calibration.sets} sets of ${file.sets}).
// Threshold calibrated on out-of-fold decisions: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.sets} sets.
import type { ${file.type} } from '${file.module}';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
${rows}
];

export const ${file.constant}: ${file.type} = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: ${threshold},
};
`;
}

export function renderNameWeights(fitted: FittedChoiceModel, provenance: { groups: readonly string[]; texts: number }): string {
  return renderChoiceWeights(fitted, provenance, { sets: 'two names or more', type: 'NameModel', module: './name-model.ts', constant: 'NAME_MODEL' });
}

export function renderTypeWeights(fitted: FittedChoiceModel, provenance: { groups: readonly string[]; texts: number }): string {
  return renderChoiceWeights(fitted, provenance, { sets: 'two candidate types or more', type: 'TypeModel', module: './type-model.ts', constant: 'TYPE_MODEL' });
}

export function renderDateWeights(fitted: FittedChoiceModel, provenance: { groups: readonly string[]; texts: number }): string {
  return renderChoiceWeights(fitted, provenance, { sets: 'two different dates or more', type: 'DateModel', module: './date-model.ts', constant: 'DATE_MODEL' });
}

/** The run name model: its weights, and the least lead over the next run and over "none". */
export function renderRunNameWeights(fitted: FittedRunNameModel, provenance: { groups: readonly string[]; texts: number }): string {
  const { model, calibration } = fitted;
  const { rows, threshold } = weightsSource(model);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')} (${calibration.sets} short insertions with runs in capitals).
// Threshold calibrated on out-of-fold decisions: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.sets} sets.
import type { RunNameModel } from './run-name-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
${rows}
];

export const RUN_NAME_MODEL: RunNameModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: ${threshold},
};
`;
}

/** The insertion event model: its weights, and the least lead over the next type and over "none". */
export function renderInsertionEventWeights(fitted: FittedInsertionEventModel, provenance: { groups: readonly string[]; texts: number }): string {
  const { model, calibration } = fitted;
  const { rows, threshold } = weightsSource(model);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')}.
// Threshold calibrated on out-of-fold decisions of the short insertions the rules name no type of: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.sets} sets.
import type { InsertionEventModel } from './insertion-event-model.ts';

const WEIGHTS: ReadonlyArray<readonly [string, number]> = [
${rows}
];

export const INSERTION_EVENT_MODEL: InsertionEventModel = {
  features: WEIGHTS.map(([feature]) => feature),
  weights: WEIGHTS.map(([, weight]) => weight),
  threshold: ${threshold},
};
`;
}

/** The type fallback: its bias, then one line per word with its weight for each class, in the classes' order. */
export function renderTypeFallbackWeights(fitted: FittedTypeFallback, classes: readonly string[], provenance: { groups: readonly string[]; texts: number }): string {
  const { model, calibration } = fitted;
  const rows = [...model.weights].map(([word, w]) => `${word} ${w.join(' ')}`);
  return `// Written by \`npm run train:normaliser\` (pipeline/train-normaliser): do not edit by hand.
// Fitted on ${provenance.texts} texts of the writer groups ${provenance.groups.join(', ')} (${calibration.examples} notices read up to their type; ${calibration.features} words kept).
// Threshold calibrated on out-of-fold decisions: ${calibration.right}/${calibration.published} right among ${calibration.published} published of ${calibration.examples}.
import { typeFallbackModel, type TypeFallbackModel } from './type-fallback-model.ts';

// ${classes.join(', ')}
const BIAS: readonly number[] = [${model.bias.join(', ')}];

// word ${classes.join(' ')}
const WEIGHTS = \`
${rows.join('\n')}
\`;

export const TYPE_FALLBACK_MODEL: TypeFallbackModel = typeFallbackModel(BIAS, WEIGHTS, ${Number.isFinite(model.threshold) ? String(round(model.threshold)) : 'Number.POSITIVE_INFINITY'});
`;
}
