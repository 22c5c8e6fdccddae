import { describe, expect, it } from 'vitest';
import { findFrenchDates } from '../../../kernel/normalise/index.ts';

describe("a form's date typed in its boxes", () => {
  it('reads a date whose slashes are spaced on both sides', () => {
    expect(findFrenchDates('Assemblée générale extraordinaire du : 3 / 11 / 2026').map((d) => d.iso)).toEqual(['2026-11-03']);
  });

  it('reads no date from a count or an amount without a year', () => {
    expect(findFrenchDates('Parts : 3 / 11 / 20 ; ratio 1 / 2')).toEqual([]);
  });
});
