/**
 * The date's training data: every set of two different dates or more the reader chooses the date
 * among, read from labelled texts, with the date the corpus expects for that company, or none when
 * no candidate is the expected date.
 */

import { dateFeatureVector, parseNoticeTexts } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import type { ChoiceTrainingSet } from './fit-choice-model.ts';
import { RULES_READING } from './rules-reading.ts';

export type DateTrainingSet = ChoiceTrainingSet;

// Read with the rules' own choices (rules-reading.ts): no fitted choice leaks into the sets.
export function dateTrainingSets(c: CorpusCase): DateTrainingSet[] {
  const sets: DateTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    ...RULES_READING,
    onDateCandidates: (candidates, { reference, rid }) => {
      const expected = c.expected.find((e) => e.type !== null && e.rid === rid && e.date !== null);
      // A company the corpus does not expect published teaches nothing about the date.
      if (!expected) return;
      const label = candidates.findIndex((k) => k.iso === expected.date);
      sets.push({ reference, candidates: candidates.map(dateFeatureVector), label: label < 0 ? null : label });
    },
  });
  return sets;
}
