import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from trumeaux tw01). A list labelled by an office whose item
// restates that office and adds another after the person's address: both are the person's.
const context = { type: 'creation' as const, subjectName: 'TESTS ÉNERGIES', subjectRid: '1234567' };
const text = (item: string) =>
  `TESTS ÉNERGIES\nSA au capital de 25 000 000 F CFP\nRIDET 1 234 567.001\n\nSuivant statuts du 20 janvier 2026, il a été constitué une société anonyme.\nPremiers administrateurs, nommés pour six ans :\n${item}\n– Mme Lise TESTIN, demeurant à Dumbéa, administratrice.`;

describe("an item that restates its label's office and adds another", () => {
  it('holds both: the label’s and the one its apposition adds', () => {
    expect(holdersOf(text("– M. Paul TESTARD, demeurant 3, rue des Essais, 98800 Nouméa, administrateur et président du conseil d'administration ;"), context)).toEqual([
      ['TESTARD', 'administrateur'],
      ['TESTARD', 'président'],
      ['TESTIN', 'administrateur'],
    ]);
  });

  it('keeps the label’s office alone where the apposition names another without restating it (a profession or a former office is no office held here)', () => {
    expect(holdersOf(text('– M. Paul TESTARD, demeurant à Nouméa, ancien président de la chambre de commerce ;'), context)).toEqual([
      ['TESTARD', 'administrateur'],
      ['TESTIN', 'administrateur'],
    ]);
  });
});
