import type { Dirigeant, ParsedNotice } from '../../kernel/model/announcement.ts';
import type { SampleEvent } from '../../simulator/world/index.ts';

/**
 * What a fixture's notices must say, written from the sample world's ground truth (or, for a
 * hand-written text, by the person who wrote it), never from the parser's output: every field
 * the world knows, not four of them.
 */
export const TRUTH_FIELDS = [
  'ridet', 'denomination', 'type', 'date', 'forme_juridique', 'capital', 'siege', 'ancienne_denomination', 'nouvelle_denomination', 'dirigeants',
] as const;

export type TruthField = (typeof TRUTH_FIELDS)[number];

export type NoticeTruth = { reference: string } & Pick<ParsedNotice, Exclude<TruthField, 'ridet'>> & { ridet: string | null };

/**
 * The truth of a world event as published by one source: the world's expected fields, with
 * the date the source prints (the JONC's issue date, a newspaper's page date), which may be a
 * day or two after the world's publication date.
 */
export function truthOf(event: SampleEvent, reference: string, date: string): NoticeTruth {
  const e = event.expected;
  return {
    reference,
    ridet: e.ridet,
    denomination: e.denomination,
    type: e.type,
    date,
    forme_juridique: e.forme_juridique,
    capital: e.capital,
    siege: e.siege,
    ancienne_denomination: e.ancienne_denomination,
    nouvelle_denomination: e.nouvelle_denomination,
    dirigeants: e.dirigeants,
  };
}

/** One field where the parser and the truth disagree. */
export interface FieldMismatch {
  reference: string;
  field: TruthField | 'notice';
  got: unknown;
  want: unknown;
}

/** Officers compared as a set: the order a notice lists them in is not a fact about the company. */
function officers(list: readonly Dirigeant[]): string[] {
  return list.map((d) => JSON.stringify([d.nom, d.prenoms, d.fonction, d.action])).sort();
}

function same(field: TruthField, got: unknown, want: unknown): boolean {
  if (field === 'dirigeants') return JSON.stringify(officers(got as Dirigeant[])) === JSON.stringify(officers(want as Dirigeant[]));
  return JSON.stringify(got ?? null) === JSON.stringify(want ?? null);
}

/** Every disagreement between the notices and their truths, matched by reference. */
export function compareWithTruth(notices: readonly ParsedNotice[], truths: readonly NoticeTruth[]): FieldMismatch[] {
  const mismatches: FieldMismatch[] = [];
  const byReference = new Map(notices.map((n) => [n.reference, n]));
  for (const truth of truths) {
    const notice = byReference.get(truth.reference);
    if (!notice) {
      mismatches.push({ reference: truth.reference, field: 'notice', got: null, want: 'une annonce' });
      continue;
    }
    for (const field of TRUTH_FIELDS) {
      if (!same(field, notice[field], truth[field])) mismatches.push({ reference: truth.reference, field, got: notice[field] ?? null, want: truth[field] ?? null });
    }
  }
  const expected = new Set(truths.map((t) => t.reference));
  for (const n of notices) if (!expected.has(n.reference)) mismatches.push({ reference: n.reference, field: 'notice', got: n.denomination, want: null });
  return mismatches;
}
