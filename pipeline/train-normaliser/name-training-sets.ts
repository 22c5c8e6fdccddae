/**
 * The dénomination's training data: every set of two different names or more the reader chooses
 * the subject's name among, read from labelled texts, with the name the corpus expects for that
 * company (compared as the evaluation compares names), or none when no name read is the one expected.
 */

import { FIRST_READING_MODEL, RULES_TYPE_MODEL, nameFeatureVector, nameKey, parseNoticeTexts } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import { RULES_ONLY } from './subject-training-sets.ts';

export interface NameTrainingSet {
  /** The corpus text it was read from (`#n` for a list entry's set). */
  reference: string;
  /** One feature vector per different name, in NAME_FEATURES order. */
  candidates: number[][];
  /** The index of the expected name, or null when none of the names read is the expected one. */
  label: number | null;
}

// Collecting never depends on a fitted model: the sets are read with the rules' pick of the
// subject and their first reading of the name, so no fitted choice leaks.
export function nameTrainingSets(c: CorpusCase): NameTrainingSet[] {
  const sets: NameTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    subjectModel: RULES_ONLY,
    nameModel: FIRST_READING_MODEL,
    typeModel: RULES_TYPE_MODEL,
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
