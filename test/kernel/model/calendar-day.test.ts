import { describe, expect, it } from 'vitest';
import { ISO_DAY, isCalendarDay, isNoticeDay } from '../../../kernel/model/calendar-day.ts';

describe('a calendar day written YYYY-MM-DD', () => {
  it('has the shape of four, two and two digits, nothing around them', () => {
    for (const text of ['2026-11-30', '2026-02-30', '0001-01-01']) expect(ISO_DAY.test(text), text).toBe(true);
    for (const text of ['2026-1-30', '26-11-30', ' 2026-11-30', '2026-11-30T00:00:00Z', '2026/11/30', '']) expect(ISO_DAY.test(text), text).toBe(false);
  });

  it('is a day the calendar has: no 30 February, no month 13, 29 February of leap years only', () => {
    for (const text of ['2026-11-30', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01']) expect(isCalendarDay(text), text).toBe(true);
    for (const text of ['2026-02-30', '2026-02-29', '1900-02-29', '2100-02-29', '2026-13-01', '2026-00-10', '2026-11-31', '2026-11-00', '2026-12-32', 'demain']) {
      expect(isCalendarDay(text), text).toBe(false);
    }
  });

  it('counts the years 0000 to 0099 as years of their own, not as 1900 to 1999', () => {
    for (const text of ['0000-01-01', '0001-01-01', '0050-06-15', '0099-12-31', '0000-02-29', '0004-02-29', '0096-02-29']) expect(isCalendarDay(text), text).toBe(true);
    // 1950 and 1999 are not leap years, 50 and 99 are not either; 1900 is not, 0 is (divisible by 400).
    for (const text of ['0050-02-29', '0099-02-29', '0001-02-29', '0100-02-29', '0050-13-01', '0050-04-31']) expect(isCalendarDay(text), text).toBe(false);
  });

  it('refuses anything before or after the day', () => {
    for (const text of ['2026-03-12 ', ' 2026-03-12', '2026-03-12\n', '2026-03-12x', '2026-03-12T00:00:00Z', '2026-03-12Z', '+002026-03-12', '12026-03-12', '2026-03-1']) {
      expect(isCalendarDay(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('a notice’s day is a calendar day of the years 1900 to 2099, the years the reader reads', () => {
    for (const text of ['1900-01-01', '1987-06-30', '2026-11-30', '2099-12-31']) expect(isNoticeDay(text), text).toBe(true);
    for (const text of ['1899-12-31', '2100-01-01', '0050-06-15', '2026-02-30', '30/11/2026']) expect(isNoticeDay(text), text).toBe(false);
  });
});
