import { describe, expect, it } from 'vitest';
import { withoutCompanyWord } from '../../../kernel/normalise/company-word-before-name.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// The company word a drafter prints before a name introduces the company; a name opens on Société
// only where the words after it go on from it (an adjective agreeing with it, a preposition).
// Made-up names.

describe('withoutCompanyWord', () => {
  it('reads past the word in small letters before a name in capitals', () => {
    expect(withoutCompanyWord('société BÉTONS DE LA FOA')).toBe('BÉTONS DE LA FOA');
    expect(withoutCompanyWord('la société KAORI MARINE')).toBe('KAORI MARINE');
  });

  it('reads past the word before an article, a plural noun or a guillemet', () => {
    expect(withoutCompanyWord('LA SOCIÉTÉ LE FARE DU COL')).toBe('LE FARE DU COL');
    expect(withoutCompanyWord("SOCIÉTÉ L'ÉCHOPPE DE POÉ")).toBe("L'ÉCHOPPE DE POÉ");
    expect(withoutCompanyWord('SOCIETE MENUISERIES ET VITRAGES DU NORD')).toBe('MENUISERIES ET VITRAGES DU NORD');
    expect(withoutCompanyWord('DE LA SOCIÉTÉ « LE GRAND BANIAN')).toBe('LE GRAND BANIAN');
  });

  it('keeps the word where the name goes on from it', () => {
    for (const name of ['SOCIÉTÉ HÔTELIÈRE DE TADINE', 'SOCIÉTÉ DES EAUX DE LA FOA', "SOCIÉTÉ D'ÉDITIONS DU NORD", 'SOCIÉTÉ MINIÈRE DU KOPÉTO', 'SOCIÉTÉ NOUVELLE DES ÉTABLISSEMENTS WEA', 'LA SOCIÉTÉ DU PORT']) {
      expect(withoutCompanyWord(name)).toBe(name);
    }
  });
});

describe('a notice whose name is read with its company word', () => {
  it('publishes the name alone, and the company’s representative as its officer', () => {
    const text = `VENTE DE FONDS DE COMMERCE

Suivant acte du 2 mars 2026,

LA SOCIÉTÉ LE FARE DU COL, société à responsabilité limitée au capital de 900 000 F CFP, dont le siège est à Koné, immatriculée au RIDET sous le numéro 1 000 009.001, représentée par sa gérante, Mme Rose KALOÏ,

a vendu à M. Paul WEA un fonds de commerce de restauration exploité à Koné.

Pour avis.`;
    const notice = noticeOf(text, { publicationDate: '2026-03-10' });
    expect(notice.denomination).toBe('LE FARE DU COL');
    expect(officersOf(notice)).toEqual(['Rose KALOÏ (gérant)']);
  });
});
