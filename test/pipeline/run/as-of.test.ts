import { describe, expect, it } from 'vitest';
import { checkAsOf } from '../../../pipeline/run/as-of.ts';

// 2026-11-30 at 10:00 in Nouméa (UTC+11).
const NOW = new Date('2026-11-29T23:00:00Z');

describe('--as-of', () => {
  it('takes a calendar day up to today in Nouméa', () => {
    expect(checkAsOf('2026-11-30', NOW)).toEqual({ ok: true, asOf: '2026-11-30' });
    expect(checkAsOf('2024-02-29', NOW)).toEqual({ ok: true, asOf: '2024-02-29' });
  });

  it('refuses what is not a calendar day, naming what it was given', () => {
    for (const raw of ['2026-02-30', '2025-02-29', '31/12/2024', '2026-13-01', '']) {
      const checked = checkAsOf(raw, NOW);
      expect(checked, raw).toEqual({ ok: false, message: expect.stringContaining(`date invalide ${JSON.stringify(raw)}`) as unknown });
    }
  });

  it('refuses a day after today in Nouméa', () => {
    expect(checkAsOf('2026-12-01', NOW)).toEqual({ ok: false, message: expect.stringContaining('dans le futur') as unknown });
  });
});
