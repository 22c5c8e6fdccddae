import { describe, expect, it } from 'vitest';
import { hourWindow, noumeaDayWindow, secondsUntil } from '../../../api/access/quota-windows.ts';

const noumeaFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Noumea', year: 'numeric', month: '2-digit', day: '2-digit' });
const noumeaDate = (ms: number) => noumeaFormat.format(ms);

describe('quota windows', () => {
  it('ends the daily window at 00:00 Pacific/Noumea, which is 13:00 UTC the day before', () => {
    const lastSecond = Date.parse('2026-11-22T12:59:59Z'); // 23:59:59 in Noumea, 22 November
    const window = noumeaDayWindow(lastSecond);
    expect(window.id).toBe('2026-11-22');
    expect(new Date(window.resetAt).toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(secondsUntil(window.resetAt, lastSecond)).toBe(1);

    const midnight = noumeaDayWindow(Date.parse('2026-11-22T13:00:00Z'));
    expect(midnight.id).toBe('2026-11-23');
    expect(new Date(midnight.resetAt).toISOString()).toBe('2026-11-23T13:00:00.000Z');
  });

  it('agrees with the tz database on the Noumea date around the year, across UTC midnight', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let ms = start; ms < start + 366 * 86_400_000; ms += 86_400_000 / 4 + 1_234_567) {
      expect(noumeaDayWindow(ms).id).toBe(noumeaDate(ms));
      expect(noumeaDate(noumeaDayWindow(ms).resetAt)).not.toBe(noumeaDate(ms));
      expect(noumeaDate(noumeaDayWindow(ms).resetAt - 1)).toBe(noumeaDate(ms));
    }
  });

  it('uses clock hours for the anonymous window', () => {
    const now = Date.parse('2026-11-22T08:15:30Z');
    const window = hourWindow(now);
    expect(window.id).toBe('2026-11-22T08');
    expect(secondsUntil(window.resetAt, now)).toBe(44 * 60 + 30);
    expect(secondsUntil(window.resetAt, window.resetAt)).toBe(1);
  });
});
