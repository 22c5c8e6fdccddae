/**
 * The insertion event's training data: the types the words of every short insertion of a labelled
 * text agree with, read up to its type, with the type the corpus expects for the subject, or none
 * (a notice the corpus quarantines, a type no word agrees with): "none" is a choice this model
 * learns, since a word that agrees may tell no event. The fitted writers mostly print their event's
 * word whole, where the rules read it; a compositor cuts it. So each insertion whose expected type
 * is told by a whole word at a line's head is learned twice: as printed, and as a compositor would
 * print it, the same word cut (a prefix, then a cut of its consonants), every other cue as printed.
 */

import { INSERTION_EVENT_FEATURES, insertionEventFeatureVector, parseNoticeTexts } from '../../kernel/normalise/index.ts';
import type { CorpusCase } from '../evaluate/index.ts';
import type { ChoiceTrainingSet } from './fit-choice-model.ts';
import { RULES_READING } from './rules-reading.ts';

export interface InsertionEventTrainingSet extends ChoiceTrainingSet {
  /** The rules named a type there: the model is asked only where they name none. */
  typed: boolean;
}

const at = (feature: (typeof INSERTION_EVENT_FEATURES)[number]): number => INSERTION_EVENT_FEATURES.indexOf(feature);
const WHOLE = at('whole_word');
const OPENS_LINE = at('opens_line');

/** The word at a line's head as a compositor cuts it: its first letters, or its consonants. */
const CUTS: ReadonlyArray<{ name: string; apply: (v: readonly number[]) => number[] }> = [
  { name: 'prefix', apply: (v) => cutVector(v, 'prefix', 0.45, 0) },
  { name: 'consonants', apply: (v) => cutVector(v, 'skeleton', 0.35, 1) },
  { name: 'letters', apply: (v) => cutVector(v, 'cut', 0.4, 0) },
];

function cutVector(v: readonly number[], kind: 'prefix' | 'skeleton' | 'cut', share: number, consonants: number): number[] {
  const out = [...v];
  out[WHOLE] = 0;
  out[at(kind)] = 1;
  out[at('kept_share')] = share;
  out[at('consonants_only')] = consonants;
  out[at('head_cut')] = out[at('at_head')]!;
  out[at('opening_cut')] = 1;
  out[at('lower_case')] = 0;
  out[at('mark_after')] = 1;
  return out;
}

// Read with the rules' own choices (rules-reading.ts): no fitted choice leaks into the sets.
export function insertionEventTrainingSets(c: CorpusCase): InsertionEventTrainingSet[] {
  const sets: InsertionEventTrainingSet[] = [];
  parseNoticeTexts(c.text, { reference: c.name }, {
    ...RULES_READING,
    onInsertionEventCandidates: (candidates, { reference, rid, typed }) => {
      if (candidates.length === 0) return;
      const expected = c.expected.find((e) => e.rid === rid);
      const label = expected?.type ? candidates.findIndex((k) => k.type === expected.type) : -1;
      const vectors = candidates.map(insertionEventFeatureVector);
      sets.push({ reference, candidates: vectors, label: label < 0 ? null : label, typed });
      if (label >= 0 && vectors[label]![WHOLE]! === 1 && vectors[label]![OPENS_LINE]! === 1) {
        for (const cut of CUTS) sets.push({ reference: `${reference}~${cut.name}`, candidates: vectors.map((v, i) => (i === label ? cut.apply(v) : v)), label, typed: true });
      }
    },
  });
  return sets;
}
