import { createHash } from 'node:crypto';
import type { FeedKey } from '../publish/artefacts/feed-layout.ts';
import { AppError } from '../kernel/errors/app-error.ts';
import { ISO_DAY } from '../kernel/model/calendar-day.ts';

/**
 * The opaque keyset cursor of /v1/annonces: base64url of the last item's (date, id) and a
 * fingerprint of the filters it was issued for. It names a position, not an offset, so it stays
 * valid and neither repeats nor skips when a new snapshot lands between two pages.
 */

export interface CursorFilters {
  type: string | null;
  source: string | null;
  since: string | null;
  /** Absent or null for cursors issued before `until` existed: their fingerprint is unchanged. */
  until?: string | null;
  /** The same for `ridet` (GET /v1/annonces?ridet=). */
  ridet?: string | null;
}

export class CursorError extends AppError<'cursor_malformed' | 'cursor_filter_mismatch'> {}

export function filterFingerprint(filters: CursorFilters): string {
  const values = [filters.type, filters.source, filters.since];
  if (filters.until !== undefined && filters.until !== null) values.push(filters.until);
  // Tagged: an `until` and a `ridet` never give the same fingerprint.
  if (filters.ridet !== undefined && filters.ridet !== null) values.push(`ridet:${filters.ridet}`);
  return createHash('sha256').update(JSON.stringify(values)).digest('base64url').slice(0, 12);
}

export function encodeCursor(position: FeedKey, filters: CursorFilters): string {
  return Buffer.from(JSON.stringify({ v: 1, d: position.date, i: position.id, f: filterFingerprint(filters) })).toString('base64url');
}

export function decodeCursor(cursor: string, filters: CursorFilters): FeedKey {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError('cursor_malformed', 'curseur illisible ; reprenez la valeur next_cursor telle quelle');
  }
  const v = value as { v?: unknown; d?: unknown; i?: unknown; f?: unknown } | null;
  if (
    typeof v !== 'object' || v === null || v.v !== 1 ||
    typeof v.d !== 'string' || !ISO_DAY.test(v.d) ||
    typeof v.i !== 'string' || v.i.length === 0 || v.i.length > 200 ||
    typeof v.f !== 'string'
  ) {
    throw new CursorError('cursor_malformed', 'curseur illisible ; reprenez la valeur next_cursor telle quelle');
  }
  if (v.f !== filterFingerprint(filters)) {
    throw new CursorError(
      'cursor_filter_mismatch',
      'ce curseur a été émis pour d’autres filtres (ridet, type, source, since, until) ; gardez les mêmes filtres ou repartez sans curseur',
    );
  }
  return { date: v.d, id: v.i };
}
