/**
 * How every collector of training sets reads the labelled corpora: each choice made by the rules
 * alone (the subject, the name, the type, the date), so that which sets are collected, and their
 * features, never depend on a fitted model (a model fitted on the group left out would leak it).
 */

import { FIRST_READING_MODEL, NO_INSERTION_EVENT_MODEL, NO_RUN_NAME_MODEL, NO_TYPE_FALLBACK, RULES_DATE_MODEL, RULES_TYPE_MODEL, SUBJECT_FEATURES, type ParseOptions, type SubjectModel } from '../../kernel/normalise/index.ts';

/** The subject as the rules pick it: the model is asked only where they abstain, and this one abstains too. */
export const RULES_ONLY: SubjectModel = { features: SUBJECT_FEATURES, weights: SUBJECT_FEATURES.map((f) => (f === 'rule_picks' ? 1 : 0)), threshold: 0.5 };

// Every model the reader takes, required: a choice made fitted later fails the type check here
// until its rules-only model is added.
type EveryModel = { [K in keyof ParseOptions as K extends `${string}Model` ? K : never]-?: NonNullable<ParseOptions[K]> };

export const RULES_READING: EveryModel = { subjectModel: RULES_ONLY, nameModel: FIRST_READING_MODEL, runNameModel: NO_RUN_NAME_MODEL, typeModel: RULES_TYPE_MODEL, typeFallbackModel: NO_TYPE_FALLBACK, insertionEventModel: NO_INSERTION_EVENT_MODEL, dateModel: RULES_DATE_MODEL };
