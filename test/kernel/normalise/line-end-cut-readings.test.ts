import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// A word in capitals cut by a line-end hyphen is one word when the notice prints it elsewhere in
// the other number (docs/reader-history.md, "Cross-validated by writer group", wt-rfix5). Every
// text here is made up for the rule it names, never a copy of a group text.

const constitution = (name: string, objet: string): string =>
  `AVIS DE CONSTITUTION\n\nSuivant acte sous seing privé du 3 mars 2026, il a été constitué une société à responsabilité limitée dénommée ${name}, au capital de 1 000 000 F CFP, siège : 3 rue des Pins, Koné.\nObjet : ${objet}.\nGérant : M. Paul EXEMPLE.\nRIDET 1 000 001.001.\nPour avis, le gérant.`;

describe('a capitals word cut by a line-end hyphen, printed elsewhere in the other number', () => {
  it('joins a plural name whose singular the notice prints (“MENUI-/SERIES” beside “menuiserie”)', () => {
    expect(noticeOf(constitution('MENUI-\nSERIES DU NORD', 'la menuiserie aluminium et bois')).denomination).toBe('MENUISERIES DU NORD');
  });

  it('joins a singular name whose plural the notice prints (“CARRE-/LAGE” beside “carrelages”)', () => {
    expect(noticeOf(constitution('CARRE-\nLAGE DU NORD', 'la pose de tous carrelages')).denomination).toBe('CARRELAGE DU NORD');
  });

  it('keeps a compound whose halves run together the notice never prints (“KAVÉRI-/PLAGE” beside “plage”)', () => {
    expect(noticeOf(constitution('KAVÉRI-\nPLAGE SERVICES', 'la location de matériel de plage')).denomination).toBe('KAVÉRI-PLAGE SERVICES');
  });
});

describe('a capitals name cut by a line-end hyphen over its quoted sigle', () => {
  const heading = (name: string): string =>
    `NOMINATION D'UN GÉRANT\n\n${name}\nSARL au capital de 1 000 000 F CFP\nSiège : 3 rue des Pins, Koné\nRIDET 1 000 001.001\n\nL'assemblée générale du 3 mars 2026 a nommé M. Paul EXEMPLE gérant.\nPour avis, la gérance.`;

  it('joins the halves when the sigle spells the name only with them as one word (“CHAUDRON-/NERIE” under « SCN »)', () => {
    expect(noticeOf(heading('SOCIÉTÉ DE CHAUDRON-\nNERIE DU NORD\n« SCN »')).denomination).toBe('SOCIÉTÉ DE CHAUDRONNERIE DU NORD');
  });

  it('keeps a compound the sigle spells as two words (“KOUMAC-/PLAGE” under « SKPS »)', () => {
    expect(noticeOf(heading('SOCIÉTÉ KOUMAC-\nPLAGE SERVICES\n« SKPS »')).denomination).toBe('SOCIÉTÉ KOUMAC-PLAGE SERVICES');
  });

  it('keeps the hyphen as before when the sigle spells neither reading', () => {
    expect(noticeOf(heading('SOCIÉTÉ KOUMAC-\nPLAGE SERVICES\n« ZZZ »')).denomination).toBe('SOCIÉTÉ KOUMAC-PLAGE SERVICES');
  });
});

describe('a capitals word cut by a line-end hyphen before a noun’s last syllables (annuelles, greffes and pacifique groups)', () => {
  it('joins a continuation opened by a consonant and closed by a learned suffix (“EXPLO-/RATION”, “ÉLEC-/TRICITÉ”)', () => {
    expect(noticeOf(constitution('KAZ EXPLO-\nRATION', 'la plongée sous-marine')).denomination).toBe('KAZ EXPLORATION');
    expect(noticeOf(constitution('SOCIÉTÉ D’ÉLEC-\nTRICITÉ DU NORD', 'tous travaux de courant fort')).denomination).toBe('SOCIÉTÉ D’ÉLECTRICITÉ DU NORD');
  });

  it('keeps the hyphen when the first half is a word the notice prints alone (“KONÉ-/PRODUCTION” beside “Koné”)', () => {
    expect(noticeOf(constitution('KONÉ-\nPRODUCTION', 'la production de spectacles')).denomination).toBe('KONÉ-PRODUCTION');
    expect(noticeOf(constitution('BWARA-\nNAVIGATION', 'la navigation de plaisance à Bwara')).denomination).toBe('BWARA-NAVIGATION');
  });
});

// The country's own names are in no French dictionary; a narrow column cuts them as any word.
describe("a capitals word of the country's own names cut by a line-end hyphen", () => {
  it('joins the country’s name (“CALÉDO-/NIE”) and a commune’s (“POINDI-/MIÉ”)', () => {
    expect(noticeOf(constitution('ESSAIS CALÉDO-\nNIE', 'les essais')).denomination).toBe('ESSAIS CALÉDONIE');
    expect(noticeOf(constitution('TESTS POINDI-\nMIÉ', 'les essais')).denomination).toBe('TESTS POINDIMIÉ');
  });

  it('keeps the hyphen of a compound of the country’s names (“NOUVELLE-/CALÉDONIE”)', () => {
    expect(noticeOf(constitution('ESSAIS NOUVELLE-\nCALÉDONIE', 'les essais')).denomination).toBe('ESSAIS NOUVELLE-CALÉDONIE');
  });
});

// A narrow column cuts the same word twice: once in the name's capitals, once in lower case (a
// place the name is made from, its street). The lower-case cut joins; so does the name's.
describe('a capitals word cut by a line-end hyphen that the notice prints cut in lower case too', () => {
  it('joins the name as the lower-case cut joins (“KOUVA-/NIRA” beside “route de Kouvani-/ra”)', () => {
    expect(noticeOf(constitution('KOUVA-\nNIRA 3', 'la location de biens, route de Kouvani-\nra, Koné')).denomination).toBe('KOUVANIRA 3');
  });

  it('keeps the hyphen when the lower-case cut spells another word (“KOUVA-/NIRA” beside “route de Kouva-/bé”)', () => {
    expect(noticeOf(constitution('KOUVA-\nNIRA 3', 'la location de biens, route de Kouva-\nbé, Koné')).denomination).toBe('KOUVA-NIRA 3');
  });
});
