export { evaluateCorpus, evaluateCases, kindOf, QUARANTINE_LABEL, MISSING_LABEL, type EvaluationReport, type FieldScore, type KindScore, type WrongAttribution, type EvaluationMiss, type TypeConfusion, type ParseTexts } from './evaluate-corpus.js';
export { formatEvaluation } from './format-evaluation.js';
export { loadCorpus, type CorpusCase } from './load-corpus.js';
export { readExpected, type ExpectedAnnouncement, type ExpectedDirigeant } from './expected.js';
export { extractionOf, type Extraction } from './extraction.js';
export { EVALUATED_FIELDS, comparableName, fieldCorrect, sameDirigeants, type EvaluatedField } from './compare.js';
export { matchEntries, type EntryMatch, type MatchedEntry } from './match-entries.js';
export { EvaluationError, type EvaluationErrorCode } from './evaluation-error.js';
