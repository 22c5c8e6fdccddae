import { createHash } from 'node:crypto';
import { AppError } from '../kernel/errors/app-error.ts';
import { isRidet } from '../kernel/model/ridet-shape.ts';

/**
 * The opaque keyset cursor of GET /v1/entreprises (the browse lists): base64url of the last
 * RIDET examined and a fingerprint of the filters it was issued for. A position, not an offset,
 * so it neither repeats nor skips a company when a new snapshot lands between two pages.
 */

export interface CompanyListCursorFilters {
  /** `forme_juridique=SARL`, `commune=noumea`, ... (normalised), or null for every company. */
  list: string | null;
  creee_depuis: string | null;
  creee_avant: string | null;
}

/** The filters a browse cursor is bound to, as the error message names them. */
export const BROWSE_CURSOR_FILTERS = 'forme_juridique, etat, procedure, commune, creee_depuis, creee_avant';

export class CompanyListCursorError extends AppError<'cursor_malformed' | 'cursor_filter_mismatch'> {}

function fingerprint(filters: CompanyListCursorFilters): string {
  return createHash('sha256').update(JSON.stringify(['entreprises', filters.list, filters.creee_depuis, filters.creee_avant])).digest('base64url').slice(0, 12);
}

export function encodeCompanyListCursor(ridet: string, filters: CompanyListCursorFilters): string {
  return Buffer.from(JSON.stringify({ v: 1, r: ridet, f: fingerprint(filters) })).toString('base64url');
}

/** The RIDET after which the next page starts. */
export function decodeCompanyListCursor(cursor: string, filters: CompanyListCursorFilters): string {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CompanyListCursorError('cursor_malformed', 'curseur illisible ; reprenez tel quel le next_cursor d’une page de /v1/entreprises, ou repartez sans curseur');
  }
  const v = value as { v?: unknown; r?: unknown; f?: unknown; s?: unknown } | null;
  if (typeof v === 'object' && v !== null && typeof v.s === 'string') {
    throw new CompanyListCursorError('cursor_malformed', 'ce curseur vient de la liste des fiches modifiées : redonnez modifiees_depuis avec lui, ou repartez sans curseur');
  }
  if (typeof v !== 'object' || v === null || v.v !== 1 || typeof v.r !== 'string' || !isRidet(v.r) || typeof v.f !== 'string') {
    throw new CompanyListCursorError('cursor_malformed', 'curseur illisible ; reprenez tel quel le next_cursor d’une page de /v1/entreprises, ou repartez sans curseur');
  }
  if (v.f !== fingerprint(filters)) {
    throw new CompanyListCursorError(
      'cursor_filter_mismatch',
      `ce curseur a été émis pour d’autres filtres (${BROWSE_CURSOR_FILTERS}) ; gardez les mêmes filtres ou repartez sans curseur`,
    );
  }
  return v.r;
}
