import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Made up (2026-12-07, thirteenth session, from trumeaux tw11; aout, meneaux, paraphes alike). A firm
// signing a company's notice as its bare 'mandataire' files it for the company: no court's appointee.
describe("a firm signing as a bare 'mandataire'", () => {
  it('is no officer in a notice outside a court’s procedure', () => {
    const text =
      "TABAC DES TESTS\nSNC en liquidation au capital de 400 000 F CFP\nRIDET 1 000 009.001\n\nL'assemblée des associés, réunie le 15 octobre 2026, a approuvé les comptes définitifs de liquidation et constaté la clôture des opérations de liquidation.\n\nPour avis,\nle cabinet COMPTA TESTS, mandataire.";
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it('is still the court’s appointee in a procedure notice', () => {
    const text =
      "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nPar jugement du 3 mars 2026, le tribunal a ouvert une procédure de redressement judiciaire à l'égard de la société TABAC DES TESTS, SNC, RIDET 1 000 009.001. Mandataire judiciaire : la SELARL MANDATAIRES TESTS.\n\nPour avis,\nla SELARL MANDATAIRES TESTS, mandataire.";
    expect(officersOf(noticeOf(text))).toContain('MANDATAIRES TESTS (mandataire judiciaire)');
  });
});
