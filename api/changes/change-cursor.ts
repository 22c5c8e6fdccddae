import { AppError } from '../../kernel/errors/app-error.ts';
import { isSnapshotId } from '../../publish/snapshot/snapshot-layout.ts';

/**
 * A position in the change feed: a snapshot and how many of its events were already read
 * (`position`), or null for "all of them" (the end of that snapshot, which is where a client
 * that asks "from now" starts: no event of that snapshot needs computing to name it). Sent as
 * base64url of a small JSON object, opaque to clients: only what this file writes is read back.
 */
export interface ChangeCursor {
  snapshot: string;
  position: number | null;
}

export class ChangeCursorError extends AppError<'cursor_malformed'> {}

const MALFORMED = 'curseur illisible ; reprenez tel quel un `cursor` ou `next_cursor` donné par /v1/changes, ou omettez `since` pour partir de maintenant';
/** A snapshot's events never come near this; larger positions are forged. */
const MAX_POSITION = 100_000_000;

export function encodeChangeCursor(cursor: ChangeCursor): string {
  return Buffer.from(JSON.stringify({ v: 1, s: cursor.snapshot, p: cursor.position })).toString('base64url');
}

export function decodeChangeCursor(text: string): ChangeCursor {
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) throw new Error('not base64url');
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new ChangeCursorError('cursor_malformed', MALFORMED);
  }
  const v = value as { v?: unknown; s?: unknown; p?: unknown } | null;
  if (typeof v !== 'object' || v === null || v.v !== 1 || typeof v.s !== 'string' || !isSnapshotId(v.s)) {
    throw new ChangeCursorError('cursor_malformed', MALFORMED);
  }
  if (v.p !== null && !(typeof v.p === 'number' && Number.isInteger(v.p) && v.p >= 0 && v.p <= MAX_POSITION)) {
    throw new ChangeCursorError('cursor_malformed', MALFORMED);
  }
  return { snapshot: v.s, position: v.p };
}
