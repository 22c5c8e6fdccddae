/**
 * The run name's training data: the runs in capitals of every short insertion of a labelled text
 * read up to its name, with the run the corpus expects as the company's name, or none (a company
 * the corpus does not publish, a name no run prints as it is expected): "none" is a choice this
 * model learns, since a run may be no name at all.
 */

import { nameKey, parseNoticeTexts, runNameFeatureVector } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import type { ChoiceTrainingSet } from './fit-choice-model.ts';
import { RULES_READING } from './rules-reading.ts';

export interface RunNameTrainingSet extends ChoiceTrainingSet {
  /** The rules read a name there: the model is asked only where they read none. */
  named: boolean;
}

// Read with the rules' own choices (rules-reading.ts): no fitted choice leaks into the sets.
export function runNameTrainingSets(c: CorpusCase): RunNameTrainingSet[] {
  const sets: RunNameTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    ...RULES_READING,
    onRunNameCandidates: (candidates, { reference, rid, named }) => {
      if (candidates.length === 0) return;
      const expected = c.expected.find((e) => e.type !== null && e.rid === rid && e.denomination !== null);
      const key = expected ? nameKey(expected.denomination!) : null;
      const label = key === null ? -1 : candidates.findIndex((k) => nameKey(k.name) === key);
      sets.push({ reference, candidates: candidates.map(runNameFeatureVector), label: label < 0 ? null : label, named });
    },
  });
  return sets;
}
