/**
 * Field-by-field comparison, as the corpus README suggests: type, ridet, rid, date and
 * forme_juridique exactly; denomination and officer names after NFC, whitespace collapsing and
 * case folding; dirigeants as a multiset of (nom, role) pairs.
 */

import type { ExpectedAnnouncement, ExpectedDirigeant } from './expected.ts';
import type { Extraction } from './extraction.ts';

export const EVALUATED_FIELDS = ['type', 'ridet', 'rid', 'date', 'denomination', 'forme_juridique', 'dirigeants'] as const;
export type EvaluatedField = (typeof EVALUATED_FIELDS)[number];

/** NFC, one space between words, case folded. */
export function comparableName(value: string | null): string | null {
  if (value === null) return null;
  return value.normalize('NFC').replace(/\s+/gu, ' ').trim().toLocaleLowerCase('fr');
}

function dirigeantKeys(list: readonly ExpectedDirigeant[]): string[] {
  return list.map((d) => `${comparableName(d.nom)}|${d.role.normalize('NFC')}`).sort();
}

export function sameDirigeants(a: readonly ExpectedDirigeant[], b: readonly ExpectedDirigeant[]): boolean {
  return JSON.stringify(dirigeantKeys(a)) === JSON.stringify(dirigeantKeys(b));
}

/** Whether the extraction got one field of one expected announcement right; `got` null means nothing was produced for it. */
export function fieldCorrect(field: EvaluatedField, expected: ExpectedAnnouncement, got: Extraction | null): boolean {
  if (field === 'type') return got !== null && got.type === expected.type;
  if (got === null || got.type === null) return false;
  switch (field) {
    case 'denomination':
      return comparableName(got.denomination) === comparableName(expected.denomination);
    case 'dirigeants':
      return sameDirigeants(got.dirigeants, expected.dirigeants);
    default:
      return got[field] === expected[field];
  }
}

/** The value as shown in a report of misses. */
export function shown(field: EvaluatedField, value: ExpectedAnnouncement | Extraction | null): string {
  if (value === null) return '(rien)';
  if (field === 'type') {
    if (value.type !== null) return value.type;
    return 'quarantine' in value && value.quarantine ? `quarantaine ${value.quarantine.reason}` : 'quarantaine';
  }
  if (field === 'dirigeants') return value.dirigeants.map((d) => `${d.nom} (${d.role})`).join('; ') || '[]';
  const v = value[field];
  return v === null ? 'null' : v;
}
