/**
 * Fits the dénomination model (fit-choice-model.ts): the candidate sets are the subject's
 * different names; the subject has a name, the question is which.
 */

import { NAME_FEATURES } from '../../kernel/normalise/index.ts';
import { fitChoiceModel, type ChoiceFitOptions, type FittedChoiceModel } from './fit-choice-model.ts';
import type { NameTrainingSet } from './name-training-sets.ts';

export type NameFitOptions = ChoiceFitOptions;
export type FittedNameModel = FittedChoiceModel;

export function fitNameModel(groups: ReadonlyArray<{ name: string; sets: readonly NameTrainingSet[] }>, options: NameFitOptions = {}): FittedNameModel {
  return fitChoiceModel(NAME_FEATURES, groups, options);
}
