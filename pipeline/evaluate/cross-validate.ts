/**
 * Leave-one-group-out cross-validation over writer groups: for each group, whatever the reader
 * fits is fitted on the other groups only, and the group left out is scored with the ordinary
 * evaluation. The mean is a macro mean over groups (each writer counts once, whatever its size):
 * the figure that says how the reader does on a writer it has never seen.
 */

import { parseNoticeTexts } from '../../kernel/normalise/index.ts';
import { EVALUATED_FIELDS, type EvaluatedField } from './compare.ts';
import { evaluateCases, type EvaluationReport, type ParseTexts } from './evaluate-corpus.ts';
import type { WriterGroup } from './writer-groups.ts';

/** Fits the reader on the training groups (never the left-out one) and returns it. */
export type FitReader = (training: readonly WriterGroup[], context: { leftOut: string }) => ParseTexts;

/** Nothing fitted: the reader as it is. */
export const currentReader: FitReader = () => parseNoticeTexts;

export interface FoldScore {
  group: string;
  texts: number;
  announcements: number;
  /** Announcements the corpus expects published (type not null). */
  publishable: number;
  rates: Record<EvaluatedField, number>;
  wrongAttributions: number;
  wronglyQuarantined: number;
  /** wrongAttributions / announcements. */
  wrongRate: number;
  /** wronglyQuarantined / publishable. */
  quarantinedRate: number;
  report: EvaluationReport;
}

export interface CrossValidationReport {
  folds: FoldScore[];
  /** Macro means over the folds. */
  mean: { rates: Record<EvaluatedField, number>; wrongRate: number; quarantinedRate: number };
}

/** Which groups each fold fits on: every group but the one it leaves out. */
export function folds<T extends { name: string }>(groups: readonly T[]): Array<{ leftOut: T; training: T[] }> {
  return groups.map((leftOut) => ({ leftOut, training: groups.filter((g) => g !== leftOut) }));
}

const ratio = (n: number, d: number): number => (d === 0 ? 0 : n / d);

export function crossValidate(groups: readonly WriterGroup[], fit: FitReader = currentReader): CrossValidationReport {
  const scored = folds(groups).map(({ leftOut, training }) => {
    const parse = fit(training, { leftOut: leftOut.name });
    const report = evaluateCases(leftOut.cases, parse);
    const publishable = leftOut.cases.reduce((n, c) => n + c.expected.filter((e) => e.type !== null).length, 0);
    const rates = Object.fromEntries(report.fields.map((f) => [f.field, f.rate])) as Record<EvaluatedField, number>;
    return {
      group: leftOut.name,
      texts: report.texts,
      announcements: report.announcements,
      publishable,
      rates,
      wrongAttributions: report.wrongAttributions.length,
      wronglyQuarantined: report.wronglyQuarantined,
      wrongRate: ratio(report.wrongAttributions.length, report.announcements),
      quarantinedRate: ratio(report.wronglyQuarantined, publishable),
      report,
    };
  });
  const macro = (value: (f: FoldScore) => number): number => ratio(scored.reduce((s, f) => s + value(f), 0), scored.length);
  return {
    folds: scored,
    mean: {
      rates: Object.fromEntries(EVALUATED_FIELDS.map((field) => [field, macro((f) => f.rates[field])])) as Record<EvaluatedField, number>,
      wrongRate: macro((f) => f.wrongRate),
      quarantinedRate: macro((f) => f.quarantinedRate),
    },
  };
}
