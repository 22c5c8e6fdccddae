/**
 * The type fallback's training data: the fallback's words of every notice the reader reads up to
 * its type (a company identified and named), with the class the corpus expects for that company:
 * its type, or `aucun` where the corpus quarantines the notice (a text that tells no company's
 * event). A company the corpus does not expect at all (a third party published) teaches nothing.
 */

import { parseNoticeTexts, TYPE_FALLBACK_CLASSES } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import { RULES_READING } from './rules-reading.ts';

export interface TypeFallbackExample {
  /** The corpus text it was read from. */
  reference: string;
  words: readonly string[];
  /** Those of its words printed in lower case: the vocabulary is drawn from them. */
  lowerCaseWords: readonly string[];
  /** The expected class's index in TYPE_FALLBACK_CLASSES. */
  label: number;
}

const NONE = TYPE_FALLBACK_CLASSES.indexOf('aucun');

// Read with the rules' own choices (rules-reading.ts): no fitted choice leaks into the examples.
export function typeFallbackExamples(c: CorpusCase): TypeFallbackExample[] {
  const examples: TypeFallbackExample[] = [];
  const quarantinedOnly = c.expected.every((e) => e.type === null);
  parseNoticeTexts(c.text, { reference: c.name }, {
    ...RULES_READING,
    onTypeFallbackWords: (words, { reference, rid, lowerCaseWords }) => {
      const expected = c.expected.find((e) => e.rid === rid);
      if (expected === undefined && !quarantinedOnly) return;
      const label = expected?.type ? TYPE_FALLBACK_CLASSES.indexOf(expected.type) : NONE;
      examples.push({ reference, words, lowerCaseWords, label });
    },
  });
  return examples;
}
