import { describe, expect, it } from 'vitest';
import { findActDate, findFrenchDates, parseFrenchDate } from '../../../kernel/normalise/index.ts';

describe('parseFrenchDate', () => {
  it.each([
    ['12 mars 2026', '2026-03-12'],
    ['1er avril 2026', '2026-04-01'],
    ['1 er avril 2026', '2026-04-01'],
    ['premier août 2025', '2025-08-01'],
    ['12/03/2026', '2026-03-12'],
    ['2/3/2026', '2026-03-02'],
    ['12.03.2026', '2026-03-12'],
    ['lundi 4 juin 2024', '2024-06-04'],
    ['Mardi 4 JUIN 2024', '2024-06-04'],
    ['le 31 décembre 2025', '2025-12-31'],
    ['29 fevrier 2024', '2024-02-29'],
    ['3 sept. 2024', '2024-09-03'],
    ['4\njuin\n2024', '2024-06-04'],
  ])('%s -> %s', (text, iso) => {
    expect(parseFrenchDate(text)).toBe(iso);
  });

  it('rejects impossible or absent dates', () => {
    for (const text of ['31 février 2024', '29 février 2023', '32/01/2024', '12/13/2024', 'mars 2024', 'néant', '98800 Nouméa', '']) {
      expect(parseFrenchDate(text), text).toBeNull();
    }
  });

  it('lists every date with its position', () => {
    const text = 'du 1er mars 2024 au 12/04/2024';
    expect(findFrenchDates(text).map((d) => [d.iso, text.slice(d.index, d.index + d.length)])).toEqual([
      ['2024-03-01', '1er mars 2024'],
      ['2024-04-12', '12/04/2024'],
    ]);
  });
});

describe('findActDate', () => {
  it('does not take a registration date for the act when the identifier printed before it holds a dot', () => {
    const text = "Le 3 février 2026, à Koné, ont été signés les statuts de la société EXEMPLE TEST, SARL au capital de 100 000 F CFP. Gérant : M. Paul TESTARD. La société est immatriculée au RIDET sous le n° 1 234 566.001 depuis le 20 février 2026.";
    expect(findActDate(text)).toBe('2026-02-03');
  });

  it('still reads an act dated in a bracket after a registered identifier', () => {
    expect(findActDate("Rectificatif à l'annonce parue le 2/06/2026 relative à la société EXEMPLE TEST, immatriculée au RIDET sous le n° 1 234 566.001 (acte du 14 avril 2026) : il fallait lire « Gérant : M. Paul TESTARD ».")).toBe('2026-04-14');
  });

  it('prefers the act over the effective date and birth dates', () => {
    const text =
      "M. Jean DUPONT, né le 3 janvier 1970 à Nouméa. Aux termes d'une assemblée générale extraordinaire du 12 mars 2024, le siège a été transféré à compter du 1er avril 2024.";
    expect(findActDate(text)).toBe('2024-03-12');
  });

  it('takes the judgment date of a court notice', () => {
    expect(findActDate('Date de cessation des paiements : 15 février 2024. Par jugement en date du 4 juin 2024, le tribunal...')).toBe('2024-06-04');
  });

  // (2026-12-07, fifteenth session, from solives sl28)
  it("takes a deed's date over its registration's when the sentence's words about the deed weigh on both alike", () => {
    const text =
      "Suivant acte reçu par Me Paul TESTARD, notaire à Koné, l'an deux mille vingt-six, le jeudi deux avril, contenant procès-verbal des décisions de l'associé unique, enregistré à Koné le 14 avril 2026, le capital a été porté à 2 000 000 F CFP.";
    expect(findActDate(text)).toBe('2026-04-02');
  });

  it('reads "en date à Nouméa du"', () => {
    expect(findActDate("Aux termes d'un acte sous seing privé en date à Nouméa du 4 mars 2024, il a été constitué")).toBe('2024-03-04');
  });

  it('falls back to a date introduced by "le"', () => {
    expect(findActDate("L'assemblée de clôture réunie le 26/09/2021 a approuvé les comptes.")).toBe('2021-09-26');
  });

  it('ignores the bulletin date and is null without an act date', () => {
    expect(findActDate('JONC du 4 juin 2024, page 9873. La société a transféré son siège.')).toBeNull();
    expect(findActDate('Aucune date ici.')).toBeNull();
  });

  it("reads 'en date' / 'du 14 mars' broken over two lines as an act date, over a later-cited one", () => {
    expect(findActDate("approuvé par l'assemblée de la société absorbante, RIDET 1 000 001.001, en date\ndu 14\nmars 2025, et par décision de l'associé unique de la société absorbée, RIDET 1 000 002.001, société absorbée, en date du 12 mars 2025")).toBe('2025-03-14');
  });

  it("dates a merger by the absorbing company's act, named after the absorbed company's ('et par celle de la société absorbante du …')", () => {
    expect(findActDate("La fusion signée le 2 avril 2025 a été approuvée par l'assemblée générale extraordinaire des associés de la société absorbée du 27 mai 2025 et par celle de la société absorbante du 29 mai 2025, qui a augmenté son capital.")).toBe('2025-05-29');
  });
});

describe('dates in other forms than the French ones (issue 32, wt-rstruct)', () => {
  it.each([
    ['signed on March 5, 2026', '2026-03-05'],
    ['on March 5th, 2026', '2026-03-05'],
    ['Mar. 5, 2026', '2026-03-05'],
    ['Thursday, November 12, 2025', '2025-11-12'],
    ['the 5 March 2026 meeting', '2026-03-05'],
    ['on the 21st of June, 2025', '2025-06-21'],
    ['2nd Sept 2024', '2024-09-02'],
    ['23rd december 2025', '2025-12-23'],
    ['2026/03/05', '2026-03-05'],
    ['2026.03.05', '2026-03-05'],
    ['le 5 mars deux mille vingt-six', '2026-03-05'],
    ['le 1er juillet deux mille vingt-cinq', '2025-07-01'],
    ['le vingt-trois février 2026', '2026-02-23'],
    ['mars 5, 2026', '2026-03-05'],
  ])('%s -> %s', (text, iso) => {
    expect(parseFrenchDate(text)).toBe(iso);
  });

  it('finds each date once, with the span a reader sees', () => {
    const text = 'Resolutions of March 5, 2026, effective from 1st April 2026; registered 2026/04/09.';
    expect(findFrenchDates(text).map((d) => [d.iso, text.slice(d.index, d.index + d.length)])).toEqual([
      ['2026-03-05', 'March 5, 2026'],
      ['2026-04-01', '1st April 2026'],
      ['2026-04-09', '2026/04/09'],
    ]);
  });

  it('reads no date where a month-like word stands without a day and a year', () => {
    for (const text of ['May the best win, 2026 edition', 'mars 2026', 'Dec. 2025', 'capital de 2026 parts', '5 mars']) {
      expect(parseFrenchDate(text), text).toBeNull();
    }
  });

  it('scores English act and effective wordings as the French ones', () => {
    expect(findActDate('By resolutions of the sole shareholder dated March 5, 2026, effective from April 1, 2026, the registered office was moved.')).toBe('2026-03-05');
    expect(findActDate('Director born on June 3, 1970. General meeting held on 12 May 2026.')).toBe('2026-05-12');
  });

  it("scores a small ad's cut registration, deed, end and start words as the full ones", () => {
    expect(findActDate('Const. SARL TEST 07 oct. 26, Immat. 20.10.26')).toBe('2026-10-07');
    expect(findActDate('Cession de parts SARL TEST : ASSP 07.10.26 ; agrément 20.10.26')).toBe('2026-10-07');
    expect(findActDate('Fin L.G. : SARL TEST, résil. amiable 12.11.26, fin au 30/11/26')).toBe('2026-11-12');
    expect(findActDate('Loc.-gest. : SARL TEST, loc.-gérant M. X dès 1.11.26, acte 20/10/26')).toBe('2026-10-20');
  });

  it("scores a small ad's cut decision, resignation, treaty and absorbing meeting as the words in full", () => {
    expect(findActDate('Démiss. cogér. SARL TEST : Mme X démiss. au 31/10/26 ; M. Y seul gér. 20/10/26')).toBe('2026-10-20');
    expect(findActDate('Nmt gér. SARL TEST : M. Y 31/10/26 ; Déc. coll. assoc. 20/10/26')).toBe('2026-10-20');
    expect(findActDate('Trsf. siège SARL TEST à cpt 1.11.26 ; 12.10.26 AGE')).toBe('2026-10-12');
    expect(findActDate('FUSION – Absorbante : SARL TEST. Traité SSP 20/04/26 ; AGE 15/05/26 : approb.')).toBe('2026-05-15');
    expect(findActDate('FUSION – SARL TEST. AGE absorbante 15/05/26 : approb. fusion ; AGE 16/05/26 : nomination gér.')).toBe('2026-05-15');
  });

  it("reads a registry extract's 'Date des statuts' as the act's date", () => {
    expect(findActDate('Date des statuts                 22/09/2026\nDate d\'effet                     01/10/2026\nDélivré à Testville, le 9 octobre 2026.')).toBe('2026-09-22');
  });

  it('reads a Roman month with a short year when printed in capitals, and a day in words before a cut month', () => {
    expect(findFrenchDates('AGO 16.XI.26 ; version 1.x.26').map((d) => d.iso)).toEqual(['2026-11-16']);
    expect(findFrenchDates('déc. du président le vingt-six oct. 2026').map((d) => d.iso)).toEqual(['2026-10-26']);
  });
});


// A scan prints a month's l or i as 1 and its o as 0 ('9 avri1 2026', '7 juil1et 2026'): one slip
// from a long month's name, read as that month. Made-up lines.
describe("a long month's name with a letter a scan printed as a digit", () => {
  it('is read as the month it is one slip from', () => {
    expect(findFrenchDates('Nouméa, 9 avri1 2026').map((d) => d.iso)).toEqual(['2026-04-09']);
    expect(findFrenchDates('le 7 juil1et 2026').map((d) => d.iso)).toEqual(['2026-07-07']);
    expect(findFrenchDates('le 3 n0vembre 2026').map((d) => d.iso)).toEqual(['2026-11-03']);
  });

  it('reads no month in a word of digits and letters that is none', () => {
    expect(findFrenchDates('lot 12 b10c 2026')).toEqual([]);
  });
});
