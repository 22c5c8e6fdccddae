import { describe, expect, it } from 'vitest';
import { SOURCES } from '../../sources/registry.ts';
import { checkPeriods, describePeriods, inPeriods, type ValidityPeriod } from '../../sources/validity-period.ts';

const LNC_LIKE: ValidityPeriod[] = [
  { from: null, to: '2023-03-19', note: 'impression' },
  { from: '2023-10-16', to: null, note: 'relance en ligne' },
];

describe('validity periods', () => {
  it('holds a date inside a period, ends included, and none in the gap', () => {
    expect(['2020-01-01', '2023-03-19', '2023-10-16', '2030-06-01'].map((d) => inPeriods(LNC_LIKE, d))).toEqual([true, true, true, true]);
    expect(['2023-03-20', '2023-07-01', '2023-10-15'].map((d) => inPeriods(LNC_LIKE, d))).toEqual([false, false, false]);
    expect(inPeriods(undefined, '1990-01-01')).toBe(true);
  });

  it('reads as the French "habilitée du ... au ..."', () => {
    expect(describePeriods(LNC_LIKE)).toBe('habilitée jusqu’au 19 mars 2023, puis habilitée du 16 octobre 2023 à ce jour');
    expect(describePeriods([{ from: '2023-01-01', to: '2023-12-31', note: '' }])).toBe('habilitée du 1er janvier 2023 au 31 décembre 2023');
  });

  it('every registered source declares well-formed periods, or none (always valid)', () => {
    for (const source of SOURCES) if (source.periods !== undefined) expect(() => checkPeriods(source.id, source.periods!), source.id).not.toThrow();
    expect(SOURCES.filter((s) => s.periods !== undefined).map((s) => s.id).sort()).toEqual(['ActuNC', 'LNC']);
  });
});
