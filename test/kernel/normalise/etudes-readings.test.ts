import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of professional drafters' house styles showed missing
// (test/kernel/normalise/etudes): a legal-notice agency's own identity, a parent company that is
// its subsidiary's sole shareholder or founder. Every text here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'E1');

describe('a legal-notice agency that prints its own identifier', () => {
  it('sets aside the agency named “Annonces légales …” in a footer after a rule', () => {
    const text =
      'Réf. AL/26/03/0001\n\nAVIS DE CONSTITUTION\n\nPar acte sous seing privé du 3 mars 2026, il a été constitué une société :\n- Forme : société à responsabilité limitée\n- Dénomination : KAZ PAINS\n- Siège : 1, rue de la Paix, Nouméa\n- Gérant : M. Paul EXEMPLE\n- RIDET : 1 000 001.001\n\n====\nAnnonces Légales du Sud — SARL au capital de 500 000 F CFP — RIDET 2 000 002.001\nBP 1, Nouméa';
    expect(read(text)).toEqual(['creation', 'KAZ PAINS', 'SARL', '1000001001', '2026-03-03']);
  });

  it('sets aside the agency whose name says “publicité juridique” on the notice’s last line', () => {
    const text =
      'N/Réf. : PJ-0001\n\nKAZ BOIS\nSociété par actions simplifiée au capital de 9 000 000 F CFP\nSiège : Koné\nRIDET 1 000 001.001\n\nAux termes des décisions des associés du 3 mars 2026, le capital a été réduit à 6 000 000 F CFP.\nPrésident : M. Paul EXEMPLE.\n\nAGENCE DE PUBLICITÉ JURIDIQUE DU NORD (SAS) – Ridet 2000002.001 – BP 2 Koné';
    expect(read(text)).toEqual(['capital', 'KAZ BOIS', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('a parent company named before its subsidiary', () => {
  it('reads “la société H, …, RIDET …, siège : …, associée unique de la société X” as X’s shareholder', () => {
    const text =
      "N/Réf. : PJ-0002\n\nTRANSMISSION UNIVERSELLE DE PATRIMOINE\n\nPar décision du 3 mars 2026, la société GROUPE EXEMPLE DE NÉGOCE, SAS au capital de 90 000 000 F CFP, RIDET 2 000 002.001, siège : 1, rue de la Paix, Nouméa, associée unique de la société BOUCHERIE DE KAZ, SARL au capital de 1 000 000 F CFP, siège : 2, rue du Port, Nouméa, RIDET 1 000 001.001, a décidé la dissolution sans liquidation de cette dernière, entraînant la transmission universelle de son patrimoine à l'associée unique.\n\nPUBLICITÉ JURIDIQUE DU NORD (SAS) – Ridet 3000003.001 – BP 2 Koné";
    expect(read(text)).toEqual(['dissolution', 'BOUCHERIE DE KAZ', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “la société H, …, RIDET …, a constitué une société …” as the founder, not the company constituted', () => {
    const text =
      'AVIS DE CONSTITUTION\n\nPar acte sous seing privé du 3 mars 2026, la société HOLDING EXEMPLE, SAS au capital de 9 000 000 F CFP, RIDET 2 000 002.001, a constitué une société à responsabilité limitée dont les caractéristiques sont les suivantes :\nDénomination : KAZ SOLAIRE\nSiège : 1, rue de la Paix, Nouméa\nGérant : M. Paul EXEMPLE\nRIDET de la société : 1 000 001.001';
    expect(read(text)).toEqual(['creation', 'KAZ SOLAIRE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a sale of shares told from the buyer', () => {
  it('types “la société B, RIDET …, a acquis l’intégralité des parts sociales de la société X” with a new manager as cession', () => {
    const text =
      "KAZ ÉLEVAGE, S.A.R.L. — RIDET 1 000 001.001\nSiège : Bourail\n\nPar acte du 3 mars 2026, la société HOLDING EXEMPLE, SARL, RIDET 2 000 002.001, a acquis l'intégralité des parts sociales de la société KAZ ÉLEVAGE.\nPar le même acte, il a été nommé gérant M. Paul EXEMPLE en remplacement de M. Jean MODÈLE, démissionnaire.";
    expect(read(text)).toEqual(['cession', 'KAZ ÉLEVAGE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('keeps a capital reduced “par rachat de parts” a capital change: the company buying its own parts back sells nothing', () => {
    const text =
      'KAZ MÉCANIQUE, SARL au capital de 2 000 000 F CFP\nSiège : La Foa — RIDET 1 000 001.001\n\nAux termes de l’assemblée générale extraordinaire du 3 mars 2026, le capital a été réduit à 1 500 000 F CFP par rachat de parts sociales, puis annulation.';
    expect(read(text)).toEqual(['capital', 'KAZ MÉCANIQUE', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a drafter’s banner and a heading in sentence case', () => {
  it('does not take “— CABINET D’AVOCATS X —” over a labelled block for the subject’s name', () => {
    const text =
      "— CABINET D'AVOCATS EXEMPLE-MODÈLE —\n\nCESSION DE PARTS SOCIALES\n\nSociété : KAZ CHARPENTES\nForme : SARL au capital de 1 000 000 F CFP\nSiège : Koumac\nN° RIDET : 1 000 001 - 001\n\nPar acte sous signature privée du 3 mars 2026, M. Paul EXEMPLE a cédé 10 parts sociales de la société à M. Jean MODÈLE.";
    expect(read(text)).toEqual(['cession', 'KAZ CHARPENTES', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads neither the firm’s form nor a sentence-case heading under its banner as the subject’s', () => {
    const text =
      "SELARL EXEMPLE — Avocats au Barreau de Nouméa\n\nDissolution sans liquidation\n\nSociété absorbée : KAZ ÉLECTRICITÉ, SARL au capital de 1 000 000 F CFP, siège : Nouméa, RIDET 1000001.001.\nSociété absorbante : HOLDING EXEMPLE, SAS au capital de 9 000 000 F CFP, siège : Nouméa, RIDET 2000002.001.\n\nPar décision de l'associé unique de la société absorbante du 3 mars 2026 approuvant la fusion, la société KAZ ÉLECTRICITÉ a été dissoute sans liquidation.";
    expect(read(text)).toEqual(['dissolution', 'KAZ ÉLECTRICITÉ', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('officers in a house style', () => {
  it('does not list the locataire’s manager named by “gérée par” after its own seat', () => {
    const text =
      "LOCATION-GÉRANCE\n\nSuivant acte reçu par Maître Paul NOTAIRE le 3 mars 2026, la SARL KAZ SERVICE, RIDET n° 2000002/001, dont le siège est à Bourail, RT1, gérée par M. Jean MODÈLE, a pris en location-gérance le fonds de commerce de station-service exploité à Bourail appartenant à la SARL KAZ CARBURANTS, RIDET n° 1000001/001, siège à Bourail, représentée par son gérant M. Paul EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('lists the manager of “La gérance est toujours assurée par Mme X”', () => {
    const text =
      "AUGMENTATION DE CAPITAL\n\nSuivant décisions des associés du 3 mars 2026, le capital de la société KAZ SERRES, SARL, RIDET 1 000 001.001, a été porté de 1 000 000 F CFP à 2 000 000 F CFP par incorporation de réserves.\nLa gérance est toujours assurée par Mme Julie EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Julie EXEMPLE (gérant)']);
  });
});
