import { createHash } from 'node:crypto';
import type { ListPosition } from './state/webhook-store.ts';

/**
 * The opaque keyset cursor of the webhook lists, in the style of /v1/annonces (api/cursor.ts):
 * base64url of the last item's (creation time, id) and a fingerprint of the list and filters it
 * was issued for, so it stays valid while items are added and cannot be replayed elsewhere.
 */

export function encodeListCursor(position: ListPosition, scope: string): string {
  return Buffer.from(JSON.stringify({ v: 1, c: position.createdAt, i: position.id, f: fingerprint(scope) })).toString('base64url');
}

/** The position, or a French reason for a problem+json `errors` entry. */
export function decodeListCursor(cursor: string, scope: string): { ok: true; position: ListPosition } | { ok: false; detail: string } {
  const unreadable = { ok: false as const, detail: 'curseur illisible ; reprenez la valeur next_cursor telle quelle' };
  let value: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return unreadable;
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return unreadable;
  }
  const v = value as { v?: unknown; c?: unknown; i?: unknown; f?: unknown } | null;
  if (typeof v !== 'object' || v === null || v.v !== 1 || typeof v.c !== 'number' || !Number.isSafeInteger(v.c) || typeof v.i !== 'string' || v.i.length === 0 || v.i.length > 100 || typeof v.f !== 'string') {
    return unreadable;
  }
  if (v.f !== fingerprint(scope)) return { ok: false, detail: 'ce curseur a été émis pour une autre liste ou d’autres filtres ; gardez les mêmes ou repartez sans curseur' };
  return { ok: true, position: { createdAt: v.c, id: v.i } };
}

function fingerprint(scope: string): string {
  return createHash('sha256').update(scope).digest('base64url').slice(0, 12);
}
