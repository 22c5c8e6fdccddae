/**
 * The dénomination's training data: every set of two different names or more the reader chooses
 * the subject's name among, read from labelled texts, with the name the corpus expects for that
 * company (compared as the evaluation compares names), or none when no name read is the one expected.
 */

import { nameFeatureVector, nameKey, parseNoticeTexts } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import type { ChoiceTrainingSet } from './fit-choice-model.ts';
import { RULES_READING } from './rules-reading.ts';

export type NameTrainingSet = ChoiceTrainingSet;

// Read with the rules' own choices (rules-reading.ts): no fitted choice leaks into the sets.
export function nameTrainingSets(c: CorpusCase): NameTrainingSet[] {
  const sets: NameTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    ...RULES_READING,
    onNameCandidates: (candidates, { reference, rid }) => {
      const expected = c.expected.find((e) => e.type !== null && e.rid === rid && e.denomination !== null);
      // A company the corpus does not expect published (a quarantine, a third party) teaches nothing about its name.
      if (!expected) return;
      const key = nameKey(expected.denomination!);
      const label = candidates.findIndex((k) => nameKey(k.name) === key);
      sets.push({ reference, candidates: candidates.map(nameFeatureVector), label: label < 0 ? null : label });
    },
  });
  return sets;
}
