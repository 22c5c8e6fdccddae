import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of an ordinary month of notices as they reach the register showed missing
// (test/kernel/normalise/greffes). Every text here is made up for the rule it names, never a copy of
// a group text.

const read = (text: string): unknown => identityOf(text, 'G1');

describe('a sale of shares told from the buying company, bought from a person', () => {
  it('is the sale of the company whose parts are bought (“a acquis de M. X … parts”), not the appointment that follows', () => {
    expect(
      read(
        'LNC – 05/03/2026\n\nAux termes d’un acte du 2 mars 2026, la société GROUPE EXEMPLE, SAS au capital de 5 000 000 F CFP, immatriculée sous le numéro RIDET 2 000 002.001, a acquis de M. Paul EXEMPLE, demeurant à Nouméa, la totalité des 1 000 parts sociales qu’il détenait dans la société KAZ BOIS DU NORD, SARL au capital de 1 000 000 F CFP, immatriculée au RIDET sous le n° 1 000 001.001.\nLes associés ont pris acte de la démission de M. Paul EXEMPLE de ses fonctions de gérant et ont nommé Mme Anne EXEMPLE gérante.\n',
      ),
    ).toEqual(['cession', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-05']);
  });
});

describe('a merger told by the absorbing company, its capital named with “de la société”', () => {
  it('is the absorbing company’s capital (“le capital de la société absorbante a été augmenté”)', () => {
    expect(
      read(
        'AVIS DE FUSION\n\nGROUPE EXEMPLE\nSociété anonyme au capital de 9 500 000 F CFP\nRIDET 2 000 002.001\n\nAux termes d’un traité du 3 février 2026, la société KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001, a fait apport à titre de fusion de l’ensemble de son patrimoine à la société GROUPE EXEMPLE.\nL’assemblée générale extraordinaire de la société absorbante du 3 mars 2026 a approuvé la fusion. Le capital de la société absorbante a été augmenté de 500 000 F CFP et porté à 9 500 000 F CFP.\n',
      ),
    ).toEqual(['capital', 'GROUPE EXEMPLE', 'SA', '2000002001', '2026-03-03']);
  });
});
