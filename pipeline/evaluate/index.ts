export { evaluateCorpus } from './evaluate-corpus.ts';
/** @internal Part of the corpus evaluation, tested on its own; the command runs evaluateCorpus. */
export { evaluateCases, type EvaluationReport, type ParseTexts } from './evaluate-corpus.ts';
export { formatEvaluation } from './format-evaluation.ts';
export { type CorpusCase } from './load-corpus.ts';
/** @internal Part of the corpus evaluation, tested on its own; the command runs evaluateCorpus. */
export { loadCorpus } from './load-corpus.ts';
export { type ExpectedAnnouncement } from './expected.ts';
export { EvaluationError } from './evaluation-error.ts';
