import { describe, expect, it } from 'vitest';
import { pageReadingsOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from entablements eo21). A page's column read apart keeps no
// blank line between its notices: a constitution its title opens, whose sentence runs to its identifier's
// field, then the next notice's company in capitals over its particulars. The field closes the first notice.
const COLUMN = [
    'JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE – 3 novembre 2026',
    '',
    'AVIS DE CONSTITUTION',
    "Aux termes d'un acte sous seing privé en date à Nouméa du 9 octobre 2026, il a été",
    'constitué une société en nom collectif dénommée PHARMACIE DES TESTS, au capital de 10 000 000 F CFP,',
    'dont le siège est à Dumbéa, ayant pour objet l’exploitation d’une officine. Cogérants : Mme Anne TESTEUSE et M. Luc TESTIN,',
    'demeurant tous deux à Dumbéa',
    'RIDET : 1 234 567.001',
    'BOIS DES TESTS',
    'SARL au capital de 1 000 000 F CFP',
    'Siège social : 3, rue Fernand-Forest, Ducos, 98800 Nouméa',
    'RIDET 1 000 001.001',
    "Aux termes d'une assemblée générale extraordinaire du 16 octobre 2026, les associés ont décidé de réduire le capital social de 5 000 000 F CFP à 1 000 000 F CFP par imputation des pertes antérieures.",
    'Gérant : M. Paul TESTARD.',
  ].join('\n');

describe('a notice closed by its identifier’s field, the next card right under it', () => {
  it('reads the two notices apart', () => {
    expect(pageReadingsOf(COLUMN)).toEqual([
      ['creation', '1234567001', '2026-11-03'],
      ['capital', '1000001001', '2026-11-03'],
    ]);
  });
});
