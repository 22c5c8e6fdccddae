/**
 * The expected extraction of a corpus text (`X.expected.json`): one announcement, or
 * `{"multiple": [...]}` for a greffe list. `type: null` means the parser must quarantine it;
 * its other fields then only record what the text says. `why` is for people and is dropped.
 */

import { ANNONCE_TYPES, isAnnonceType, type AnnonceType } from '../../kernel/model/announcement.ts';
import { EvaluationError } from './evaluation-error.ts';

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
  throw new EvaluationError('attendu_invalide', `${file} : ${what}.`);
}

function nullableString(value: unknown, file: string, field: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') fail(file, `attendu « ${field} » texte ou null, reçu ${JSON.stringify(value)}`);
  return value;
}

function readOne(raw: unknown, file: string): ExpectedAnnouncement {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) fail(file, `attendu un objet, reçu ${JSON.stringify(raw)}`);
  const entry = raw as Record<string, unknown>;
  const type = entry['type'] ?? null;
  if (type !== null && (typeof type !== 'string' || !isAnnonceType(type))) fail(file, `attendu « type » parmi ${ANNONCE_TYPES.join(', ')} ou null, reçu ${JSON.stringify(type)}`);
  const dirigeants = entry['dirigeants'] ?? [];
  if (!Array.isArray(dirigeants)) fail(file, `attendu « dirigeants » liste, reçu ${JSON.stringify(dirigeants)}`);
  return {
    type,
    ridet: nullableString(entry['ridet'], file, 'ridet'),
    rid: nullableString(entry['rid'], file, 'rid'),
    date: nullableString(entry['date'], file, 'date'),
    denomination: nullableString(entry['denomination'], file, 'denomination'),
    forme_juridique: nullableString(entry['forme_juridique'], file, 'forme_juridique'),
    dirigeants: dirigeants.map((d: unknown) => {
      const o = (typeof d === 'object' && d !== null ? d : {}) as Record<string, unknown>;
      if (typeof o['nom'] !== 'string' || typeof o['role'] !== 'string') fail(file, `attendu un « nom » et un « role » pour chaque dirigeant, reçu ${JSON.stringify(d)}`);
      return { nom: o['nom'], role: o['role'] };
    }),
  };
}

/** The expected announcements of one text, in file order (several for a greffe list). */
export function readExpected(raw: unknown, file: string): ExpectedAnnouncement[] {
  if (typeof raw === 'object' && raw !== null && 'multiple' in raw) {
    const list = (raw).multiple;
    if (!Array.isArray(list) || list.length === 0) fail(file, 'attendu « multiple » liste non vide');
    return list.map((entry) => readOne(entry, file));
  }
  return [readOne(raw, file)];
}
