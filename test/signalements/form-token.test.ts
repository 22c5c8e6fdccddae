import { describe, expect, it } from 'vitest';
import { checkFormToken, makeFormToken, TOKEN_WINDOW_MS } from '../../signalements/form-token.ts';

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
