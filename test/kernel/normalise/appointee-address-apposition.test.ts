import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from mandatures hj13). An appointee's address printed
// whole between the name and the office, without 'demeurant': the office after it is his.
const context = { type: 'nomination' as const, subjectName: 'ASSURANCES DES TESTS', subjectRid: '1234567' };

describe("an appointee's address printed bare between the name and the office", () => {
  it('is passed over to read the office after the postcode and town', () => {
    const text =
      "ASSURANCES DES TESTS\nSA au capital de 60 000 000 F CFP\nRIDET 1 234 567.001\n\nL'assemblée générale ordinaire du 23 juin 2026 a nommé M. Luc TESTIN, 11, rue des Essais, 98800 Nouméa, commissaire aux comptes suppléant, en remplacement de M. Paul TESTARD.";
    expect(holdersOf(text, context, { inOfficeOnly: true })).toEqual([['TESTIN', 'commissaire aux comptes suppléant']]);
  });

  it('still reads the office after a residence told by its town alone', () => {
    const text =
      "ASSURANCES DES TESTS\nSA au capital de 60 000 000 F CFP\nRIDET 1 234 567.001\n\nL'assemblée générale ordinaire du 23 juin 2026 a nommé M. Luc TESTIN, demeurant à Païta, commissaire aux comptes suppléant.";
    expect(holdersOf(text, context, { inOfficeOnly: true })).toEqual([['TESTIN', 'commissaire aux comptes suppléant']]);
  });
});
