import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from trumeaux tw09; nominations nb07 alike). A member of a
// management board given an office by a relative clause after her name: she holds that office.
const context = { type: 'nomination' as const, subjectName: 'TESTS MARITIMES', subjectRid: '1234567' };

describe('an office conferred in a relative clause after the person', () => {
  it('reads “à laquelle le conseil a conféré le titre de directeur général”', () => {
    const text =
      "TESTS MARITIMES\nSA à directoire au capital de 100 000 000 F CFP\nRIDET 1 234 567.001\n\nLe conseil de surveillance du 14 mai 2026 a composé le directoire comme suit :\n– M. Paul TESTARD, renouvelé en qualité de président du directoire ;\n– Mme Lise TESTIN, nommée membre du directoire, à laquelle le conseil a conféré le titre de directeur général.";
    expect(holdersOf(text, context, { inOfficeOnly: true })).toEqual([
      ['TESTARD', 'président'],
      ['TESTIN', 'directeur général'],
    ]);
  });

  // Made up (2026-12-08, nineteenth session, from echauguettes ek22).
  it('reads the coordinated verb and its pronoun, “membre du directoire et lui a conféré le titre de directeur général”', () => {
    const text =
      "TESTS MARITIMES\nSA à directoire au capital de 100 000 000 F CFP\nRIDET 1 234 567.001\n\nLe conseil de surveillance du 14 mai 2026 a nommé M. Paul TESTARD membre du directoire et lui a conféré le titre de directeur général, en remplacement de Mme Lise TESTIN dans cette fonction.";
    expect(holdersOf(text, context, { inOfficeOnly: true })).toEqual([['TESTARD', 'directeur général']]);
  });
});
