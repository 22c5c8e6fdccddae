/**
 * The type's training data: every set of two candidate types or more the reader chooses the type
 * among, read from labelled texts, with the type the corpus expects for that company, or none when
 * no candidate is the expected type.
 */

import { FIRST_READING_MODEL, RULES_TYPE_MODEL, parseNoticeTexts, typeFeatureVector } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import { RULES_ONLY } from './subject-training-sets.ts';

export interface TypeTrainingSet {
  /** The corpus text it was read from (`#n` for a list entry's set). */
  reference: string;
  /** One feature vector per candidate type, in TYPE_FEATURES order. */
  candidates: number[][];
  /** The index of the expected type, or null when no candidate is the expected one. */
  label: number | null;
}

// Collecting never depends on a fitted model: the sets are read with the rules' pick of the type,
// the subject and the name, so no fitted choice leaks.
export function typeTrainingSets(c: CorpusCase): TypeTrainingSet[] {
  const sets: TypeTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    subjectModel: RULES_ONLY,
    nameModel: FIRST_READING_MODEL,
    typeModel: RULES_TYPE_MODEL,
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
