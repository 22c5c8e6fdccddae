/**
 * The subject's training data: every candidate set the reader decides the subject over, read from
 * labelled texts, with the candidate that is the expected company (or none: its identifier is not
 * among those printed).
 */

import { parseNoticeTexts, featureVector, type SubjectCandidate } from '../../kernel/normalise/index.ts';
import type { CorpusCase, ExpectedAnnouncement } from '../evaluate/index.ts';
import { RULES_READING } from './rules-reading.ts';

export interface TrainingSet {
  /** The corpus text it was read from (`#n` for a list entry's set). */
  reference: string;
  /** One feature vector per candidate, in SUBJECT_FEATURES order. */
  candidates: number[][];
  /**
   * The index of the expected company among the candidates, or null when none is. A text the
   * corpus quarantines for another reason (no company event: a convocation, an advertisement)
   * still names its company: that is the subject, the scope being decided elsewhere.
   */
  label: number | null;
  /** The rules decided this set themselves (the model is asked only where they abstain). */
  ruled: boolean;
}

function isExpected(candidate: SubjectCandidate, expected: readonly ExpectedAnnouncement[]): boolean {
  return expected.some(
    (e) => e.rid !== null && e.rid === candidate.rid && (e.ridet === null || candidate.match.establishmentInferred || e.ridet === candidate.match.ridet),
  );
}

export function trainingSets(c: CorpusCase): TrainingSet[] {
  const sets: TrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    ...RULES_READING,
    onSubjectCandidates: (candidates, { reference, ruled }) => {
      // A text that makes the same announcement for several companies, read as one notice, holds
      // several expected companies among its candidates: which one is 'the' subject is arbitrary
      // there, so the set teaches nothing about the subject and is left out.
      if (new Set(candidates.filter((k) => isExpected(k, c.expected)).map((k) => k.rid)).size > 1) return;
      const label = candidates.findIndex((k) => isExpected(k, c.expected));
      sets.push({ reference, candidates: candidates.map(featureVector), label: label < 0 ? null : label, ruled });
    },
  });
  return sets;
}
