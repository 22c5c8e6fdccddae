export { evaluateCorpus, evaluateCases, type EvaluationReport, type ParseTexts } from './evaluate-corpus.ts';
export { formatEvaluation } from './format-evaluation.ts';
export { loadCorpus, type CorpusCase } from './load-corpus.ts';
export { type ExpectedAnnouncement } from './expected.ts';
export { EvaluationError } from './evaluation-error.ts';
