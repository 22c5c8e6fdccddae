import { describe, expect, it } from 'vitest';
import { findRidets, luhnValidRid, normaliseRidet, pickSubjectRidet } from '../../../kernel/normalise/index.ts';

describe('luhnValidRid', () => {
  it('accepts RIDs seen in real notices and rejects a one-digit change', () => {
    for (const rid of ['1231083', '1236165', '1130665', '1411016', '1311141', '0122531']) expect(luhnValidRid(rid), rid).toBe(true);
    expect(luhnValidRid('1231084')).toBe(false);
    expect(luhnValidRid('0122532')).toBe(false);
  });

  it('only takes 7 digits', () => {
    expect(luhnValidRid('122531')).toBe(false);
    expect(luhnValidRid('12310830')).toBe(false);
    expect(luhnValidRid('12a1083')).toBe(false);
  });
});

describe('normaliseRidet', () => {
  const full: Array<[string, string]> = [
    ['1 231 083.002', '1231083002'],
    ['1231083.002', '1231083002'],
    ['1 231 083 002', '1231083002'],
    ['1231083002', '1231083002'],
    ['1236165-001', '1236165001'],
    ['RIDET n° 1 236 165.002', '1236165002'],
    ['RIDET : 1 236 165.002', '1236165002'],
    ['N° RIDET 1 311 141 003', '1311141003'],
    ['Ridet : 1130665.004', '1130665004'],
  ];
  it.each(full)('reads the full RIDET in %s', (printed, ridet) => {
    expect(normaliseRidet(printed)).toEqual({ ridet, luhnValid: true, establishmentInferred: false });
  });

  const ridOnly: Array<[string, string]> = [
    ['RID 0 122 531', '0122531001'],
    ['RID : 0122531', '0122531001'],
    ['RID : 122531', '0122531001'],
    ['0122531', '0122531001'],
    ['122531', '0122531001'],
    ['RCS Nouméa 2012 B 1 130 665', '1130665001'],
    ['1 411 016 RCS Nouméa', '1411016001'],
    ['immatriculée au RCS de Nouméa sous le numéro 2016 B 1 311 141', '1311141001'],
  ];
  it.each(ridOnly)('maps the enterprise-only %s to establishment 001', (printed, ridet) => {
    expect(normaliseRidet(printed)).toEqual({ ridet, luhnValid: true, establishmentInferred: true });
  });

  it('takes the ordinal indicator nº (U+00BA) as a number label, like n°', () => {
    expect(normaliseRidet('RID n\u00ba 1231083')).toEqual({ ridet: '1231083001', luhnValid: true, establishmentInferred: true });
    expect(normaliseRidet('RIDET N\u00ba 1 236 165.002')).toEqual({ ridet: '1236165002', luhnValid: true, establishmentInferred: false });
  });

  it('counts digits, not characters, before reading a bare number: a spaced postcode is not a RID', () => {
    // '98 800' is 6 characters but 5 digits; the guard must refuse it like '98800'.
    for (const text of ['98 800', '98\u00a0800', '98 735']) expect(normaliseRidet(text), text).toBeNull();
    expect(normaliseRidet('122 531')).toEqual({ ridet: '0122531001', luhnValid: true, establishmentInferred: true });
  });

  it('flags, not rejects, a Luhn failure', () => {
    expect(normaliseRidet('RIDET 1 231 084.001')).toEqual({ ridet: '1231084001', luhnValid: false, establishmentInferred: false });
  });

  it('returns null for what is not a RIDET', () => {
    for (const text of ['', 'néant', '98800', '1 000 000 F CFP', '12/03/2024', 'n° 2087-2010/ARR/DIMEN', '0000000']) {
      expect(normaliseRidet(text), text).toBeNull();
    }
  });
});

describe('findRidets', () => {
  it('ignores postcodes, amounts, phone numbers, dates and act numbers', () => {
    const text =
      'Siège social : 12 rue de Sébastopol, 98800 Nouméa. Capital : 1 000 000 F CFP, porté à 1.500.000 F CFP. ' +
      'Tél. 27 12 34 ou 78 45 12. Arrêté n° 2087-2010/ARR/DIMEN du 12/03/2024. Durée : 99 ans. Prix : 12 000 000 XPF.';
    expect(findRidets(text)).toEqual([]);
  });

  it('finds every mention in reading order with the printed form and its index', () => {
    const text = 'KAORI SARL\nRCS Nouméa 2012 B 1 130 665\nLiquidateur : la société HOUP, RIDET 1 231 083.002.';
    const found = findRidets(text);
    expect(found.map((m) => [m.ridet, m.context, m.establishmentInferred])).toEqual([
      ['1130665001', 'rcs', true],
      ['1231083002', 'ridet', false],
    ]);
    expect(found[1]!.printed).toBe('RIDET 1 231 083.002');
    expect(text.slice(found[1]!.index, found[1]!.index + found[1]!.printed.length)).toBe(found[1]!.printed);
  });

  it('takes unlabelled numbers only in unambiguous shapes', () => {
    expect(findRidets('ref 1231083.002 et 1236165-001 et 1311141003').map((m) => m.ridet)).toEqual([
      '1231083002', '1236165001', '1311141003',
    ]);
    // Spaced groups without a label are amounts: '1 231 083 002 F CFP'.
    expect(findRidets('pour un prix de 1 231 083 002 F CFP')).toEqual([]);
  });

  it('reads spaced groups under a form’s label for the registry’s number (`N° d’identification`)', () => {
    expect(findRidets("Dénomination        X\nN° d'identification 1 231 083 002\n").map((m) => m.ridet)).toEqual(['1231083002']);
    expect(findRidets('numéro d’identification de la société : 1 231 083 002').map((m) => m.ridet)).toEqual(['1231083002']);
  });
});

describe('pickSubjectRidet', () => {
  it('keeps the company of the notice, not its liquidateur or buyer', () => {
    const liquidation =
      'Par jugement du 4 juin 2024, liquidation judiciaire de la société KUNIÉ, RIDET 4 022 117.001.\nLiquidateur judiciaire : SELARL MJ, RIDET 2 223 337.001.';
    expect(pickSubjectRidet(liquidation, findRidets(liquidation))?.ridet).toBe('4022117001');
    const sale = 'La société SELLER, RIDET 2 789 014.001, a vendu à la société BUYER, RIDET 3 654 324.001, son fonds.';
    expect(pickSubjectRidet(sale, findRidets(sale))?.ridet).toBe('2789014001');
  });

  it('skips a third party mentioned first', () => {
    const text = 'Représentée par son liquidateur la société HOUP, RIDET 1 130 665.001.\nSociété KAGOU, RIDET 0 122 531.002.';
    expect(pickSubjectRidet(text, findRidets(text))?.ridet).toBe('0122531002');
  });

  it('is null without any mention', () => {
    expect(pickSubjectRidet('rien', [])).toBeNull();
  });
});

describe('identifiers printed with other separators and labels', () => {
  const read = (text: string): Array<[string, boolean]> => findRidets(text).map((m) => [m.ridet, m.establishmentInferred]);

  it('reads a rank set apart by a dash, spaced or not, as the rank', () => {
    expect(read('Ridet : 2 345 678 – 003')).toEqual([['2345678003', false]]);
    expect(read('RIDET n° 2345678 — 002')).toEqual([['2345678002', false]]);
    expect(read('La société, 2 345 678 – 001, a décidé')).toEqual([['2345678001', false]]);
  });

  it('reads a rank printed apart under its own label or named', () => {
    expect(read('RID : 2 345 678 – Établissement : 002 (siège)')).toEqual([['2345678002', false]]);
    expect(read('RIDET 2 345 678, ETABLISSEMENT 004')).toEqual([['2345678004', false]]);
    expect(read('RID 2 345 678 – établ. n° 003')).toEqual([['2345678003', false]]);
  });

  it('reads a rank named in brackets after the RID', () => {
    expect(read('Ridet : 2 345 678 (établissement 002)')).toEqual([['2345678002', false]]);
    expect(read('RID n° 2345678 (Etablissement n° 003), siège à Nouméa')).toEqual([['2345678003', false]]);
    // A bracket that names no rank leaves the RID alone.
    expect(read('RID 2 345 678 (en cours de modification)')).toEqual([['2345678001', true]]);
  });

  it('reads a six-digit RID printed with dotted thousands after a label', () => {
    expect(read('Ridet n° 345.678-001')).toEqual([['0345678001', false]]);
    expect(read('N° RIDET : 345.678-002')).toEqual([['0345678002', false]]);
  });

  it('does not read a dotted amount as an identifier without a label', () => {
    expect(read('au capital de 345.678 F.CFP, porté à 400.000')).toEqual([]);
  });

  it('reads an RCS number with a two-digit year, also run onto the next line', () => {
    expect(read('R.C.S. Nouméa 88 B 345 678')).toEqual([['0345678001', true]]);
    expect(read('immatriculée au registre du commerce de Nouméa le 2 juin 1997 sous le\nn° 97 B 345\n678.')).toEqual([['0345678001', true]]);
  });

  it("does not read the head of an amount after the register's name as its number", () => {
    expect(read("qui sera immatriculée au registre du commerce et des sociétés de Nouméa.\nLe fonds, évalué à 12 000 000 F CFP, est apporté.")).toEqual([]);
    expect(read('inscrite au registre du commerce et des sociétés ; prix : 3 500 000 XPF')).toEqual([]);
    expect(read('immatriculée au registre du commerce et des sociétés de Nouméa sous le numéro 2019 B 1 345 678')).toEqual([['1345678001', true]]);
  });

  it('reads a lone OCR O as the zero of a labelled RIDET', () => {
    expect(read('RIDET O 345 678.001')).toEqual([['0345678001', false]]);
  });

  it('reads the number a company is registered under, with its rank', () => {
    expect(read('immatriculée sous le numéro 0 345 678 002, a décidé')).toEqual([['0345678002', false]]);
  });
});

describe('older and scanned printings of the identifier', () => {
  it('reads a six-digit RID in dotted thousands with its rank named apart', () => {
    expect(findRidets('RID n° 527.193, etablissement n° 002.').map((m) => m.ridet)).toEqual(['0527193002']);
    expect(findRidets('RID n° 527.193.').map((m) => [m.ridet, m.establishmentInferred])).toEqual([['0527193001', true]]);
  });

  it('reads the register spelt out as the RIDET label', () => {
    expect(findRidets("inscrite au répertoire d'identification des entreprises sous le numéro 621.004, établissement 001.").map((m) => m.ridet)).toEqual(['0621004001']);
    expect(findRidets("Répertoire d'identification des entreprises et des établissements : 1 234 567-002").map((m) => m.ridet)).toEqual(['1234567002']);
  });

  // (2026-12-07, thirteenth session, from voussures vs02) The register's name shortened, the rank after a slash.
  it("reads the register named 'répertoire des entreprises' as the RIDET label", () => {
    expect(findRidets('La société est immatriculée au répertoire des entreprises sous le numéro 1234567/001.').map((m) => m.ridet)).toEqual(['1234567001']);
  });

  it('reads nothing from a number with an unreadable digit or cut short', () => {
    expect(findRidets('RIDET n° 1 3?7 218.001')).toEqual([]);
    expect(findRidets('RIDET n° 1 458 80 |')).toEqual([]);
  });
});

describe('the number given to a company', () => {
  it('reads “Numéro RIDET attribué : …” as a labelled RIDET, the rank printed apart too', () => {
    expect(findRidets('Numéro RIDET attribué : 2 345 678 002').map((m) => [m.ridet, m.context])).toEqual([['2345678002', 'ridet']]);
    expect(findRidets('RID attribuée : 2345678').map((m) => [m.ridet, m.context])).toEqual([['2345678001', 'rid']]);
  });
});
