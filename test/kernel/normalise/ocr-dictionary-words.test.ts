import { describe, expect, it } from 'vitest';
import { withDictionaryWordsRead } from '../../../kernel/normalise/ocr-dictionary-words.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// A scan's 'rn' for 'm' and 'cl' for 'd' in any word, read back against the dictionary. Every text
// is made up for the reading it names.

describe("a word misread with 'rn' or 'cl'", () => {
  it('is read back where the printed form is no French word and the read-back one is', () => {
    expect(withDictionaryWordsRead('ont nornme en rernplacement, pour une duree illirnitee')).toBe('ont nomme en remplacement, pour une duree illimitee');
    expect(withDictionaryWordsRead('pris acte de la clemission de Mme X')).toBe('pris acte de la demission de Mme X');
    expect(withDictionaryWordsRead("l'assernblee a clecide")).toBe("l'assemblee a decide");
  });

  it("is judged whole where a hyphen cuts it at a line's end, the cut kept", () => {
    expect(withDictionaryWordsRead('du 1er sep-\nternbre 2026, le rernpla-\n  cement')).toBe('du 1er sep-\ntembre 2026, le rempla-\n  cement');
    expect(withDictionaryWordsRead('le jour-\nnal')).toBe('le jour-\nnal');
  });

  it('leaves a French word, a capitalised name and a short word as printed', () => {
    expect(withDictionaryWordsRead('le journal, frais inclus, la tournee de cloture')).toBe('le journal, frais inclus, la tournee de cloture');
    expect(withDictionaryWordsRead('demeurant a Kournac, chez Clarnet')).toBe('demeurant a Kournac, chez Clarnet');
    expect(withDictionaryWordsRead('le cle et rn')).toBe('le cle et rn');
  });
});

describe("a word whose 'é' a scan printed as e and an apostrophe", () => {
  it('is read back where the read-back word is French, a capital first included', () => {
    expect(withDictionaryWordsRead("le l0 fe'vrier, la dissolution anticipe'e, en nume'raire")).toBe('le l0 février, la dissolution anticipée, en numéraire');
    expect(withDictionaryWordsRead("De'nomination : KAZ ; l'e'tude a de'cide'.")).toBe("Dénomination : KAZ ; l'étude a décidé.");
  });

  it("leaves a name the dictionary cannot know and an apostrophe between words", () => {
    expect(withDictionaryWordsRead("M. The'o KASARHEROU, la socie'te' PROPRE'NET")).toBe("M. The'o KASARHEROU, la société PROPRE'NET");
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

describe("a scanned page whose header date prints the month's é as e'", () => {
  it("dates the notice by the page's issue, not by the act", () => {
    const scan = [
      "2l4      JOURNAL OFFICIEL DE LA NOUVELLE-CALEDONIE      l2 fe'vrier 2O26",
      '',
      'AVIS DE TRANSFERT DE SIEGE',
      '',
      'KAZ DES FILAOS, SARL au capital de 1OO OOO F CFP, RIDET 6 2O4 4l6.OOl.',
      "Par decision du 2 janvier 2026, la gerante a transfere le siege social de Kone a Pouembout.",
      'Pour avis.',
    ].join('\n');
    const notice = noticeOf(scan);
    expect([notice.type, notice.ridet, notice.date]).toEqual(['siege', '6204416001', '2026-02-12']);
  });
});

describe("a scanned meeting dated by a month a scan misread and a line's end cut", () => {
  it('is dated by the meeting', () => {
    const scan = [
      'KAZ DES SANTALS',
      'Societe par actions simplifiee au capital de 1 OOO OOO F CFP',
      'RIDET : 583Ol53.OOl',
      '',
      "Aux terrnes d'une assemblee generale extraordinaire du ler sep-",
      "ternbre 2O26, les associes ont decide d'etendre l'objet social",
      "a la vente de bois de santal et de modifier l'article 2 des statuts.",
    ].join('\n');
    const notice = noticeOf(scan);
    expect([notice.type, notice.ridet, notice.date]).toEqual(['statuts', '5830153001', '2026-09-01']);
  });
});
