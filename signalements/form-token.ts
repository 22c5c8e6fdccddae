import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The report form's anti-CSRF token (docs/signalements.md, "The form without JavaScript"): an
 * HMAC of the page it was served for (the company's RIDET) and the hour it was served in, under
 * the database's form key. Valid for the hour it was made in and the next one; stateless, so no
 * cookie and no session. A site that frames or links to us cannot read one (same-origin
 * policy), so it cannot forge a submission; the Origin/Referer check refuses it earlier.
 */
export const TOKEN_WINDOW_MS = 3_600_000;

function sign(secret: Buffer, page: string, window: number): string {
  return createHmac('sha256', secret).update(`signalement\u0000${page}\u0000${window}`).digest('base64url');
}

export function makeFormToken(secret: Buffer, page: string, now: number): string {
  const window = Math.floor(now / TOKEN_WINDOW_MS);
  return `${window}.${sign(secret, page, window)}`;
}

export function checkFormToken(secret: Buffer, page: string, token: string, now: number): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const window = Number(match[1]);
  const current = Math.floor(now / TOKEN_WINDOW_MS);
  if (window !== current && window !== current - 1) return false;
  const expected = Buffer.from(sign(secret, page, window));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
