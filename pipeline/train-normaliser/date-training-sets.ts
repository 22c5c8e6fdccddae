/**
 * The date's training data: every set of two different dates or more the reader chooses the date
 * among, read from labelled texts, with the date the corpus expects for that company, or none when
 * no candidate is the expected date.
 */

import { FIRST_READING_MODEL, RULES_DATE_MODEL, RULES_TYPE_MODEL, dateFeatureVector, parseNoticeTexts } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import { RULES_ONLY } from './subject-training-sets.ts';

export interface DateTrainingSet {
  /** The corpus text it was read from (`#n` for a list entry's set). */
  reference: string;
  /** One feature vector per different date, in DATE_FEATURES order. */
  candidates: number[][];
  /** The index of the expected date, or null when no candidate is the expected one. */
  label: number | null;
}

// Collecting never depends on a fitted model: the sets are read with the rules' subject, name,
// type and date, so no fitted choice leaks.
export function dateTrainingSets(c: CorpusCase): DateTrainingSet[] {
  const sets: DateTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    subjectModel: RULES_ONLY,
    nameModel: FIRST_READING_MODEL,
    typeModel: RULES_TYPE_MODEL,
    dateModel: RULES_DATE_MODEL,
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
