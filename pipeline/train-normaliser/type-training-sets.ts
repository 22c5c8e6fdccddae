/**
 * The type's training data: every set of two candidate types or more the reader chooses the type
 * among, read from labelled texts, with the type the corpus expects for that company, or none when
 * no candidate is the expected type.
 */

import { parseNoticeTexts, typeFeatureVector } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import type { ChoiceTrainingSet } from './fit-choice-model.ts';
import { RULES_READING } from './rules-reading.ts';

export type TypeTrainingSet = ChoiceTrainingSet;

// Read with the rules' own choices (rules-reading.ts): no fitted choice leaks into the sets.
export function typeTrainingSets(c: CorpusCase): TypeTrainingSet[] {
  const sets: TypeTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    ...RULES_READING,
    onTypeCandidates: (candidates, { reference, rid }) => {
      const expected = c.expected.find((e) => e.type !== null && e.rid === rid);
      // A company the corpus does not expect published (a quarantine, a third party) teaches nothing about the type.
      if (!expected) return;
      const label = candidates.findIndex((k) => k.type === expected.type);
      sets.push({ reference, candidates: candidates.map(typeFeatureVector), label: label < 0 ? null : label });
    },
  });
  return sets;
}
