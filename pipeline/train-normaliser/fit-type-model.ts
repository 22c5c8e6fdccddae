/**
 * Fits the type model (fit-choice-model.ts): the candidate sets are the types the rules propose
 * for a notice; a notice the rules type has a type, the question is which.
 */

import { TYPE_FEATURES } from '../../kernel/normalise/index.ts';
import { fitChoiceModel, type ChoiceFitOptions, type FittedChoiceModel } from './fit-choice-model.ts';
import type { TypeTrainingSet } from './type-training-sets.ts';

export type TypeFitOptions = ChoiceFitOptions;
export type FittedTypeModel = FittedChoiceModel;

export function fitTypeModel(groups: ReadonlyArray<{ name: string; sets: readonly TypeTrainingSet[] }>, options: TypeFitOptions = {}): FittedTypeModel {
  return fitChoiceModel(TYPE_FEATURES, groups, options);
}
