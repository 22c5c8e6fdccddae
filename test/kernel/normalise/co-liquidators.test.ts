import { describe, expect, it } from 'vitest';
import { holdersOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from meneaux mj35). A co-liquidator is a liquidator, the word
// printed whole or with its hyphen.
const context = { type: 'dissolution' as const, subjectName: "L'ATELIER DES TESTS", subjectRid: '1234567' };
const officers = (appointment: string) =>
  holdersOf(
    `L'ATELIER DES TESTS\nSARL au capital de 1 800 000 F CFP\nRIDET 1 234 567 001\n\nAux termes d'une assemblée générale extraordinaire du 15 juin 2026, les associés ont décidé la dissolution anticipée de la société et sa mise en liquidation amiable.\n${appointment}`,
    context,
  );

describe('co-liquidators', () => {
  it('are liquidators', () => {
    for (const word of ['coliquidateurs', 'co-liquidateurs']) {
      expect(officers(`Ont été nommés ${word} : M. Paul TESTARD ; M. Luc TESTIN.`)).toEqual([
        ['TESTARD', 'liquidateur'],
        ['TESTIN', 'liquidateur'],
      ]);
    }
  });
});

// The co-liquidators named by their former office in an apposition whose end it tells: that office is
// no longer theirs.
describe('co-liquidators named as the managers whose functions end', () => {
  it('hold the liquidators’ office alone', () => {
    expect(officers("Ont été nommés coliquidateurs, les deux cogérants, dont les fonctions de gérance prennent fin :\nM. Paul TESTARD ;\nM. Luc TESTIN.")).toEqual([
      ['TESTARD', 'liquidateur'],
      ['TESTIN', 'liquidateur'],
    ]);
  });
});

// (vantaux vh36.) A sole liquidator: 'seul' between the verb and the office, a former office in apposition.
describe('a sole liquidator', () => {
  it('is the liquidator, whatever office his apposition recalls', () => {
    for (const sentence of ['M. Paul TESTARD a été nommé seul liquidateur.', 'M. Paul TESTARD, cogérant, a été nommé seul liquidateur.']) {
      expect(officers(sentence)).toEqual([['TESTARD', 'liquidateur']]);
    }
  });
});
