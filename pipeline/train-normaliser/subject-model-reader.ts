/**
 * The reader whose subject model is fitted on given writer groups: what `eval --cv` fits on each
 * fold's training groups, and `train:normaliser` on all of them.
 */

import { parseNoticeTexts } from '../../kernel/normalise/index.ts';
import type { FitReader } from '../evaluate/cross-validate.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import type { WriterGroup } from '../evaluate/writer-groups.ts';
import { fitSubjectModel, type FitOptions, type FittedSubjectModel } from './fit-subject-model.ts';
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

export function fitOnGroups(groups: readonly WriterGroup[], options: FitOptions = {}): FittedSubjectModel {
  return fitSubjectModel(groups.map((g) => ({ name: g.name, sets: g.cases.flatMap(setsOf) })), options);
}

export function subjectModelReader(options: FitOptions = {}): FitReader {
  return (training) => {
    const { model } = fitOnGroups(training, options);
    return (text, hints) => parseNoticeTexts(text, hints, { subjectModel: model });
  };
}
