/**
 * The reader whose subject, dénomination (and a short insertion's run name), type and date models are fitted on given writer groups: what `eval
 * --cv` fits on each fold's training groups (the left-out group stays blind), and
 * `train:normaliser` on all of them.
 */

import { parseNoticeTexts } from '../../kernel/normalise/index.ts';
import type { FitReader } from '../evaluate/cross-validate.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import type { WriterGroup } from '../evaluate/writer-groups.ts';
import { fitSubjectModel, type FitOptions, type FittedSubjectModel } from './fit-subject-model.ts';
import { fitNameModel, type FittedNameModel, type NameFitOptions } from './fit-name-model.ts';
import { nameTrainingSets, type NameTrainingSet } from './name-training-sets.ts';
import { trainingSets, type TrainingSet } from './subject-training-sets.ts';
import { fitTypeModel, type FittedTypeModel, type TypeFitOptions } from './fit-type-model.ts';
import { typeTrainingSets, type TypeTrainingSet } from './type-training-sets.ts';
import { fitDateModel, type DateFitOptions, type FittedDateModel } from './fit-date-model.ts';
import { dateTrainingSets, type DateTrainingSet } from './date-training-sets.ts';
import { fitRunNameModel, type FittedRunNameModel, type RunNameFitOptions } from './fit-run-name-model.ts';
import { runNameTrainingSets, type RunNameTrainingSet } from './run-name-training-sets.ts';
import { fitTypeFallback, type FittedTypeFallback, type TypeFallbackFitOptions } from './fit-type-fallback.ts';
import { typeFallbackExamples, type TypeFallbackExample } from './type-fallback-training-sets.ts';
import { fitInsertionEventModel, type FittedInsertionEventModel, type InsertionEventFitOptions } from './fit-insertion-event-model.ts';
import { insertionEventTrainingSets, type InsertionEventTrainingSet } from './insertion-event-training-sets.ts';

/** The candidate sets do not depend on the model: read once per text. */
function readOncePerText<T>(read: (c: CorpusCase) => T[]): (c: CorpusCase) => T[] {
  const cache = new WeakMap<CorpusCase, T[]>();
  return (c) => {
    let sets = cache.get(c);
    if (!sets) {
      sets = read(c);
      cache.set(c, sets);
    }
    return sets;
  };
}

const setsOf = readOncePerText<TrainingSet>(trainingSets);

const nameSetsOf = readOncePerText<NameTrainingSet>(nameTrainingSets);

const typeSetsOf = readOncePerText<TypeTrainingSet>(typeTrainingSets);

export function fitTypeOnGroups(groups: readonly WriterGroup[], options: TypeFitOptions = {}): FittedTypeModel {
  return fitTypeModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(typeSetsOf) })), options);
}

const dateSetsOf = readOncePerText<DateTrainingSet>(dateTrainingSets);

export function fitDateOnGroups(groups: readonly WriterGroup[], options: DateFitOptions = {}): FittedDateModel {
  return fitDateModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(dateSetsOf) })), options);
}

const fallbackExamplesOf = readOncePerText<TypeFallbackExample>(typeFallbackExamples);

export function fitTypeFallbackOnGroups(groups: readonly WriterGroup[], options: TypeFallbackFitOptions = {}): FittedTypeFallback {
  return fitTypeFallback(groups.map((g) => ({ name: g.name, examples: g.cases.flatMap(fallbackExamplesOf) })), options);
}

export function fitNameOnGroups(groups: readonly WriterGroup[], options: NameFitOptions = {}): FittedNameModel {
  return fitNameModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(nameSetsOf) })), options);
}

const runNameSetsOf = readOncePerText<RunNameTrainingSet>(runNameTrainingSets);

export function fitRunNameOnGroups(groups: readonly WriterGroup[], options: RunNameFitOptions = {}): FittedRunNameModel {
  return fitRunNameModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(runNameSetsOf) })), options);
}

const insertionEventSetsOf = readOncePerText<InsertionEventTrainingSet>(insertionEventTrainingSets);

export function fitInsertionEventOnGroups(groups: readonly WriterGroup[], options: InsertionEventFitOptions = {}): FittedInsertionEventModel {
  return fitInsertionEventModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(insertionEventSetsOf) })), options);
}

export function fitOnGroups(groups: readonly WriterGroup[], options: FitOptions = {}): FittedSubjectModel {
  return fitSubjectModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(setsOf) })), options);
}

export function subjectModelReader(options: FitOptions = {}, nameOptions: NameFitOptions | null = {}, typeOptions: TypeFitOptions | null = {}, dateOptions: DateFitOptions | null = {}, fallbackOptions: TypeFallbackFitOptions | null = {}, runNameOptions: RunNameFitOptions | null = {}, insertionEventOptions: InsertionEventFitOptions | null = {}): FitReader {
  return (training) => {
    const { model } = fitOnGroups(training, options);
    // null: the committed dénomination (type, date) model, to measure the other models alone.
    const nameModel = nameOptions === null ? undefined : fitNameOnGroups(training, nameOptions).model;
    const typeModel = typeOptions === null ? undefined : fitTypeOnGroups(training, typeOptions).model;
    const dateModel = dateOptions === null ? undefined : fitDateOnGroups(training, dateOptions).model;
    const typeFallbackModel = fallbackOptions === null ? undefined : fitTypeFallbackOnGroups(training, fallbackOptions).model;
    const runNameModel = runNameOptions === null ? undefined : fitRunNameOnGroups(training, runNameOptions).model;
    const insertionEventModel = insertionEventOptions === null ? undefined : fitInsertionEventOnGroups(training, insertionEventOptions).model;
    return (text, hints) =>
      parseNoticeTexts(text, hints, { subjectModel: model, ...(nameModel ? { nameModel } : {}), ...(runNameModel ? { runNameModel } : {}), ...(typeModel ? { typeModel } : {}), ...(dateModel ? { dateModel } : {}), ...(typeFallbackModel ? { typeFallbackModel } : {}), ...(insertionEventModel ? { insertionEventModel } : {}) });
  };
}
