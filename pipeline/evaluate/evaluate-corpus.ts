/**
 * Runs the normaliser over a corpus and scores it field by field. Every expected announcement
 * counts once for `type` (an expected quarantine is right when the parser quarantines it); the
 * other fields are scored on the announcements the parser should publish (expected type not
 * null), so a wrongly quarantined notice misses all of them.
 */

import { ANNONCE_TYPES } from '../../kernel/model/announcement.js';
import { parseNoticeTexts, type NoticeHints, type ParseNoticeResult } from '../../kernel/normalise/index.js';
import { EVALUATED_FIELDS, fieldCorrect, shown, type EvaluatedField } from './compare.js';
import { extractionOf, type Extraction } from './extraction.js';
import { loadCorpus, type CorpusCase } from './load-corpus.js';
import { matchEntries } from './match-entries.js';

export type ParseTexts = (text: string, hints: NoticeHints) => ParseNoticeResult[];

export interface FieldScore {
  field: EvaluatedField;
  correct: number;
  total: number;
  /** correct / total, 0..1 (1 when total is 0). */
  rate: number;
}

export interface EvaluationMiss {
  /** Corpus file name without extension. */
  name: string;
  /** 1-based rank of the entry in its expected file (lists have several). */
  entry: number;
  field: EvaluatedField;
  expected: string;
  got: string;
}

/** Rows: expected type or 'quarantaine'; columns: the parser's type, 'quarantaine', or 'absente' (no result for it). */
export interface TypeConfusion {
  labels: readonly string[];
  columns: readonly string[];
  counts: Record<string, Record<string, number>>;
}

export interface EvaluationReport {
  texts: number;
  /** Expected announcements, list entries counted one by one. */
  announcements: number;
  fields: FieldScore[];
  confusion: TypeConfusion;
  misses: EvaluationMiss[];
  /** Announcements the parser produced that no expected one matches. */
  extra: Array<{ name: string; got: string }>;
}

export const QUARANTINE_LABEL = 'quarantaine';
export const MISSING_LABEL = 'absente';

function label(type: string | null): string {
  return type ?? QUARANTINE_LABEL;
}

export function evaluateCases(cases: readonly CorpusCase[], parse: ParseTexts = parseNoticeTexts): EvaluationReport {
  const rows = [...ANNONCE_TYPES, QUARANTINE_LABEL];
  const columns = [...rows, MISSING_LABEL];
  const counts = Object.fromEntries(rows.map((r) => [r, Object.fromEntries(columns.map((c) => [c, 0]))])) as Record<string, Record<string, number>>;
  const tallies = Object.fromEntries(EVALUATED_FIELDS.map((f) => [f, { correct: 0, total: 0 }])) as Record<EvaluatedField, { correct: number; total: number }>;
  const misses: EvaluationMiss[] = [];
  const extra: EvaluationReport['extra'] = [];
  let announcements = 0;

  for (const c of cases) {
    const got: Extraction[] = parse(c.text, { reference: c.name }).map(extractionOf);
    const { pairs, extra: unclaimed } = matchEntries(c.expected, got);
    for (const g of unclaimed) extra.push({ name: c.name, got: `${label(g.type)} ${g.rid ?? ''} ${g.denomination ?? ''}`.trim() });
    pairs.forEach(({ expected, got: result }, i) => {
      announcements += 1;
      counts[label(expected.type)]![result ? label(result.type) : MISSING_LABEL]! += 1;
      for (const field of EVALUATED_FIELDS) {
        if (field !== 'type' && expected.type === null) continue;
        const tally = tallies[field];
        tally.total += 1;
        if (fieldCorrect(field, expected, result)) tally.correct += 1;
        else misses.push({ name: c.name, entry: i + 1, field, expected: shown(field, expected), got: shown(field, result) });
      }
    });
  }

  return {
    texts: cases.length,
    announcements,
    fields: EVALUATED_FIELDS.map((field) => {
      const { correct, total } = tallies[field];
      return { field, correct, total, rate: total === 0 ? 1 : correct / total };
    }),
    confusion: { labels: rows, columns, counts },
    misses,
    extra,
  };
}

/**
 * @example
 * const report = await evaluateCorpus('test/kernel/normalise/corpus');
 * console.log(formatEvaluation(report));
 */
export async function evaluateCorpus(dir: string, parse: ParseTexts = parseNoticeTexts): Promise<EvaluationReport> {
  return evaluateCases(await loadCorpus(dir), parse);
}
