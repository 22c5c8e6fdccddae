import { describe, expect, it } from 'vitest';
import { cleanNoticeText, parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings two blind groups showed missing: bulletins' pages as pdftotext leaves them
// (test/kernel/normalise/bulletinspdf) and notices scanned from paper and read by OCR
// (test/kernel/normalise/numerises). Every text here is made up for the rule it names.

describe("a page's other column holding only neighbours' pieces", () => {
  const left = [
    'KAZ EXEMPLE',
    'Société par actions simplifiée au',
    'capital de 1 000 000 F CFP',
    'Siège : 1, rue Exemple, 98800',
    'Nouméa',
    'RIDET 1 000 082.001',
    'TRANSFERT DE SIÈGE',
    'Par décision du président du',
    '3 mars 2026, le siège social',
    'a été transféré au 2, rue de',
    "l'Exemple, 98800 Nouméa.",
    'Président : M. Paul EXEMPLE.',
  ];
  const beside = (right: readonly string[]): string =>
    left.map((line, i) => (right[i] === undefined ? line : `${line.padEnd(38)}${right[i]}`)).join('\n');

  it("is set apart when it holds another notice's signed tail and the next one's cut opening", () => {
    const right = ['tive de liquidation et donné', 'quitus au liquidateur.', 'SARL KAZ VOISINE', 'RIDET 1 000 108.001', 'Pour avis, le liquidateur.', '______________', 'NOMINATION', 'Aux termes d’une assemblée', 'générale ordinaire du'];
    expect(identityOf(beside(right))).toEqual(['siege', 'KAZ EXEMPLE', 'SAS', '1000082001', '2026-03-03']);
  });

  it("leaves the page ambiguous when the other column's piece is not signed off (it may go on with the notice)", () => {
    const right = ['tive de liquidation et donné', 'quitus au liquidateur.', 'SARL KAZ VOISINE', 'RIDET 1 000 108.001', 'conformément aux statuts.', '______________', 'NOMINATION', 'Aux termes d’une assemblée', 'générale ordinaire du'];
    expect(identityOf(beside(right))).toBe('sujet_ambigu');
  });
});

describe("a page's dated footer that cuts a sentence", () => {
  const text = [
    'AVIS DE CONSTITUTION',
    'Par acte sous seing privé du 3 mars 2026, il a été constitué la',
    'SARL KAZ EXEMPLE, au capital de 100 000 F CFP, siège : 1, rue',
    'Exemple, 98800 Nouméa. Gérant : M. Paul EXEMPLE.',
    'La société est immatriculée au RIDET sous le n° 1 000',
    '',
    'KAZ INFOS – n° 12 – jeudi 12 mars 2026                    14',
    '',
    '082.001.',
    'Pour avis, le gérant.',
  ].join('\n');

  it('is read across: the identifier it cuts is one number, and its date is the page’s', () => {
    expect(identityOf(text)).toEqual(['creation', 'KAZ EXEMPLE', 'SARL', '1000082001', '2026-03-12']);
  });

  it('stays where the sentence above it is closed (a page between two notices)', () => {
    const closed = 'Pour avis, le gérant.\n\nKAZ INFOS – n° 12 – jeudi 12 mars 2026          14\n\n1er mars : la suite';
    expect(cleanNoticeText(closed)).toContain('KAZ INFOS');
  });
});

describe("a scan's letters for digits in a labelled RIDET", () => {
  const notice = (ridet: string): string =>
    `KAZ EXEMPLE\nSARL au capital de 1 000 000 F CFP\nRIDET ${ridet}\n\nTRANSFERT DE SIÈGE\nPar décision du gérant du 3 mars 2026, le siège social a été transféré au 2, rue Exemple, 98800 Nouméa.\nGérant : M. Paul EXEMPLE.`;

  it("reads 'B' as 8 when the register's check digit accepts the number", () => {
    expect(identityOf(notice('1 000 0B2.001'))).toEqual(['siege', 'KAZ EXEMPLE', 'SARL', '1000082001', '2026-03-03']);
  });

  it('leaves the number unread when the check digit refuses every reading', () => {
    expect(identityOf(notice('1 000 0B3.001'))).toBe('ridet_absent');
  });

  it('reads no letter as a digit outside a labelled number', () => {
    expect(cleanNoticeText('KAZ B 1 000 0B2')).toBe('KAZ B 1 000 0B2');
  });
});

describe('a circumflex a scan printed apart inside a word', () => {
  it('is set on the vowel after it, or else on the vowel before it', () => {
    expect(cleanNoticeText('le 13 ao^ut 2026, la for^et')).toBe('le 13 août 2026, la forêt');
  });

  it('is no accent outside a word', () => {
    expect(cleanNoticeText('2^3 = 8')).toBe('2^3 = 8');
  });
});

describe("a telegraphic line's abbreviated capital reduction", () => {
  it("reads 'RÉDUC. CAPITAL' as the reduction of the capital", () => {
    const text = 'RÉDUC. CAPITAL – KAZ EXEMPLE – SARL – cap. 5 000 000 → 1 000 000 F CFP – RID 1 000 082 – AGE 17/09/2026 : réduc. motivée par pertes – Gér. : M. Paul EXEMPLE';
    expect(identityOf(text)).toEqual(['capital', 'KAZ EXEMPLE', 'SARL', '1000082001', '2026-09-17']);
  });
});

describe("a converter's page marker between dashes", () => {
  it('is the page’s, never the name', () => {
    const text = 'datePublication : 2026-03-12\n--- page 1 ---\nSCI KAZ EXEMPLE\nSociété civile immobilière au capital de 1 000 000 F CFP\nRIDET 1 000 082.001\nPar décision collective des associés du 3 mars 2026, le capital social a été augmenté de 500 000 F CFP.';
    expect(identityOf(text)).toEqual(['capital', 'KAZ EXEMPLE', 'SCI', '1000082001', '2026-03-12']);
  });
});

describe("a scan's bullet before the name", () => {
  it('is no letter of the name', () => {
    const text = '• KAZ EXEMPLE |\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nRIDET 1 000 082.001\n\nCHANGEMENT DE PRÉSIDENT\nPar décisions du 04/03/2026, les associés ont nommé M. Paul EXEMPLE président.\nPour avis.';
    expect(identityOf(text)).toEqual(['nomination', 'KAZ EXEMPLE', 'SAS', '1000082001', '2026-03-04']);
  });
});

describe("an event's title run into the name where the scan lost the line breaks", () => {
  it('is read apart from the name', () => {
    const text = "DISSOLUTION ANTICIPEE KAZ EXEMPLE SARL au capital de 100 000 F CFP Siège social : 1, rue Exemple 98800 Nouméa RIDET 1 000 082.001 Aux termes d'une AGE du 3 mars 2026 les associés ont décidé la dissolution anticipée de la société. M. Paul EXEMPLE a été nommé liquidateur. Pour avis le liquidateur";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ EXEMPLE', 'SARL', '1000082001', '2026-03-03']);
  });

  it('leaves a name holding one of its words', () => {
    const text = "KAZ TRANSFERT SARL au capital de 100 000 F CFP Siège social : 1, rue Exemple 98800 Nouméa RIDET 1 000 082.001 Aux termes d'une AGE du 3 mars 2026 les associés ont décidé la dissolution anticipée de la société. Pour avis le liquidateur";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ TRANSFERT', 'SARL', '1000082001', '2026-03-03']);
  });
});

describe('a name in capitals cut at a line end before its last syllable', () => {
  it("joins a noun's suffix after one consonant", () => {
    expect(cleanNoticeText('la société KAZ MAINTE-\nNANCE, SARL')).toBe('la société KAZ MAINTENANCE, SARL');
  });

  it("joins a place's adjective in '-ienne' and a noun in '-ement' after one consonant", () => {
    expect(cleanNoticeText('la société KAZ AUSTRA-\nLIENNE, SARL')).toBe('la société KAZ AUSTRALIENNE, SARL');
    expect(cleanNoticeText('KAZ TERRASSEMENT ET NIVEL-\nLEMENT\nSARL')).toBe('KAZ TERRASSEMENT ET NIVELLEMENT\nSARL');
  });

  it("joins an adjective's '-ale', '-ales' or '-aux' after one consonant, and keeps a compound's hyphen", () => {
    expect(cleanNoticeText('la société KAZ TECHNIQUE GÉNÉ-\nRALE, SARL')).toBe('la société KAZ TECHNIQUE GÉNÉRALE, SARL');
    expect(cleanNoticeText('Dénomination : CABINET DES SOINS DENTAI-\nRES ET MÉDI-\nCAUX\nForme : SELARL')).toContain('SOINS DENTAIRES ET MÉDICAUX');
    expect(cleanNoticeText('Dénomination : KAZ FOURNITURES TROPI-\nCALES\nForme : SAS')).toContain('KAZ FOURNITURES TROPICALES');
    expect(cleanNoticeText('la société KAZ STATION-\nSERVICE, SARL')).toBe('la société KAZ STATION-SERVICE, SARL');
  });

  it('joins a consonant and a vowel after a long word ending on a vowel', () => {
    expect(cleanNoticeText('SOCIÉTÉ KAZ DE LA TONTOU-\nTA\nSARL')).toBe('SOCIÉTÉ KAZ DE LA TONTOUTA\nSARL');
  });

  it('keeps the hyphen after a short word that opens compounds', () => {
    expect(cleanNoticeText('la société KAZ NÉO-\nTA, SARL')).toBe('la société KAZ NÉO-TA, SARL');
  });

  it("keeps a compound's second word of three letters", () => {
    expect(cleanNoticeText('la société KAZ WAHO-\nNÉA, SARL')).toBe('la société KAZ WAHO-NÉA, SARL');
  });
});

describe("a previous entry's tail closed by a dash alone on its line", () => {
  const text = (rule: string): string =>
    [
      '10 002          JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE          12 mars 2026',
      '',
      'ments : 15/01/2026. Mandataire ju-',
      'diciaire : Maître Luc AUTRE.',
      rule,
      'Redressement judiciaire',
      'SAS KAZ EXEMPLE,',
      '1, rue Exemple, 98800 Nouméa.',
      'RIDET 1 000 082.001. Jugement du',
      '3 mars 2026. Date de cessa-',
      'tion des paiements : 01/02/2026.',
      'Mandataire judiciaire : Maître Paul',
      'EXEMPLE.',
    ].join('\n');

  it("is another entry's, set apart like a tail above a rule", () => {
    expect(officersOf(noticeOf(text('—')))).toEqual(['Paul EXEMPLE (mandataire judiciaire)']);
  });
});

describe("a greffe list's entry under the section 'Clôture pour insuffisance d'actif'", () => {
  const list = (section: string): string =>
    [
      'GREFFE DU TRIBUNAL MIXTE DE COMMERCE DE NOUMEA',
      'Extraits des jugements – audience du 3 mars 2026',
      '',
      section,
      '- SARL KAZ EXEMPLE – RIDET 1 000 082.001 – Païta. Liquidateur : Maître Luc AUTRE.',
      '- SARL KAZ VOISINE – RIDET 1 000 108.001 – Dumbéa. Liquidateur : Maître Luc AUTRE.',
    ].join('\n');
  const officers = (section: string): string[][] =>
    parseNoticeTexts(list(section), { reference: 't' }).map((r) => (r.ok ? officersOf(r.notice) : [r.quarantine.reason]));

  it('names a liquidator the closure discharges: none is listed', () => {
    expect(officers("Clôture pour insuffisance d'actif")).toEqual([[], []]);
  });

  it('lists the liquidator of an entry under another section', () => {
    expect(officers('Liquidation judiciaire')).toEqual([['Luc AUTRE (liquidateur)'], ['Luc AUTRE (liquidateur)']]);
  });
});
