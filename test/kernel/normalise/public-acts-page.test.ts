import { describe, expect, it } from 'vitest';
import { pageReadingsOf } from './notice-helpers.ts';

// Made up (2026-12-07, twelfth session, from entablements eo14). A province's bulletin page prints its
// bureau's deliberations one after the other under one rubric, each opened by its number and date: each
// is a notice of its own, its first line (the act's date) part of its text; the tail of the act the page
// opens with, cut by the page above, is no notice.
const page = [
  "BULLETIN OFFICIEL DE LA PROVINCE TEST — N° 214 — Mardi 15 septembre 2026",
  '',
  'publié au Bulletin officiel de la pro-',
  'vince et au Journal officiel de la',
  'Nouvelle-Calédonie.',
  "Le président de l'assemblée",
  'de la province',
  '',
  "ACTES DU BUREAU DE L'ASSEMBLÉE",
  '',
  'Délibération n° 2026-312/BAPT du 28 août',
  '2026 relative à la participation de la province à l’augmentation de capital de la SAEML TESTS PÊCHE',
  '',
  "Le bureau de l'assemblée de la province, vu le rapport du président, a adopté les dispositions dont la teneur suit :",
  'Article 1 : Est approuvée l’augmentation du capital social de la société anonyme d’économie mixte locale TESTS PÊCHE, RIDET n° 1 234 567.001, dont le siège est à Koumac, qui est porté de 150 000 000 F CFP à 210 000 000 F CFP.',
  '',
  'Délibération n° 2026-318/BAPT du 28 août',
  '2026 portant désignation des représentants de la province au conseil d’administration de la SAEML TESTS HÔTELS',
  '',
  "Le bureau de l'assemblée de la province a adopté les dispositions dont la teneur suit :",
  'Article 1 : Sont désignés pour représenter la province au conseil d’administration de la SAEML TESTS HÔTELS, RIDET 1 000 001.001 : M. Paul TESTARD ; Mme Anne TESTEUSE.',
].join('\n');

describe('a bulletin page of public acts', () => {
  it('reads each deliberation as its own notice', () => {
    expect(pageReadingsOf(page)).toEqual([
      ['capital', '1234567001', '2026-09-15'],
      ['nomination', '1000001001', '2026-09-15'],
    ]);
  });
});
