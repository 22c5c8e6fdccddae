import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from charnieres cn11). A sale of shares laid out as labelled
// blocks, each label alone on its line, the party's card under it: the block labelled as the company
// whose shares are sold is the notice's company, the two holdings that sell and buy are its partners.
const sale = (label: string): string =>
  [
    'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – Mardi 11 août 2026',
    '',
    'CESSION DE PARTS SOCIALES',
    '',
    'Cédante',
    'TESTS PARTICIPATIONS, SARL au capital de 10 000 000 F CFP',
    '7, rue du Général Gallieni, 98800 Nouméa',
    'RIDET 5 830 120.001',
    '',
    'Cessionnaire',
    'TESTS INVESTISSEMENTS, SAS au capital de 25 000 000 F CFP',
    'RIDET 6 204 390.001',
    '',
    label,
    'ATELIER DES TESTS',
    'SARL au capital de 3 000 000 F CFP',
    'Siège : 2, rue du Port, 98800 Nouméa',
    'RIDET 1 234 567.001',
    '',
    'Acte',
    'sous seing privé du 22 juillet 2026',
    '',
    'Pour avis.',
  ].join('\n');

describe('the labelled block of the company whose shares are sold', () => {
  it('is the notice’s company, under its label with or without the word sociales', () => {
    for (const label of ['Société dont les parts sont cédées', 'Société dont les parts sociales sont cédées']) {
      expect(identityOf(sale(label))).toEqual(['cession', 'ATELIER DES TESTS', 'SARL', '1234567001', '2026-08-11']);
    }
  });
});
