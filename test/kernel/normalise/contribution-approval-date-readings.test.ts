import { describe, expect, it } from 'vitest';
import { identityOf } from './notice-helpers.ts';

// A contribution of a branch of activity told as a deed by the contributor and an approval by the
// beneficiary, without a publication date: the approval, which makes the beneficiary's change, is
// the date. Made-up notices: every company, person and number here is invented for the wording.

const contribution = (deed: string, approval: string): string =>
  [
    "APPORT PARTIEL D'ACTIF",
    '',
    'Société apporteuse : KAZ SERVICES, SAS, RIDET n° 1000001/001, 3, rue Exemple, Ducos.',
    'Société bénéficiaire : KAZ STOCKAGE, SAS au capital de 2 000 000 F CFP, RIDET n° 2000002/001, 5, rue Exemple, Ducos.',
    '',
    deed,
    approval,
    '',
    'Président de la société bénéficiaire : Mme Anne EXEMPLE.',
  ].join('\n');

describe('a contribution deed and the approval that makes the change', () => {
  it('dates the notice by the approval when the deed that makes the contribution is not called a treaty', () => {
    const text = contribution(
      "Par acte sous seing privé du 2 mars 2031, KAZ SERVICES a fait apport à KAZ STOCKAGE de sa branche d'activité de stockage.",
      "Par décisions de l'associé unique du 20/04/2031, KAZ STOCKAGE a approuvé l'apport et augmenté son capital de 1 000 000 F CFP.",
    );
    expect(identityOf(text)).toEqual(['capital', 'KAZ STOCKAGE', 'SAS', '2000002001', '2031-04-20']);
  });

  it('keeps the deed as the date when no approval of the contribution is dated', () => {
    const text = contribution(
      "Par acte sous seing privé du 2 mars 2031, KAZ SERVICES a fait apport à KAZ STOCKAGE de sa branche d'activité de stockage, rémunéré par l'attribution d'actions nouvelles.",
      "KAZ STOCKAGE a augmenté son capital de 1 000 000 F CFP, porté à 3 000 000 F CFP.",
    );
    expect(identityOf(text)).toEqual(['capital', 'KAZ STOCKAGE', 'SAS', '2000002001', '2031-03-02']);
  });
});
