import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// Made-up notices: every company, person and number here is invented for the wording it shows. A
// business contributed to an existing company against its new shares is the beneficiary's capital
// operation (the field rules' apport partiel d'actif), not the contributor's sale
// (business-contribution.ts, party-sides.ts CONTRIBUTOR_BEFORE).

const header = ['ALPHA MODÈLE', 'Société à responsabilité limitée au capital porté de 1 000 000 à 6 000 000 F CFP', 'Siège social : 1, rue Modèle, Nouméa', 'RIDET 2 000 002.001', ''];

describe('a business contributed against new shares', () => {
  it("reads 'l'apport, par la société X, …, du fonds …, rémunéré par … parts sociales nouvelles' as the beneficiary's capital", () => {
    const text = [
      ...header,
      'APPORT DE FONDS DE COMMERCE – AUGMENTATION DE CAPITAL',
      '',
      "Par décisions du 3 mars 2031, l'assemblée générale extraordinaire des associés a approuvé l'apport, par la société BETA EXEMPLE, SARL au capital de 500 000 F CFP, siège à Koné, RIDET 1 000 001.001, du fonds de commerce de menuiserie qu'elle exploite à Koné, évalué à 5 000 000 F CFP, rémunéré par l'attribution de 500 parts sociales nouvelles.",
      'Le capital social est en conséquence porté à 6 000 000 F CFP.',
      'La gérance : M. Paul EXEMPLE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'ALPHA MODÈLE', 'SARL', '2000002001', '2031-03-03']);
  });

  it('still reads a sale of a business paid in cash as the seller’s cession', () => {
    const text = [
      'VENTE DE FONDS DE COMMERCE',
      '',
      "Suivant acte du 3 mars 2031, la société BETA EXEMPLE, SARL au capital de 500 000 F CFP, RIDET 1 000 001.001, a vendu à la société ALPHA MODÈLE, SARL, RIDET 2 000 002.001, le fonds de commerce de menuiserie qu'elle exploite à Koné, moyennant 5 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'BETA EXEMPLE', 'SARL', '1000001001', '2031-03-03']);
  });
});

describe("a partial contribution told by the beneficiary's verb", () => {
  it("reads 'X … a reçu de la société Y, …, RIDET …, l'apport de sa branche' as X's capital, Y the contributor", () => {
    const text = [
      'LE HÉRON, jeudi 12 novembre 2026',
      '',
      "APPORT PARTIEL D'ACTIF",
      '',
      "La société ALPHA MODÈLE, société par actions simplifiée au capital de 1 000 000 F CFP, dont le siège est 1, rue Modèle, 98800 Nouméa, RIDET 2 000 002.001, a reçu de la société BETA EXEMPLE, société anonyme, RIDET 1 000 001.001, l'apport de sa branche d'activité de transport, évaluée à 5 000 000 F CFP.",
      "L'assemblée générale extraordinaire du 3 novembre 2026 a approuvé l'apport et porté le capital à 6 000 000 F CFP.",
      'Président : M. Paul EXEMPLE.',
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'ALPHA MODÈLE', 'SAS', '2000002001', '2026-11-12']);
  });
});

describe('a branch contributed to the beneficiary named after a long description of the branch', () => {
  it("reads the company after 'a fait apport, …, de sa branche …, évaluée à …, à la société Y' as the beneficiary, not a third party", () => {
    const text = [
      'LE FANAL – 12/11/2026',
      '',
      "AVIS D'APPORT PARTIEL D'ACTIF",
      '',
      "La société ALPHA MODÈLE, société anonyme au capital de 150 000 000 F CFP, dont le siège est zone industrielle de Pwiyo, 98860 Koné, RIDET 2 000 002.001, a fait apport, sous le régime juridique des scissions, de sa branche complète et autonome d'activité de menuiserie industrielle, évaluée à 48 000 000 F CFP, à la société BETA EXEMPLE, société par actions simplifiée au capital de 2 000 000 F CFP, dont le siège est lot 3, zone industrielle de Pwiyo, 98860 Koné, RIDET 1 000 001.001.",
      "L'assemblée générale extraordinaire de la société bénéficiaire du 2 novembre 2026 a approuvé l'apport et a augmenté le capital social de 48 000 000 F CFP pour le porter à 50 000 000 F CFP.",
    ].join('\n');
    expect(identityOf(text)).toEqual(['capital', 'BETA EXEMPLE', 'SAS', '1000001001', '2026-11-12']);
  });
});
