import { describe, expect, it } from 'vitest';
import { ISO_DAY, isCalendarDay } from '../../../kernel/model/calendar-day.ts';

describe('a calendar day written YYYY-MM-DD', () => {
  it('has the shape of four, two and two digits, nothing around them', () => {
    for (const text of ['2026-11-30', '2026-02-30', '0001-01-01']) expect(ISO_DAY.test(text), text).toBe(true);
    for (const text of ['2026-1-30', '26-11-30', ' 2026-11-30', '2026-11-30T00:00:00Z', '2026/11/30', '']) expect(ISO_DAY.test(text), text).toBe(false);
  });

  it('is a day the calendar has: no 30 February, no month 13, 29 February of leap years only', () => {
    for (const text of ['2026-11-30', '2024-02-29', '2000-02-29']) expect(isCalendarDay(text), text).toBe(true);
    for (const text of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-11-31', '2026-11-00', 'demain']) expect(isCalendarDay(text), text).toBe(false);
  });
});
