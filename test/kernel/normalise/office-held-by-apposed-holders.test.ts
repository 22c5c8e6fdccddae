import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from trumeaux tw06 and griffes gq21). An office held by its
// holders named first by their office in apposition, after 'par': the holders after the comma hold it.
const context = { type: 'siege' as const, subjectName: 'LES TESTS', subjectRid: '1234567' };
const officers = (sentence: string) =>
  holdersOf(`LES TESTS, SCI au capital de 200 000 F CFP, RIDET 1 234 567.001\n\nPar décision collective des associés du 13 mars 2026, le siège social a été transféré au 5, impasse des Tests, 98800 Nouméa.\n${sentence}`, context);

describe('an office held by holders named by their office in apposition', () => {
  it('reads “la gérance demeure assurée par les cogérants, M. X et Mme Y”', () => {
    expect(officers('La gérance demeure assurée par les cogérants, M. Paul TESTARD et Mme Lise TESTARD née TESTIN, demeurant ensemble au nouveau siège.')).toEqual([
      ['TESTARD', 'gérant'],
      ['TESTARD née TESTIN', 'gérant'],
    ]);
  });

  it('reads “la gérance reste assurée par son gérant, M. X”', () => {
    expect(officers('La gérance reste assurée par son gérant, M. Paul TESTARD.')).toEqual([['TESTARD', 'gérant']]);
  });
});
