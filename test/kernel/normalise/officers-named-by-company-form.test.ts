import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from gargouilles gy31). The officers named after their
// office and the company, the company named by its form or a grouping's noun rather than 'la société'.
const context = { type: 'siege' as const, subjectName: 'ALIMENTATION DES TESTS', subjectRid: '1234567' };
const officers = (sentence: string) =>
  holdersOf(`ALIMENTATION DES TESTS\nSNC au capital de 1 000 000 F CFP\nRIDET 1 234 567.001\n\nPar décision du 2 mars 2026, les associés ont transféré le siège social au 5, rue des Tests, 98800 Nouméa.\n${sentence}`, context);

describe("the officers named as the company's by its form", () => {
  it('reads “Les cogérants de la SNC sont M. X et M. Y”', () => {
    expect(officers('Les cogérants de la SNC sont M. Paul TESTARD et M. Luc TESTIN.')).toEqual([
      ['TESTARD', 'gérant'],
      ['TESTIN', 'gérant'],
    ]);
  });

  it('reads “L’administrateur unique du groupement est M. X”', () => {
    expect(officers("L'administrateur unique du groupement est M. Ludovic TESTIN.")).toEqual([['TESTIN', 'administrateur']]);
  });
});
