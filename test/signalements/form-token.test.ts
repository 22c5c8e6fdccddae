import { describe, expect, it } from 'vitest';
import { checkFormToken, makeFormToken, sameOrigin, TOKEN_WINDOW_MS } from '../../signalements/form-token.js';
import { RateLimit } from '../../signalements/rate-limit.js';

const SECRET = Buffer.alloc(32, 7);
const HOUR_START = Date.UTC(2026, 0, 15, 10, 0, 0);

describe('form token', () => {
  it('is valid for the company and the hour it was made in and the next, and no longer', () => {
    const token = makeFormToken(SECRET, '1234567001', HOUR_START + 59 * 60_000);
    expect(checkFormToken(SECRET, '1234567001', token, HOUR_START + 59 * 60_000)).toBe(true);
    expect(checkFormToken(SECRET, '1234567001', token, HOUR_START + TOKEN_WINDOW_MS + 59 * 60_000)).toBe(true);
    expect(checkFormToken(SECRET, '1234567001', token, HOUR_START + 2 * TOKEN_WINDOW_MS)).toBe(false);
    // Made "in the future" (a clock behind another instance's by more than the window): refused.
    expect(checkFormToken(SECRET, '1234567001', token, HOUR_START - 1)).toBe(false);
  });

  it('is refused for another company, under another key, or altered', () => {
    const token = makeFormToken(SECRET, '1234567001', HOUR_START);
    expect(checkFormToken(SECRET, '7654321002', token, HOUR_START)).toBe(false);
    expect(checkFormToken(Buffer.alloc(32, 8), '1234567001', token, HOUR_START)).toBe(false);
    const [window, mac] = token.split('.') as [string, string];
    expect(checkFormToken(SECRET, '1234567001', `${Number(window) + 1}.${mac}`, HOUR_START + TOKEN_WINDOW_MS)).toBe(false);
    expect(checkFormToken(SECRET, '1234567001', `${window}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, HOUR_START)).toBe(false);
    for (const junk of ['', 'abc', `${window}.`, `${window}.${mac}x`, `-1.${mac}`]) expect(checkFormToken(SECRET, '1234567001', junk, HOUR_START), junk).toBe(false);
  });
});

describe('same origin', () => {
  it('takes Origin first, then Referer, and the token alone without either', () => {
    const host = 'annonces.nc';
    expect(sameOrigin({ origin: 'https://annonces.nc', host })).toBe(true);
    expect(sameOrigin({ origin: 'https://annonces.nc', referer: 'https://evil.example/', host })).toBe(true);
    expect(sameOrigin({ origin: 'https://evil.example', referer: 'https://annonces.nc/entreprises/1234567001/signaler', host })).toBe(false);
    expect(sameOrigin({ origin: 'null', host })).toBe(false);
    expect(sameOrigin({ origin: 'https://annonces.nc.evil.example', host })).toBe(false);
    expect(sameOrigin({ referer: 'https://annonces.nc/entreprises/1234567001/signaler', host })).toBe(true);
    expect(sameOrigin({ referer: 'not a url', host })).toBe(false);
    expect(sameOrigin({ host })).toBe(true);
    expect(sameOrigin({ origin: 'https://annonces.nc' })).toBe(false);
  });
});

describe('rate limit', () => {
  it('allows `limit` in any window, says when the next one is allowed, and counts clients apart', () => {
    let now = 0;
    const limit = new RateLimit({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limit.take('a')).toEqual({ ok: true });
    now = 10_000;
    expect(limit.take('a')).toEqual({ ok: true });
    now = 20_000;
    expect(limit.take('a')).toEqual({ ok: false, retryAfterSeconds: 40 });
    expect(limit.take('b')).toEqual({ ok: true });
    now = 60_001;
    // The first one left the window: one more, and the second one still counts.
    expect(limit.take('a')).toEqual({ ok: true });
    expect(limit.take('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('forgets clients whose window is over once it holds too many', () => {
    let now = 0;
    const limit = new RateLimit({ limit: 1, windowMs: 1000, now: () => now, maxClients: 2 });
    limit.take('a');
    limit.take('b');
    now = 5000;
    limit.take('c');
    // a and b were forgotten (their windows were over): a starts afresh.
    expect(limit.take('a')).toEqual({ ok: true });
    expect(limit.take('c')).toEqual({ ok: false, retryAfterSeconds: 1 });
  });
});
