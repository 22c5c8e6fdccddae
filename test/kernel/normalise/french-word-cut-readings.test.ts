import { describe, expect, it } from 'vitest';
import { cleanNoticeText } from '../../../kernel/normalise/clean-text.ts';
import { isFrenchWord } from '../../../kernel/normalise/french-words.ts';
import { identityOf } from './notice-helpers.ts';

// A word in capitals cut at a line's end whose halves run together make a French word, and whose
// halves with their hyphen make none, is one word the column cut, whatever its last syllable; a
// compound the language writes with its hyphen keeps it; names and places, in neither, are read by
// the cut's shape as before. Every text is made up for the reading (RID 1 234 566 passes the check).

describe('a capitals word cut at a line end, read with the French words', () => {
  it('joins the halves of a French word', () => {
    expect(cleanNoticeText('SARL LES ORCHI-\nDÉES DU NORD')).toBe('SARL LES ORCHIDÉES DU NORD');
    expect(cleanNoticeText('La société CAMPING CARA-\nVANING DE LA BAIE, SARL, a transféré son siège.')).toBe('La société CAMPING CARAVANING DE LA BAIE, SARL, a transféré son siège.');
    expect(cleanNoticeText('SAS JARDINS DES FRAN-\nGIPANIERS')).toBe('SAS JARDINS DES FRANGIPANIERS');
  });

  it('keeps the hyphen of a compound the language writes with one', () => {
    expect(cleanNoticeText('SARL GARDE-\nMEUBLE DU PORT')).toBe('SARL GARDE-MEUBLE DU PORT');
    // Short first halves that the cut's shape would join: the language's compound keeps its hyphen.
    expect(cleanNoticeText('ÉCURIE PUR-\nSANG DU NORD')).toBe('ÉCURIE PUR-SANG DU NORD');
    expect(cleanNoticeText('SCI ARC-\nBOUTANT')).toBe('SCI ARC-BOUTANT');
  });

  it("keeps a person's double surname and a place's compound, in neither list", () => {
    expect(cleanNoticeText('Liquidateur : Maître Odile FERRAND-\nTEAVAI.')).toBe('Liquidateur : Maître Odile FERRAND-TEAVAI.');
    expect(cleanNoticeText('SARL PÊCHE KOUMAC-\nLAGON')).toBe('SARL PÊCHE KOUMAC-LAGON');
  });

  it("publishes the company's name joined", () => {
    const text = [
      'AVIS DE DISSOLUTION',
      'La société TRANSIT CONTAI-',
      'NERS DU NORD, SARL au capital de 1 000 000 F CFP, RIDET 1 234 566.001, a été dissoute',
      "par décision de l'associé unique du 3 mars 2026.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['dissolution', 'TRANSIT CONTAINERS DU NORD', 'SARL', '1234566001', '2026-03-03']);
  });
});

describe('the French words', () => {
  it('hold words folded as the notices are, and their forms', () => {
    for (const word of ['industrie', 'industriels', 'prevoyance', 'bougainvillier', 'station-service', 'a']) expect(isFrenchWord(word), word).toBe(true);
  });

  it('hold no made-up word, no name, nothing empty', () => {
    for (const word of ['minimarket', 'koumaclagon', 'ferrandteavai', '', 'industrie\nprevoyance']) expect(isFrenchWord(word), word).toBe(false);
  });
});
