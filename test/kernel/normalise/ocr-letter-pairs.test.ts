import { describe, expect, it } from 'vitest';
import { withLetterPairsRead } from '../../../kernel/normalise/ocr-letter-pairs.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A scan's 'rn' for 'm' and 'cl' for 'd' in any word, read back against the dictionary. Every text
// is made up for the reading it names.

describe("a word misread with 'rn' or 'cl'", () => {
  it('is read back where the printed form is no French word and the read-back one is', () => {
    expect(withLetterPairsRead('ont nornme en rernplacement, pour une duree illirnitee')).toBe('ont nomme en remplacement, pour une duree illimitee');
    expect(withLetterPairsRead('pris acte de la clemission de Mme X')).toBe('pris acte de la demission de Mme X');
    expect(withLetterPairsRead("l'assernblee a clecide")).toBe("l'assemblee a decide");
  });

  it('leaves a French word, a capitalised name and a short word as printed', () => {
    expect(withLetterPairsRead('le journal, frais inclus, la tournee de cloture')).toBe('le journal, frais inclus, la tournee de cloture');
    expect(withLetterPairsRead('demeurant a Kournac, chez Clarnet')).toBe('demeurant a Kournac, chez Clarnet');
    expect(withLetterPairsRead('le cle et rn')).toBe('le cle et rn');
  });
});

describe('a scanned appointment whose verbs are misread', () => {
  it('names the officer appointed in replacement, and not the one who resigned', () => {
    const scan = [
      'KAZ DU STADE',
      'S.A.R.L. au capital de 1OO OOO F CFP',
      'RIDET n° 5 83O l46-OOl',
      '',
      "Aux terrnes du proces-verbal de l'assemblee generale or-",
      'dinaire du 6 mars 2O26, les associes ont pris acte de la clemis-',
      'sion de M. Paul TEIN de ses fonctions',
      'de gerant et ont nornme en rernplacement, pour une',
      'duree illimitee, Mme Rose WAHETRA, demeurant',
      'a Kone, a compter du l5 mars 2O26.',
      '                                        Pour avis.',
    ].join('\n');
    const notice = noticeOf(scan);
    expect([notice.type, notice.ridet]).toEqual(['nomination', '5830146001']);
    expect(officersOf(notice)).toEqual(['Rose WAHETRA (gérant)']);
  });
});
