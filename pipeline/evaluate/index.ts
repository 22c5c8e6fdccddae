export { evaluateCorpus, evaluateCases, type EvaluationReport, type ParseTexts } from './evaluate-corpus.js';
export { formatEvaluation } from './format-evaluation.js';
export { loadCorpus, type CorpusCase } from './load-corpus.js';
export { type ExpectedAnnouncement } from './expected.js';
export { EvaluationError } from './evaluation-error.js';
