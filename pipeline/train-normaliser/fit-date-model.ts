/**
 * Fits the publication date model (fit-choice-model.ts): the candidate sets are a notice's
 * different dates, when the source gives none.
 */

import { DATE_FEATURES } from '../../kernel/normalise/index.ts';
import { fitChoiceModel, type ChoiceFitOptions, type FittedChoiceModel } from './fit-choice-model.ts';
import type { DateTrainingSet } from './date-training-sets.ts';

export type DateFitOptions = ChoiceFitOptions;
export type FittedDateModel = FittedChoiceModel;

export function fitDateModel(groups: ReadonlyArray<{ name: string; sets: readonly DateTrainingSet[] }>, options: DateFitOptions = {}): FittedDateModel {
  return fitChoiceModel(DATE_FEATURES, groups, options);
}
