import { describe, expect, it } from 'vitest';
import { identityOf, subjectOf } from './notice-helpers.ts';

// Two-party notices whose subject a reader tells from a label, a registry number or an amount.
// Made-up notices (RIDs 1 234 566, 2 345 676, 7 654 320 and 1 000 009 pass the check).

describe('a sale of shares whose parties are numbered labels', () => {
  it("is the company whose shares are sold, not the seller's nor the buyer's", () => {
    const text = [
      "AVIS — CESSION D'ACTIONS",
      '1) cédante : HOLDING DU HÉRON, SARL, RIDET 2 345 676.001',
      '2) cessionnaire : RESTAURATION DU SUD, SAS, RIDET 7 654 320.001',
      '3) société dont les actions sont cédées : KAORI BOIS, SAS au capital de 2 000 000 F CFP, 98860 Koné, RIDET 1 234 566.001',
      '4) nombre : 200 actions (100 %), ordre de mouvement du 04/05/2026',
      '5) parution : JONC, 19 mai 2026',
    ].join('\n');
    expect(identityOf(text)).toEqual(['cession', 'KAORI BOIS', 'SAS', '1234566001', '2026-05-19']);
  });
});

describe("a company's registry number beside a RIDET that says another RID", () => {
  it('is quarantined: nothing says which is its own', () => {
    const text = [
      'LE HÉRON, 18 novembre 2026',
      '',
      'KAORI BOIS',
      'Société à responsabilité limitée au capital de 1 000 000 F CFP',
      'Siège social : 3, rue de la Somme, 98800 Nouméa',
      'RCS Nouméa 2015 B 1 234 566 – RIDET 2 345 676.001',
      '',
      'Suivant acte sous seing privé du 3 novembre 2026, la société KAORI BOIS a vendu à la société PAGES DU SUD, SARL, RIDET 7 654 320.001, son fonds de commerce de librairie exploité au siège. Oppositions au siège du fonds vendu.',
    ].join('\n');
    expect(identityOf(text)).toBe('sujet_ambigu');
  });
});

describe("a contribution's amount after its 'à'", () => {
  it("never makes the appraiser's firm the receiving company", () => {
    const text = [
      'LE HÉRON, mercredi 2 décembre 2026',
      '',
      "APPORT PARTIEL D'ACTIF",
      '',
      "La société KAORI BOIS, société par actions simplifiée au capital de 10 000 000 F CFP, dont le siège est village, 98818 Kouaoua, RIDET 1 234 566.001, a reçu de la société MINES DU HÉRON, société anonyme, RIDET 2 345 676.001, l'apport de sa branche d'activité de transport, évaluée à 30 000 000 F CFP sur le rapport de la SELARL AUDITEURS DU SUD, commissaire aux apports, RIDET 7 654 320.001.",
      "L'assemblée générale extraordinaire du 20 novembre 2026 a approuvé l'apport et porté le capital de 10 000 000 F CFP à 40 000 000 F CFP.",
    ].join('\n');
    expect(subjectOf(text)).not.toBe('7654320');
  });
});

describe("the appraiser of a merger or a contribution, its profession in apposition", () => {
  it('is never the absorbing company of the merger it reports on', () => {
    const text = [
      'LE HÉRON – 15/07/2026 – Avis financiers',
      '',
      'RAPPORT DU COMMISSAIRE À LA FUSION',
      '',
      "La SELARL AUDIT DU HÉRON, commissaire aux comptes inscrit, RIDET 7 654 320.001, désignée commissaire à la fusion, a déposé le 8 juin 2026 au greffe du tribunal mixte de commerce de Nouméa son rapport sur la fusion-absorption de la société HÔTELS DU SUD, société à responsabilité limitée, RIDET 2 345 676.001, par la société KAORI BOIS, société anonyme au capital de 90 000 000 F CFP, dont le siège est 120, rue Iékawé, 98800 Nouméa, RIDET 1 234 566.001.",
      '',
      "L'assemblée générale extraordinaire de la société KAORI BOIS, réunie le 3 juillet 2026, a approuvé la fusion et augmenté le capital social de 9 600 000 F CFP pour le porter à 99 600 000 F CFP.",
    ].join('\n');
    expect(subjectOf(text)).toBe('1234566');
  });

  it("leaves a contribution's giver, told by its participle, no receiving company", () => {
    const text = [
      'LE HÉRON – 09/04/2026',
      '',
      'AVIS DU COMMISSAIRE AUX APPORTS',
      '',
      "Désignée par ordonnance du président du tribunal mixte de commerce de Nouméa, la SELARL AUDIT DU HÉRON, commissaire aux comptes, RIDET 7 654 320.001, a établi le 6 mars 2026 son rapport sur la valeur de la branche d'activité « transit » apportée par la société MINES DU HÉRON, société à responsabilité limitée, RIDET 2 345 676.001, à la société KAORI BOIS, société à responsabilité limitée au capital de 1 000 000 F CFP, dont le siège est 2, quai Ferry, 98800 Nouméa, RIDET 1 234 566.001.",
      '',
      "L'assemblée générale extraordinaire de la société KAORI BOIS du 27 mars 2026 a approuvé cet apport partiel d'actif et a augmenté son capital de 14 000 000 F CFP, pour le porter à 15 000 000 F CFP.",
    ].join('\n');
    expect(subjectOf(text)).not.toBe('2345676');
    expect(subjectOf(text)).not.toBe('7654320');
  });
});
