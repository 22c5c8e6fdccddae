import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of an ordinary year's notices from every source by a new writer showed
// missing (test/kernel/normalise/annuelles). Every text here is made up for the rule it names, never
// a copy of a group text.

const read = (text: string): unknown => identityOf(text, 'A1');

describe('a company that sells a number of parts in a sale of shares', () => {
  it('is a shareholder selling, not the company whose parts are sold, though its identifier is printed in the body', () => {
    expect(
      read(
        'LNC – 05/03/2026\n\nCESSION DE PARTS\n\nKAZ BOIS DU NORD, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nPar acte du 2 mars 2026, la société GROUPE EXEMPLE, RID 2 000 002, a cédé 400 parts sociales à M. Paul EXEMPLE. Le cessionnaire a été agréé par l’assemblée du même jour.\n',
      ),
    ).toEqual(['cession', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-05']);
  });

  it('leaves the company whose parts a relative clause says someone sold the notice’s own', () => {
    expect(
      read(
        'LNC – 05/03/2026\n\nCESSION DE PARTS\n\nPar acte du 2 mars 2026, M. Paul EXEMPLE, associé de la société KAZ BOIS DU NORD, SARL, RIDET 1 000 001.001, dont il a cédé 400 parts sociales à la société GROUPE EXEMPLE, RID 2 000 002, a été remplacé comme gérant.\n',
      ),
    ).toEqual(['cession', 'KAZ BOIS DU NORD', 'SARL', '1000001001', '2026-03-05']);
  });
});

describe('officers renewed one after the other, each “dans ses fonctions de”', () => {
  it('gives the second holder listed after “et” the functions named after its own name', () => {
    const notice = noticeOf(
      'Publié le 5 mars 2026\n\nRENOUVELLEMENT DE MANDATS\n\nLa société anonyme KAZ BOIS DU NORD, au capital de 10 000 000 F CFP, RIDET 1 000 001.001, informe que son conseil d’administration du 2 mars 2026 a renouvelé M. Paul EXEMPLE dans ses fonctions de président-directeur général et Mme Anne MODÈLE dans ses fonctions de directeur général délégué.\n',
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (président)', 'Paul EXEMPLE (directeur général)', 'Anne MODÈLE (directeur général délégué)']);
  });
});
