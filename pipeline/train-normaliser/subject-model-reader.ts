/**
 * The reader whose subject and dénomination models are fitted on given writer groups: what `eval
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

export function fitNameOnGroups(groups: readonly WriterGroup[], options: NameFitOptions = {}): FittedNameModel {
  return fitNameModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(nameSetsOf) })), options);
}

export function fitOnGroups(groups: readonly WriterGroup[], options: FitOptions = {}): FittedSubjectModel {
  return fitSubjectModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(setsOf) })), options);
}

export function subjectModelReader(options: FitOptions = {}, nameOptions: NameFitOptions | null = {}): FitReader {
  return (training) => {
    const { model } = fitOnGroups(training, options);
    // null: the committed dénomination model (to measure the subject model alone).
    const nameModel = nameOptions === null ? undefined : fitNameOnGroups(training, nameOptions).model;
    return (text, hints) => parseNoticeTexts(text, hints, { subjectModel: model, ...(nameModel ? { nameModel } : {}) });
  };
}
