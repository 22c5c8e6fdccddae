/**
 * The expected extraction of a corpus text (`X.expected.json`): one announcement, or
 * `{"multiple": [...]}` for a greffe list. `type: null` means the parser must quarantine it;
 * its other fields then only record what the text says. `why` is for people and is dropped.
 */

import { isAnnonceType, type AnnonceType } from '../../kernel/model/announcement.js';
import { EvaluationError } from './evaluation-error.js';

export interface ExpectedDirigeant {
  nom: string;
  role: string;
}

export interface ExpectedAnnouncement {
  type: AnnonceType | null;
  ridet: string | null;
  rid: string | null;
  date: string | null;
  denomination: string | null;
  forme_juridique: string | null;
  dirigeants: ExpectedDirigeant[];
}

function fail(file: string, what: string): never {
  throw new EvaluationError('attendu_invalide', `${file}: ${what}`);
}

function nullableString(value: unknown, file: string, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') fail(file, `expected ${field} to be a string or null, got ${JSON.stringify(value)}`);
  return value;
}

function readOne(raw: unknown, file: string): ExpectedAnnouncement {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(file, `expected an object, got ${JSON.stringify(raw)}`);
  const entry = raw as Record<string, unknown>;
  const type = entry['type'] ?? null;
  if (type !== null && (typeof type !== 'string' || !isAnnonceType(type))) fail(file, `expected type to be an announcement type or null, got ${JSON.stringify(type)}`);
  const dirigeants = entry['dirigeants'] ?? [];
  if (!Array.isArray(dirigeants)) fail(file, `expected dirigeants to be an array, got ${JSON.stringify(dirigeants)}`);
  return {
    type,
    ridet: nullableString(entry['ridet'], file, 'ridet'),
    rid: nullableString(entry['rid'], file, 'rid'),
    date: nullableString(entry['date'], file, 'date'),
    denomination: nullableString(entry['denomination'], file, 'denomination'),
    forme_juridique: nullableString(entry['forme_juridique'], file, 'forme_juridique'),
    dirigeants: dirigeants.map((d: unknown) => {
      const o = (typeof d === 'object' && d !== null ? d : {}) as Record<string, unknown>;
      if (typeof o['nom'] !== 'string' || typeof o['role'] !== 'string') fail(file, `expected each dirigeant to have a nom and a role, got ${JSON.stringify(d)}`);
      return { nom: o['nom'], role: o['role'] };
    }),
  };
}

/** The expected announcements of one text, in file order (several for a greffe list). */
export function readExpected(raw: unknown, file: string): ExpectedAnnouncement[] {
  if (typeof raw === 'object' && raw !== null && 'multiple' in raw) {
    const list = (raw).multiple;
    if (!Array.isArray(list) || list.length === 0) fail(file, 'expected "multiple" to be a non-empty array');
    return list.map((entry) => readOne(entry, file));
  }
  return [readOne(raw, file)];
}
