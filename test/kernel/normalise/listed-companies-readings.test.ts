import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows.
// Companies printed as one list share what the list says (listed-companies.ts); a company that
// holds a share of the notice's company, or acts on its subsidiary's record, is a party
// (parent-company.ts).

describe('a plural verb after a list of companies', () => {
  it("reads 'les sociétés A, …, RIDET …, et B, …, RIDET …, ont fait apport …' as two absorbed companies in the absorbing one's capital notice", () => {
    const text = [
      'FUSION-ABSORPTION',
      '',
      'ALPHA MODÈLE',
      'Société par actions simplifiée au capital de 10 000 000 F CFP porté à 12 000 000 F CFP',
      'Siège social : 1, rue Modèle, Nouméa',
      'RIDET 2 000 002 001',
      '',
      "Aux termes d'un traité de fusion du 2 février 2031, les sociétés BETA EXEMPLE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001 001, et GAMMA EXEMPLE, SARL au capital de 1 000 000 F CFP, RIDET 1 000 019 001, ont fait apport de l'ensemble de leur patrimoine à la société ALPHA MODÈLE.",
      '',
      "L'assemblée générale extraordinaire des associés de la société absorbante, réunie le 30 mars 2031, a approuvé la fusion et augmenté le capital social de 2 000 000 F CFP. Les sociétés absorbées se trouvent dissoutes sans liquidation à la même date.",
      '',
      'Le président, M. Paul EXEMPLE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'ALPHA MODÈLE', 'SAS', '2000002001', '2031-03-30']);
  });

  // (2026-12-07, twelfth session, from charnieres cn32.) Each member described at length, its address
  // included; the absorbing company's identifier in a sentence of its own.
  it("reads 'les sociétés A, …, RIDET …, et B, …, RIDET …, ont été absorbées par la société C' as two absorbed companies", () => {
    const text = [
      'FUSION',
      '',
      'Les sociétés BETA EXEMPLE, SARL au capital de 3 000 000 F CFP, ZAC Panda, lot 31, 98830 Dumbéa, RIDET 1 000 001.001, et GAMMA EXEMPLE INFORMATIQUE DU NORD, SARL au capital',
      'de 1 000 000 F CFP, 9, rue Gabriel Païta, 98860 Koné, RIDET 1 000 019.001, ont été',
      'absorbées par la société ALPHA MODÈLE, société par actions simplifiée au capital de 25 000 000 F CFP, dont le siège est 33, rue Modèle, 98800 Nouméa.',
      '',
      "L'assemblée générale extraordinaire de la société absorbante du 16 novembre 2031 a approuvé la fusion et augmenté le capital de 2 000 000 F CFP.",
      '',
      'ALPHA MODÈLE est immatriculée au RIDET sous le numéro 2 000 002.001.',
      '',
      'Pour avis.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'ALPHA MODÈLE', 'SAS', '2000002001', '2031-11-16']);
  });

  it("reads the parents of 'des sociétés A (RIDET …) et B (RIDET …), qui en détiennent chacune la moitié' as shareholders", () => {
    const text = [
      'NICKELS COMMUNS',
      'Société anonyme au capital de 100 000 000 F CFP',
      'Siège : 1, rue Modèle, Nouméa',
      'RIDET n° 2 000 002 001',
      '',
      'Société commune des sociétés ALPHA EXEMPLE (RIDET n° 1 000 001 001) et BETA EXEMPLE (RIDET n° 1 000 019 001), qui en détiennent chacune la moitié.',
      '',
      "L'assemblée générale ordinaire du 3 mars 2031 a nommé M. Paul MODÈLE administrateur pour six ans.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['nomination', 'NICKELS COMMUNS', 'SA', '2000002001', '2031-03-03']);
  });

  it("reads the companies of 'des parts des sociétés A (RIDET …), B (RIDET …) et C (RIDET …)' as contributed parts, not the holding's capital notice's subject", () => {
    const text = [
      'AUGMENTATION DE CAPITAL PAR APPORT DE TITRES',
      '',
      'INVESTISSEMENTS EXEMPLES',
      'Société à responsabilité limitée au capital de 1 000 000 F CFP porté à 31 000 000 F CFP',
      'Siège : 1, rue Modèle, Nouméa – RIDET : 2000002-001',
      '',
      "Par décision collective des associés du 03/03/2031, le capital a été augmenté de 30 000 000 F CFP en rémunération de l'apport, par M. Paul EXEMPLE, de la totalité des parts des sociétés",
      'ALPHA EXEMPLE (RIDET : 1000001-001), BETA EXEMPLE (RIDET : 1000019-001) et GAMMA EXEMPLE (RIDET : 1000027-001).',
      'Gérant : M. Paul EXEMPLE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'INVESTISSEMENTS EXEMPLES', 'SARL', '2000002001', '2031-03-03']);
  });
});

describe('a parent named beside its subsidiary', () => {
  it("reads 'qui en détient 60 %' after a company's identifier as a shareholder's", () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      '',
      "Par décision du 3 mars 2031, les associés de la société ALPHA EXEMPLE, SARL au capital de 1 000 000 F CFP, RIDET 2000002.001, ont transféré le siège social au 5, rue des Pins, Koné. L'associée majoritaire est la société BETA MODÈLE, SAS (RIDET 1000001.001), qui en détient 60 %.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'ALPHA EXEMPLE', 'SARL', '2000002001', '2031-03-03']);
  });

  it("reads the sole shareholder in apposition that 'a transféré le siège social de sa filiale' as the parent", () => {
    const text = [
      'TRANSFERT DE SIÈGE',
      '',
      "Par décision du 3 mars 2031, l'associée unique de la société ALPHA EXEMPLE, EURL au capital de 1 000 000 F CFP, RIDET 2000002.001, la société BETA MODÈLE, SARL au capital de 10 000 000 F CFP (RIDET 1000001.001), a transféré le siège social de sa filiale du 1, rue Modèle, Nouméa, dans ses propres locaux, 5, rue des Pins, Koné.",
      'Gérant : M. Paul EXEMPLE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['siege', 'ALPHA EXEMPLE', 'EURL', '2000002001', '2031-03-03']);
  });
});
