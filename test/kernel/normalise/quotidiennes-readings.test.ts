import { describe, expect, it } from 'vitest';
import { namedUnderOfficeLabel } from '../../../kernel/normalise/person-with-office.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of everyday notices showed missing (test/kernel/normalise/quotidiennes): a
// person under an office's label taken for an individual trader, and a company introduced by 'ayant
// pour dénomination'. Every text here is made up for the rule it names, never a copy of a group text.

describe('a person under an office’s label is an officer, not an individual trader', () => {
  it('recognises the labels of the offices a constitution names', () => {
    expect(namedUnderOfficeLabel('gerante : ')).toBe(true);
    expect(namedUnderOfficeLabel('\n– gerance : ')).toBe(true);
    expect(namedUnderOfficeLabel('pour 99 ans ; president : ')).toBe(true);
    expect(namedUnderOfficeLabel('\ncogerants : ')).toBe(true);
    expect(namedUnderOfficeLabel('\nliquidateur amiable : ')).toBe(true);
  });

  it('leaves words that are no office’s label', () => {
    expect(namedUnderOfficeLabel('\nexploitant : ')).toBe(false);
    expect(namedUnderOfficeLabel('\nvendeur : ')).toBe(false);
    expect(namedUnderOfficeLabel('a vendu a ')).toBe(false);
    expect(namedUnderOfficeLabel('\ngerant de la societe, ')).toBe(false);
  });

  it('does not publish a gérante named under her label as the company of a constitution whose name is printed nowhere else', () => {
    const text =
      'CONSTITUTION\n\nPar acte du 3 mars 2026 a été constituée une société civile immobilière, dont la dénomination figure aux statuts.\n– objet : gestion d’immeubles ;\n– gérance : Mme Anne EXEMPLE, demeurant à Nouméa.\nRIDET 1 000 001.001.';
    expect(identityOf(text)).toBe('denomination_absente');
  });

  it('reads the company over its form line rather than the président named under his label', () => {
    const text =
      'Publié le 5 mars 2026\n\nSAS KAZ MODELE\nSociété par actions simplifiée au capital de 100 000 F CFP\nSiège : 3, rue des Pins, 98860 Koné\n\nSuivant acte du 3 mars 2026, il a été constitué une société par actions simplifiée pour 99 ans.\nPrésident : M. Paul EXEMPLE, demeurant à Koné.\nRIDET 1 000 001.001.';
    expect(identityOf(text)).toEqual(['creation', 'KAZ MODELE', 'SAS', '1000001001', '2026-03-05']);
  });

  it('still reads a trader whose identifier follows his trade', () => {
    const text =
      'VENTE DE FONDS\n\nSuivant acte du 3 mars 2026, M. Paul EXEMPLE, commerçant, RIDET 1 000 001.001, a vendu à M. Jean MODELE le fonds de commerce d’épicerie sis à Koné. Oppositions au domicile élu.';
    expect(identityOf(text)).toEqual(['cession', 'Paul EXEMPLE', null, '1000001001', '2026-03-03']);
  });
});

describe('a company introduced by “ayant pour dénomination”', () => {
  it('reads the name in capitals after it, without quotes', () => {
    const text =
      'AVIS DE CONSTITUTION\n\nSuivant acte sous seing privé du 3 mars 2026, il a été constitué une société à responsabilité limitée ayant pour dénomination KAZ EXEMPLE, au capital de 100 000 F CFP, dont le siège est 3, rue des Pins, 98860 Koné, pour une durée de 99 ans.\nGérant : M. Paul MODELE, demeurant à Koné.\nRIDET 1 000 001.001.';
    expect(identityOf(text)).toEqual(['creation', 'KAZ EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads it with a colon and a raison sociale too', () => {
    const text =
      'AVIS DE CONSTITUTION\n\nPar acte du 3 mars 2026, il a été constitué une société par actions simplifiée ayant pour raison sociale : MODELE ET FILS, au capital de 100 000 F CFP, siège à Koné. Président : M. Paul MODELE.\nRIDET 1 000 001.001.';
    expect(identityOf(text)).toEqual(['creation', 'MODELE ET FILS', 'SAS', '1000001001', '2026-03-03']);
  });
});
