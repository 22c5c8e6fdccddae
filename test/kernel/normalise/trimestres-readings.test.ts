import { describe, expect, it } from 'vitest';
import { cleanNoticeText, extractNameChange } from '../../../kernel/normalise/index.ts';
import { capitalsValueOverLines } from '../../../kernel/normalise/capitals-name-cut.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of an ordinary quarter of official notices showed missing
// (test/kernel/normalise/trimestres): a name cut by a line-end hyphen before a '-ier' / '-ière'
// syllable, OCR's 'rn' for 'm' in 'commissaire', a change of name told as done ('est devenue'),
// a labelled name in capitals carried on to the next line. Every text here is made up for the
// rule it names, never a copy of a group text.

describe("a name cut by a line-end hyphen before a consonant and '-ier' / '-ière'", () => {
  it('is one word: the hyphen is the cut, not a compound', () => {
    expect(cleanNoticeText('la société ATELIER DU TONNE-\nLIER, SARL')).toContain('ATELIER DU TONNELIER, SARL');
    expect(cleanNoticeText('la société AGENCE IMMOBI-\nLIÈRE DU NORD')).toContain('AGENCE IMMOBILIÈRE DU NORD');
    expect(cleanNoticeText('la société CAVE DU SOMME-\nLIÈRE, SAS')).toContain('CAVE DU SOMMELIÈRE, SAS');
  });

  it('keeps the hyphen of a compound whose second word is a word of its own', () => {
    expect(cleanNoticeText('la société TRANSPORTS KONÉ-\nPOUEMBOUT, SARL')).toContain('KONÉ-POUEMBOUT');
  });
});

describe("OCR's 'rn' for 'm' in the office of commissaire", () => {
  it('reads the word whole or cut at the line end', () => {
    expect(cleanNoticeText("M. Paul EXEMPLE, comrnissaire à l'exécution du plan")).toContain("commissaire à l'exécution du plan");
    expect(cleanNoticeText("désigné en qualité de com-\nrnissaire à l'exécution du plan")).toContain("en qualité de commissaire à l'exécution du plan");
  });

  it('names the court appointee of a scanned plan judgment', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMEA\n\nPar jugement du 3 mars 2026, le tribunal a arrêté le plan de redressement par voie de continuation de la SARL EXEMPLE BOIS, RIDET 1 000 001.001.\nM. Paul EXEMPLE a été désigné en qualité de com-\nrnissaire à l'exécution du plan.";
    expect(officersOf(noticeOf(text))).toEqual(["Paul EXEMPLE (commissaire à l'exécution du plan)"]);
  });
});

describe('a change of name told as done', () => {
  it("reads 'la dénomination de la société est devenue « X »' as the new name", () => {
    expect(extractNameChange('Par décisions du 2 mars 2026, la dénomination de la société est devenue « LES PALMES DU NORD ». L\'article 3 a été modifié.').nouvelle).toBe('LES PALMES DU NORD');
  });

  it("reads 'la dénomination sociale a été modifiée en X'", () => {
    expect(extractNameChange('La dénomination sociale a été modifiée en KAZ ÉVASION à compter du même jour.').nouvelle).toBe('KAZ ÉVASION');
  });
});

describe('a labelled name in capitals carried on to the next line', () => {
  it('goes on when the next line opens on a joining word, in capitals, with no label', () => {
    expect(capitalsValueOverLines('DENOMINATION : ÉPICERIE EXEMPLE\nDE LA BAIE.\nSIEGE : NOUMEA.', 15, 'ÉPICERIE EXEMPLE')).toBe('ÉPICERIE EXEMPLE DE LA BAIE');
    expect(capitalsValueOverLines('Dénomination : SALON EXEMPLE\nET FILS\nSiège : Nouméa', 15, 'SALON EXEMPLE')).toBe('SALON EXEMPLE ET FILS');
  });

  it('stops at a full stop, at a next line that is not capitals or that opens on another word', () => {
    expect(capitalsValueOverLines('DENOMINATION : ÉPICERIE EXEMPLE.\nDE LA BAIE.', 15, 'ÉPICERIE EXEMPLE.')).toBe('ÉPICERIE EXEMPLE.');
    expect(capitalsValueOverLines('Dénomination : ÉPICERIE EXEMPLE\nde la société X', 15, 'ÉPICERIE EXEMPLE')).toBe('ÉPICERIE EXEMPLE');
    expect(capitalsValueOverLines('DENOMINATION : ÉPICERIE EXEMPLE\nSIEGE : NOUMEA', 15, 'ÉPICERIE EXEMPLE')).toBe('ÉPICERIE EXEMPLE');
  });

  it("gives a constitution sheet's whole name", () => {
    const text =
      "AVIS DE CONSTITUTION\n\nSuivant acte sous seings privés du 2 mars 2026, il a été constitué une société à responsabilité limitée :\nDENOMINATION : BOULANGERIE EXEMPLE\nDU MONT-DORE.\nSIEGE : 4, rue Exemple, NOUMEA.\nCAPITAL : 100 000 F CFP.\nGERANCE : M. Paul EXEMPLE.\nRIDET 1 000 001.001.\n\nPour avis.";
    expect(noticeOf(text).denomination).toBe('BOULANGERIE EXEMPLE DU MONT-DORE');
  });
});
