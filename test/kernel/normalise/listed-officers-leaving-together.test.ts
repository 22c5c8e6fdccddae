import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from acroteres ay01). Two officers, each with the office
// in apposition, joined by 'et', then the plural verb of leaving: both leave.
const context = { type: 'dissolution' as const, subjectName: 'JARDINS DES TESTS', subjectRid: '1234567' };
const text = (sentence: string) =>
  `JARDINS DES TESTS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 234 567.001\n\nAux termes d'une assemblée générale extraordinaire du 27 février 2026, les associés ont décidé la dissolution anticipée de la société.\n${sentence}`;

describe('officers listed with their offices, then a plural verb of leaving', () => {
  it('reads “Mme X, gérante, et M. Y, cogérant, ont cessé leurs fonctions” as both leaving', () => {
    expect(holdersOf(text('Mme Lise TESTARD, gérante, et M. Paul TESTIN, cogérant, ont cessé leurs fonctions à cette même date.'), context, { inOfficeOnly: true })).toEqual([]);
  });

  it('keeps in office the one the singular verb leaves out (“M. Y, cogérant, a cessé ses fonctions” after “Mme X reste gérante”)', () => {
    expect(holdersOf(text('Mme Lise TESTARD reste gérante. M. Paul TESTIN, cogérant, a cessé ses fonctions à cette même date.'), context, { inOfficeOnly: true })).toEqual([['TESTARD', 'gérant']]);
  });
});
