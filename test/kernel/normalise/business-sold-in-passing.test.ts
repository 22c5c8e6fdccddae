import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from charnieres cn38). A liquidation's closure recalls the
// business sold during it, the buyer's identifier printed in a narrow column whose lines break the
// buyer's description: the buyer is the other party of an act told in passing, not the company
// whose liquidation closes.
const closure = (recall: string): string =>
  [
    'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – Mardi 1er décembre 2026',
    '',
    'SALON DES TESTS',
    'Société à responsabilité limitée en liquidation au capital de 500 000 F CFP',
    'RIDET 1 234 567.001',
    '',
    'AVIS DE CLÔTURE DE LIQUIDATION',
    '',
    "L'assemblée générale des associés réunie le 13 novembre 2026 a approuvé les comptes définitifs de liquidation et prononcé la clôture des opérations de liquidation.",
    '',
    recall,
    '',
    'Pour avis, la liquidatrice.',
  ].join('\n');

describe('a business sold to another company, told in passing in a closure of liquidation', () => {
  it('leaves the buyer aside, its description broken over the column’s lines', () => {
    const recall = ['Pour mémoire, le fonds de commerce de coiffure avait été cédé,', 'au cours des opérations de liquidation, à la société COIFF TESTS, SARL au capital de', '1 000 000 F CFP, RIDET 5 830 138.001, suivant acte du 2 septembre 2026.'].join('\n');
    expect(identityOf(closure(recall))).toEqual(['dissolution', 'SALON DES TESTS', 'SARL', '1234567001', '2026-12-01']);
  });
});
