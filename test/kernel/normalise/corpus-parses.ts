import { parseNoticeTexts, type NoticeHints, type ParseNoticeResult } from '../../../kernel/normalise/index.ts';
import { evaluateCorpus, type EvaluationReport } from '../../../pipeline/evaluate/index.ts';

// The development corpora are read by several files (their evaluation, their traces): a worker
// runs many files and keeps their modules (isolate: false, vitest.config.ts), so what one file
// parsed here is not parsed again by the next one in the same worker. The results are shared:
// a test reads them and never changes them.

const parsed = new Map<string, ParseNoticeResult[]>();

/** `parseNoticeTexts`, each text parsed once per worker for the same hints. */
export function parsedOnce(text: string, hints: NoticeHints): ParseNoticeResult[] {
  const key = `${JSON.stringify(hints)}\0${text}`;
  let results = parsed.get(key);
  if (results === undefined) {
    results = parseNoticeTexts(text, hints);
    parsed.set(key, results);
  }
  return results;
}

const reports = new Map<string, Promise<EvaluationReport>>();

/** `evaluateCorpus(dir)` once per worker, its texts parsed through `parsedOnce`. */
export function evaluationOf(dir: string): Promise<EvaluationReport> {
  let report = reports.get(dir);
  if (report === undefined) {
    report = evaluateCorpus(dir, parsedOnce);
    reports.set(dir, report);
  }
  return report;
}
