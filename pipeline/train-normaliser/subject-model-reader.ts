/**
 * The reader whose subject, dénomination, type and date models are fitted on given writer groups: what `eval
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
import { fitTypeFallback, type FittedTypeFallback, type TypeFallbackFitOptions } from './fit-type-fallback.ts';
import { typeFallbackExamples, type TypeFallbackExample } from './type-fallback-training-sets.ts';

/** The candidate sets do not depend on the model: read once per text. */
const cache = new WeakMap<CorpusCase, TrainingSet[]>();

function setsOf(c: CorpusCase): TrainingSet[] {
  let sets = cache.get(c);
  if (!sets) {
    sets = trainingSets(c);
    cache.set(c, sets);
  }
  return sets;
}

const nameCache = new WeakMap<CorpusCase, NameTrainingSet[]>();

function nameSetsOf(c: CorpusCase): NameTrainingSet[] {
  let sets = nameCache.get(c);
  if (!sets) {
    sets = nameTrainingSets(c);
    nameCache.set(c, sets);
  }
  return sets;
}

const typeCache = new WeakMap<CorpusCase, TypeTrainingSet[]>();

function typeSetsOf(c: CorpusCase): TypeTrainingSet[] {
  let sets = typeCache.get(c);
  if (!sets) {
    sets = typeTrainingSets(c);
    typeCache.set(c, sets);
  }
  return sets;
}

export function fitTypeOnGroups(groups: readonly WriterGroup[], options: TypeFitOptions = {}): FittedTypeModel {
  return fitTypeModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(typeSetsOf) })), options);
}

const dateCache = new WeakMap<CorpusCase, DateTrainingSet[]>();

function dateSetsOf(c: CorpusCase): DateTrainingSet[] {
  let sets = dateCache.get(c);
  if (!sets) {
    sets = dateTrainingSets(c);
    dateCache.set(c, sets);
  }
  return sets;
}

export function fitDateOnGroups(groups: readonly WriterGroup[], options: DateFitOptions = {}): FittedDateModel {
  return fitDateModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(dateSetsOf) })), options);
}

const fallbackCache = new WeakMap<CorpusCase, TypeFallbackExample[]>();

function fallbackExamplesOf(c: CorpusCase): TypeFallbackExample[] {
  let examples = fallbackCache.get(c);
  if (!examples) {
    examples = typeFallbackExamples(c);
    fallbackCache.set(c, examples);
  }
  return examples;
}

export function fitTypeFallbackOnGroups(groups: readonly WriterGroup[], options: TypeFallbackFitOptions = {}): FittedTypeFallback {
  return fitTypeFallback(groups.map((g) => ({ name: g.name, examples: g.cases.flatMap(fallbackExamplesOf) })), options);
}

export function fitNameOnGroups(groups: readonly WriterGroup[], options: NameFitOptions = {}): FittedNameModel {
  return fitNameModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(nameSetsOf) })), options);
}

export function fitOnGroups(groups: readonly WriterGroup[], options: FitOptions = {}): FittedSubjectModel {
  return fitSubjectModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(setsOf) })), options);
}

export function subjectModelReader(options: FitOptions = {}, nameOptions: NameFitOptions | null = {}, typeOptions: TypeFitOptions | null = {}, dateOptions: DateFitOptions | null = {}, fallbackOptions: TypeFallbackFitOptions | null = {}): FitReader {
  return (training) => {
    const { model } = fitOnGroups(training, options);
    // null: the committed dénomination (type, date) model, to measure the other models alone.
    const nameModel = nameOptions === null ? undefined : fitNameOnGroups(training, nameOptions).model;
    const typeModel = typeOptions === null ? undefined : fitTypeOnGroups(training, typeOptions).model;
    const dateModel = dateOptions === null ? undefined : fitDateOnGroups(training, dateOptions).model;
    const typeFallbackModel = fallbackOptions === null ? undefined : fitTypeFallbackOnGroups(training, fallbackOptions).model;
    return (text, hints) =>
      parseNoticeTexts(text, hints, { subjectModel: model, ...(nameModel ? { nameModel } : {}), ...(typeModel ? { typeModel } : {}), ...(dateModel ? { dateModel } : {}), ...(typeFallbackModel ? { typeFallbackModel } : {}) });
  };
}
