import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEvaluation, type EvaluationReport } from '../../../pipeline/evaluate/index.ts';
import { evaluationOf } from './corpus-parses.ts';

// The development corpus (80 realistic texts written outside the project, with their expected
// extraction): the normaliser is measured on it field by field, as on the unseen evaluation set.
const corpusDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'corpus');

describe('the normaliser on the development corpus', () => {
  let report: EvaluationReport;
  const rate = (field: string): number => report.fields.find((f) => f.field === field)!.rate;

  beforeAll(async () => {
    report = await evaluationOf(corpusDir);
    console.log(formatEvaluation(report));
  });

  it('reads every text and every entry of the greffe lists', () => {
    expect(report.texts).toBe(80);
    expect(report.announcements).toBe(91);
    expect(report.extra).toEqual([]);
  });

  it('finds the type of at least 97 % of announcements, quarantining what has no company subject', () => {
    expect(rate('type')).toBeGreaterThanOrEqual(0.97);
  });

  it('identifies the subject (RID, and RIDET or an unknown rank) of at least 97 %', () => {
    expect(rate('ridet')).toBeGreaterThanOrEqual(0.97);
    expect(rate('rid')).toBeGreaterThanOrEqual(0.97);
  });

  it('names the subject and dates the announcement for at least 95 %', () => {
    expect(rate('denomination')).toBeGreaterThanOrEqual(0.95);
    expect(rate('date')).toBeGreaterThanOrEqual(0.95);
  });

  it('reads the legal form and the officers of at least 95 %', () => {
    expect(rate('forme_juridique')).toBeGreaterThanOrEqual(0.95);
    expect(rate('dirigeants')).toBeGreaterThanOrEqual(0.95);
  });

  it('never publishes a text the corpus quarantines, nor quarantines one it publishes', () => {
    const { counts } = report.confusion;
    expect(counts['quarantaine']!['quarantaine']).toBe(7);
    const wronglyQuarantined = Object.entries(counts).filter(([row]) => row !== 'quarantaine').reduce((n, [, cols]) => n + cols['quarantaine']!, 0);
    expect(wronglyQuarantined).toBe(0);
  });
});
