export { parseNoticeTexts, type NoticeHints, type ParseNoticeResult, type ParseOptions } from './parse-notice.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { parseNoticeText } from './parse-notice.ts';
export { SUBJECT_FEATURES, featureVector, type SubjectCandidate } from './subject-features.ts';
export { type SubjectModel } from './subject-model.ts';
export { NAME_FEATURES, nameFeatureVector, nameKey } from './name-candidates.ts';
export type { ChoiceModel } from './linear-score.ts';
export { FIRST_READING_MODEL } from './name-model.ts';
export { RUN_NAME_FEATURES, runNameFeatureVector } from './name-runs.ts';
export { NO_RUN_NAME_MODEL, type RunNameModel } from './run-name-model.ts';
export { INSERTION_EVENT_FEATURES, insertionEventFeatureVector } from './insertion-event-tokens.ts';
export { NO_INSERTION_EVENT_MODEL, type InsertionEventModel } from './insertion-event-model.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { type NameModel } from './name-model.ts';
export { findRidets } from './ridet.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { normaliseRidet, luhnValidRid } from './ridet.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { pickSubjectRidet } from './subject-ridet.ts';
export { parseFrenchDate } from './french-date.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { findActDate, findFrenchDates } from './french-date.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { classifyNotice } from './classify.ts';
export { summarise } from './summarise.ts';
export { fold } from './fold.ts';
export { cleanNoticeText } from './clean-text.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { extractCapital, extractSiege, extractNameChange } from './extract-fields.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { extractDirigeants, extractOfficers } from './extract-dirigeants.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { findPublicationDate } from './publication-date.ts';
/** @internal For the unit tests of a reading step; production imports it from its file or reads through parseNoticeTexts. */
export { correctedReading } from './rectificatif.ts';
export { TYPE_FEATURES, typeFeatureVector } from './type-candidates.ts';
export { RULES_TYPE_MODEL } from './type-model.ts';
export { NO_TYPE_FALLBACK, TYPE_FALLBACK_CLASSES, typeFallbackModel, typeFallbackProbabilities, type TypeFallbackModel } from './type-fallback-model.ts';
export { DATE_FEATURES, dateFeatureVector } from './date-candidates.ts';
export { RULES_DATE_MODEL } from './date-model.ts';
