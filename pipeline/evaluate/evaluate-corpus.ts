/**
 * Runs the normaliser over a corpus and scores it field by field. Every expected announcement
 * counts once for `type` (an expected quarantine is right when the parser quarantines it); the
 * other fields are scored on the announcements the parser should publish (expected type not
 * null), so a wrongly quarantined notice misses all of them. Each miss is either *wrong* (a
 * value was published) or *quarantined* (nothing was): precision and recall kept apart, and
 * wrong attributions (published under another company, or published when it had to be
 * quarantined) are listed on their own, overall and per kind of text.
 */

import { ANNONCE_TYPES } from '../../kernel/model/announcement.ts';
import { parseNoticeTexts, type NoticeHints, type ParseNoticeResult } from '../../kernel/normalise/index.ts';
import { EVALUATED_FIELDS, fieldCorrect, shown, type EvaluatedField } from './compare.ts';
import type { ExpectedAnnouncement } from './expected.ts';
import { extractionOf, type Extraction } from './extraction.ts';
import { loadCorpus, type CorpusCase } from './load-corpus.ts';
import { matchEntries } from './match-entries.ts';

export type ParseTexts = (text: string, hints: NoticeHints) => ParseNoticeResult[];

export interface FieldScore {
  field: EvaluatedField;
  correct: number;
  total: number;
  /** correct / total, 0..1 (1 when total is 0). */
  rate: number;
  /** Misses where the parser published a value (a wrong value went out). */
  wrong: number;
  /** Misses where the parser quarantined (or produced nothing for) a notice it had to publish: nothing went out. */
  quarantined: number;
  /**
   * The mean confidence the normaliser gave the published values of this field, right ones and
   * wrong ones apart (null when there were none, or none traced): a confidence that tells them
   * apart can route the doubtful ones to review.
   */
  confidence: { right: number | null; wrong: number | null };
}

/**
 * A notice published under the wrong company, the most expensive defect: published (not
 * quarantined) with a RID, or a known RIDET, other than the expected one; or published when the
 * corpus expects a quarantine; or published although no expected announcement claims it.
 */
export interface WrongAttribution {
  name: string;
  entry: number;
  kind: string;
  expected: string;
  got: string;
}

/** The scores of one kind of text (see `kindOf`). */
export interface KindScore {
  kind: string;
  texts: number;
  announcements: number;
  fields: FieldScore[];
  wrongAttributions: number;
  /** Expected published, quarantined instead. */
  wronglyQuarantined: number;
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
  wrongAttributions: WrongAttribution[];
  /** Expected published, quarantined (or missing) instead: a loss of recall, never of precision. */
  wronglyQuarantined: number;
  /** The same scores per kind of text. */
  kinds: KindScore[];
}

export const QUARANTINE_LABEL = 'quarantaine';
export const MISSING_LABEL = 'absente';

function label(type: string | null): string {
  return type ?? QUARANTINE_LABEL;
}

/**
 * The kind of a corpus text. Corpus files named with a letter share and a number (`a07-…`,
 * `b12-…`, `c30-…`) belong to that share (corpus 2: a = JONC and greffe extractions, b =
 * newspaper and web pages, c = hard company situations). Other files (corpus 1, `07-…`) are
 * grouped by what they expect: the type of a single notice, `liste` for a greffe list,
 * `quarantaine` for a text to quarantine.
 */
export function kindOf(c: Pick<CorpusCase, 'name' | 'expected'>): string {
  const share = /^([a-z])\d/.exec(c.name);
  if (share) return share[1]!;
  if (c.expected.length > 1) return 'liste';
  return c.expected[0]?.type ?? QUARANTINE_LABEL;
}

interface Tally {
  correct: number;
  total: number;
  wrong: number;
  quarantined: number;
  /** Sums and counts of the traced confidences of right and wrong published values. */
  rightConfidence: [number, number];
  wrongConfidence: [number, number];
}

const emptyTallies = (): Record<EvaluatedField, Tally> =>
  Object.fromEntries(EVALUATED_FIELDS.map((f) => [f, { correct: 0, total: 0, wrong: 0, quarantined: 0, rightConfidence: [0, 0], wrongConfidence: [0, 0] }])) as Record<EvaluatedField, Tally>;

const mean = ([sum, n]: [number, number]): number | null => (n === 0 ? null : Math.round((sum / n) * 100) / 100);

const scores = (tallies: Record<EvaluatedField, Tally>): FieldScore[] =>
  EVALUATED_FIELDS.map((field) => {
    const { correct, total, wrong, quarantined, rightConfidence, wrongConfidence } = tallies[field];
    return { field, correct, total, rate: total === 0 ? 1 : correct / total, wrong, quarantined, confidence: { right: mean(rightConfidence), wrong: mean(wrongConfidence) } };
  });

/** Whether a published result names another company than the expected one (null when it is right or not published). */
function misattributed(expected: ExpectedAnnouncement, got: Extraction | null): boolean {
  if (got === null || got.type === null) return false;
  if (expected.type === null) return true;
  if (got.rid !== expected.rid) return true;
  return got.ridet !== null && expected.ridet !== null && got.ridet !== expected.ridet;
}

export function evaluateCases(cases: readonly CorpusCase[], parse: ParseTexts = parseNoticeTexts): EvaluationReport {
  const rows = [...ANNONCE_TYPES, QUARANTINE_LABEL];
  const columns = [...rows, MISSING_LABEL];
  const counts = Object.fromEntries(rows.map((r) => [r, Object.fromEntries(columns.map((c) => [c, 0]))])) as Record<string, Record<string, number>>;
  const tallies = emptyTallies();
  const misses: EvaluationMiss[] = [];
  const extra: EvaluationReport['extra'] = [];
  const wrongAttributions: WrongAttribution[] = [];
  const kinds = new Map<string, { texts: number; announcements: number; tallies: Record<EvaluatedField, Tally>; wrong: number; quarantined: number }>();
  let announcements = 0;
  let wronglyQuarantined = 0;

  for (const c of cases) {
    const kind = kindOf(c);
    const perKind = kinds.get(kind) ?? { texts: 0, announcements: 0, tallies: emptyTallies(), wrong: 0, quarantined: 0 };
    kinds.set(kind, perKind);
    perKind.texts += 1;
    const got: Extraction[] = parse(c.text, { reference: c.name, trace: true }).map(extractionOf);
    const { pairs, extra: unclaimed } = matchEntries(c.expected, got);
    for (const g of unclaimed) {
      extra.push({ name: c.name, got: `${label(g.type)} ${g.rid ?? ''} ${g.denomination ?? ''}`.trim() });
      if (g.type !== null) {
        wrongAttributions.push({ name: c.name, entry: 0, kind, expected: '(aucune annonce)', got: `${g.type} ${g.rid ?? ''} ${g.denomination ?? ''}`.trim() });
        perKind.wrong += 1;
      }
    }
    pairs.forEach(({ expected, got: result }, i) => {
      announcements += 1;
      perKind.announcements += 1;
      counts[label(expected.type)]![result ? label(result.type) : MISSING_LABEL]! += 1;
      const published = result !== null && result.type !== null;
      if (misattributed(expected, result)) {
        wrongAttributions.push({
          name: c.name,
          entry: i + 1,
          kind,
          expected: expected.type === null ? 'quarantaine' : `${expected.ridet ?? expected.rid ?? ''} ${expected.denomination ?? ''}`.trim(),
          got: `${result!.ridet ?? result!.rid ?? ''} ${result!.denomination ?? ''}`.trim(),
        });
        perKind.wrong += 1;
      }
      if (expected.type !== null && !published) {
        wronglyQuarantined += 1;
        perKind.quarantined += 1;
      }
      for (const field of EVALUATED_FIELDS) {
        if (field !== 'type' && expected.type === null) continue;
        const right = fieldCorrect(field, expected, result);
        const confidence = published ? result.confidence?.[field] : undefined;
        for (const tally of [tallies[field], perKind.tallies[field]]) {
          tally.total += 1;
          if (right) tally.correct += 1;
          else if (published) tally.wrong += 1;
          else tally.quarantined += 1;
          if (confidence !== undefined) {
            const sums = right ? tally.rightConfidence : tally.wrongConfidence;
            sums[0] += confidence;
            sums[1] += 1;
          }
        }
        if (!fieldCorrect(field, expected, result)) misses.push({ name: c.name, entry: i + 1, field, expected: shown(field, expected), got: shown(field, result) });
      }
    });
  }

  return {
    texts: cases.length,
    announcements,
    fields: scores(tallies),
    confusion: { labels: rows, columns, counts },
    misses,
    extra,
    wrongAttributions,
    wronglyQuarantined,
    kinds: [...kinds.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, k]) => ({ kind, texts: k.texts, announcements: k.announcements, fields: scores(k.tallies), wrongAttributions: k.wrong, wronglyQuarantined: k.quarantined })),
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
