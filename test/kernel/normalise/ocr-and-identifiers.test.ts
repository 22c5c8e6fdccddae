import { describe, expect, it } from 'vitest';
import { cleanNoticeText } from '../../../kernel/normalise/index.ts';
import { noticeOf } from './notice-helpers.ts';

describe('OCR faults, split identifiers and RID-only notices', () => {
  it("reads 'RlDET' and the letter O printed for zero inside the number", () => {
    const notice = noticeOf(`AVIS DE CONSTITUTION\nPar acte du 12/01/2026, il a été constitué une EURL dénommée MOANA FISH.\nRlDET n° 1 6O4 3O8.OO1`);
    expect(notice.ridet).toBe('1604308001');
  });

  it('reads a RIDET broken over two lines after its label', () => {
    expect(noticeOf(`AVIS DE CONSTITUTION\nPar acte du 12/01/2026, il a été constitué une SARL dénommée MOANA FISH.\nImmatriculée au RIDET sous le n° 1 604\n308.001.`).ridet).toBe('1604308001');
  });

  it('undoes line-end hyphenation, keeping the hyphen of a real compound', () => {
    expect(cleanNoticeText('QUINCAILLERIE DE LA VAL-\nLÉE\nBOUCHERIE-CHARCUTE-\nRIE\nKONÉ-\nCENTRE\nconsti-\ntuée')).toBe('QUINCAILLERIE DE LA VALLÉE\nBOUCHERIE-CHARCUTERIE\nKONÉ-CENTRE\nconstituée');
  });

  it('treats no-break spaces as spaces inside numbers and before colons', () => {
    expect(noticeOf('NOMINATION\nSIGMA, SARL au capital de 100\u202f000 F CFP\nRIDET\u00a0: 1\u00a0604\u00a0308.001\nPar décision du 3 mars 2026, M. Léo SIGMA a été nommé gérant.').ridet).toBe('1604308001');
  });

  it('a bare RID or an RCS number keeps the 7-digit RID and says the establishment rank is unknown', () => {
    const rid = noticeOf('NOMINATION\nSIGMA, SARL, RID 1604308\nPar décision du 3 mars 2026, M. Léo SIGMA a été nommé gérant.');
    const rcs = noticeOf('NOMINATION\nSIGMA, SARL, RCS Nouméa 2019 B 0 604 308\nPar décision du 3 mars 2026, M. Léo SIGMA a été nommé gérant.');
    const full = noticeOf('NOMINATION\nSIGMA, SARL, RIDET 1 604 308.002\nPar décision du 3 mars 2026, M. Léo SIGMA a été nommé gérant.');
    expect([rid.ridet, rid.etablissement_inconnu]).toEqual(['1604308001', true]);
    expect([rcs.ridet, rcs.etablissement_inconnu]).toEqual(['0604308001', true]);
    expect([full.ridet, full.etablissement_inconnu]).toEqual(['1604308002', undefined]);
  });

  it('reads a letter-spaced label and a number whose first group is the letter O and whose rank dot stands apart', () => {
    expect(cleanNoticeText('R I D E T  O 8l3 44O . OOl')).toBe('RIDET 0 813 440.001');
    expect(noticeOf('NOMINATION\nSIGMA, SARL\nR I D E T  O 6O4 3O8 . OOl\nPar décision du 3 mars 2026, M. Léo SIGMA a été nommé gérant.').ridet).toBe('0604308001');
  });

  it('leaves a label followed by words, and a number with an unreadable digit, as printed', () => {
    expect(cleanNoticeText('RIDET : en cours')).toBe('RIDET : en cours');
    expect(cleanNoticeText('RIDET n° 1 3?7 2l8.OO1')).toBe('RIDET n° 1 3?7 218.001');
  });

  it("drops the marks a scan picks up from the page's border, keeping bullets and punctuation that belongs", () => {
    expect(cleanNoticeText("| ANNONCES LÉGALES          ·\n'\n| SARL ALPHA\n*  BETA ET FILS  *\nPour avis, la gérance.        ,")).toBe('ANNONCES LÉGALES\n\nSARL ALPHA\nBETA ET FILS\nPour avis, la gérance.');
    expect(cleanNoticeText('• SARL ALPHA\n- SARL BETA\n* SARL GAMMA\nPour avis.')).toBe('• SARL ALPHA\n- SARL BETA\n* SARL GAMMA\nPour avis.');
  });
});

describe("a scanned identifier read as its check digit allows, whatever the scan did to its label and its layout", () => {
  const formation = (identifier: string) =>
    `AVIS DE CONSTITUTION\nPar acte du 12/01/2026, il a été constitué une SARL dénommée MOANA FISH, au capital de 100 000 F CFP.\n${identifier}\nPour avis, la gérance.`;

  it('reads the number after the words a sentence puts after the label, on the next line, an S printed for 5', () => {
    expect(noticeOf(formation('La société est inscrite au RlDET sous le n°\nl 6O4 3OS.OO1.')).ridet).toBe('1604305001');
  });

  it('reads a label glued to its number sign, and a label the scan cut in two', () => {
    expect(noticeOf(formation('RIDETn°1 6O4 3O5.OO1')).ridet).toBe('1604305001');
    expect(noticeOf(formation('RI DET : 1 604 305 . 00 1')).ridet).toBe('1604305001');
  });

  it('reads a label set in lower case after its capital, a number cut by a hyphen at the line\'s end, and an older six-digit RID', () => {
    expect(noticeOf(formation('Rldet 1 604 30 5.001')).ridet).toBe('1604305001');
    expect(noticeOf(formation('Siège : Koné, RIDET l 6O4 3-\n05.OOl.')).ridet).toBe('1604305001');
    expect([noticeOf(formation('RlD 6O4 3O6')).ridet, noticeOf(formation('RlD 6O4 3O6')).etablissement_inconnu]).toEqual(['0604306001', true]);
  });

  it('leaves a number whose look-alike letters the check digit refuses, and a word after the label, as printed', () => {
    expect(cleanNoticeText('RIDET n° 1 604 3OB.001')).toBe('RIDET n° 1 604 3OB.001');
    expect(cleanNoticeText('RIDET : SOLLICITÉ')).toBe('RIDET : SOLLICITÉ');
  });
});

describe('cleanNoticeText: the checks that spare a text the OCR and running-header scans (speed only)', () => {
  it('repairs a letter printed for a digit whatever separates it from the digits, and an O inside a number', () => {
    // The only digit next to a letter is across a space ('1 ooo'), a dash ('678-OO2') or none ('1O0').
    expect(cleanNoticeText('RIDET 1 ooo 972.001, capital 1O0 000')).toBe('RIDET 1 000 972.001, capital 100 000');
    expect(cleanNoticeText('lot 12 I 345 678-OO2')).toBe('lot 12 1 345 678-002');
  });

  it('removes a running header printed in lower case, and reads CR line ends', () => {
    // The line it cut goes on after it (lower case): read on, without the page's break (coquilles).
    expect(cleanNoticeText('Avis\n9873 Journal officiel de la Nouvelle-Calédonie 4 juin 2024\nsuite\r\nfin')).toBe('Avis\nsuite\nfin');
    expect(cleanNoticeText('Avis.\n9873 Journal officiel de la Nouvelle-Calédonie 4 juin 2024\nSuite\r\nfin')).toBe('Avis.\n\nSuite\nfin');
  });
});

describe("a trade register's number a scan blurred (rouleaux, insertions, relecturesocr)", () => {
  const GIE = "GROUPEMENT D'INTERET ECONOMIQUE\nTAXIS DES ESSAIS\nSiege : Paita\nRCS Noumea C O 583 O2l\n\nL'assemblee generale des membres du groupement, reunie le 7 septembre 2026, a nomme M. Paul ESSAI administrateur unique.\n";

  it('reads its look-alike letters as the digits the check digit accepts, the register letter kept', () => {
    expect(cleanNoticeText(GIE)).toContain('RCS Noumea C 0 583 021');
    const notice = noticeOf(GIE);
    expect([notice.type, notice.ridet.slice(0, 7), notice.denomination]).toEqual(['nomination', '0583021', 'TAXIS DES ESSAIS']);
  });

  it('leaves a number the check digit refuses, and one of digits only, as printed', () => {
    expect(cleanNoticeText('RCS Noumea C O 583 O2O\n')).toContain('RCS Noumea C O 583');
    expect(cleanNoticeText('RCS Nouméa 2014 B 1 223 163\n')).toContain('RCS Nouméa 2014 B 1 223 163');
  });
});

describe("a stain's caret far after a line's end (rouleaux)", () => {
  const CUT_BESIDE_CARET = [
    'Suivant acte du 22 janvier 2026, il a ete constitue une societe civile immobiliere denommee « LES ESSAIS DU PLATEAU », au capital de 1 000 000 F CFP, ayant son siege a Dumbea.',
    'La societe a ete immatriculee le 5 fevrier 2026 au RIDET sous',
    'le n° 5 830                                        ^',
    '245.OOl.',
    '                                   Pour avis, le notaire.',
  ].join('\n');

  it('is dropped as the border marks are, so the identifier cut at that line joins its other half', () => {
    expect(cleanNoticeText(CUT_BESIDE_CARET)).not.toContain('^');
    const notice = noticeOf(CUT_BESIDE_CARET);
    expect([notice.type, notice.ridet]).toEqual(['creation', '5830245001']);
  });

  it('stays where it stands inside a line', () => {
    expect(cleanNoticeText('Capital : 10^6 F CFP\n')).toContain('10^6');
  });
});
