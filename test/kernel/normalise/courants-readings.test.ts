import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of ordinary notices showed missing (test/kernel/normalise/courants): a
// subject with no identifier under a drafting firm's letterhead RIDET, a web page's publication
// line, a notary's letterhead over the subject's heading, a name adopted in place of another, a
// closure's liquidator, two offices of one director, a married name cut at a line's end. Every
// text here is made up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'O1');

describe('an identifier printed only in the drafting firm’s letterhead', () => {
  it('quarantines a notice whose company prints no number under “X, expertise comptable — RIDET … — address”', () => {
    const text =
      'EXEMPLE CONSEIL, expertise comptable — RIDET 2 000 002.001 — 1, rue de la Paix, Nouméa\n\nAVIS DE NOMINATION\n\nKAZ FLEURS, SARL au capital de 100 000 F CFP, siège à Païta, 2, rue des Manguiers.\nL’assemblée générale ordinaire du 3 mars 2026 a nommé M. Paul EXEMPLE gérant en remplacement de Mme Ana MODÈLE, démissionnaire.\n\nPour avis, le cabinet.';
    const [result] = parseNoticeTexts(text, { reference: 'O1' });
    expect(result?.ok ? result.notice.ridet : result?.quarantine.reason).toBe('ridet_absent');
  });

  it('still publishes the firm’s own notice under its letterhead identifier', () => {
    const text =
      'CABINET COMPTA EXEMPLE — Expertise comptable — RIDET 2 000 002.001\n\nTRANSFERT DE SIÈGE\n\nCABINET COMPTA EXEMPLE, SARL au capital de 1 000 000 F CFP. Par décision de l’assemblée générale du 3 mars 2026, le siège social a été transféré du 1, rue de la Paix au 5, rue du Port, Nouméa.\nLa gérante, Mme Ana MODÈLE.';
    expect(read(text)).toEqual(['siege', 'CABINET COMPTA EXEMPLE', 'SARL', '2000002001', '2026-03-03']);
  });

  it('keeps an identifier printed in the notice’s own sentence under a masthead that names “Annonces légales”', () => {
    const text =
      'MODIFICATION\n\nLe Journal Exemple – Annonces légales – 03/03/2026\nPar délibération de l’assemblée générale extraordinaire du 20/02/2026, les associés de la société civile immobilière KAZ ANCIENNE, au capital de 100 000 F CFP, 1 000 001 RCS Nouméa, ont décidé de modifier la dénomination sociale.\nAncienne dénomination : KAZ ANCIENNE\nNouvelle dénomination : KAZ NOUVELLE\nPour avis.';
    expect(read(text)).toEqual(['statuts', 'KAZ NOUVELLE', 'SCI', '1000001001', '2026-03-03']);
  });

  it('keeps setting the letterhead aside when the company prints its own number', () => {
    const text =
      'EXEMPLE CONSEIL, expertise comptable — RIDET 2 000 002.001 — 1, rue de la Paix, Nouméa\n\nAVIS DE NOMINATION\n\nKAZ FLEURS, SARL au capital de 100 000 F CFP, siège à Païta, RIDET 1 000 001.001.\nL’assemblée générale ordinaire du 3 mars 2026 a nommé M. Paul EXEMPLE gérant.';
    expect(read(text)).toEqual(['nomination', 'KAZ FLEURS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a web page’s publication line', () => {
  it('reads “Publication du 14/01/2026” under the breadcrumb as the publication date', () => {
    const text =
      'Le Journal Exemple | Annonces légales | Modifications\nPublication du 14/01/2026\n\nTRANSFERT DE SIÈGE\n\nKAZ BOIS, SARL au capital de 1 000 000 F CFP – RIDET 1 000 001.001\nL’assemblée générale du 19 décembre 2025 a transféré le siège social de La Foa à Bourail à compter du 1er janvier 2026.';
    expect(read(text)).toEqual(['siege', 'KAZ BOIS', 'SARL', '1000001001', '2026-01-14']);
  });

  it('reads “En ligne depuis le 12 février 2026” as the publication date', () => {
    const text =
      'Le Journal Exemple — Annonces légales\nDissolution\nEn ligne depuis le 12 février 2026\n\nKAZ BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001. L’assemblée générale extraordinaire du 30 janvier 2026 a décidé la dissolution anticipée de la société et nommé liquidateur M. Paul EXEMPLE.';
    expect(read(text)).toEqual(['dissolution', 'KAZ BOIS', 'SARL', '1000001001', '2026-02-12']);
  });

  it('does not take a publication a sentence cites for the notice’s own', () => {
    const text =
      'KAZ BOIS, SARL au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nSuite à la publication du 2 février 2026, l’assemblée générale du 3 mars 2026 a nommé M. Paul EXEMPLE gérant.';
    expect(read(text)).toEqual(['nomination', 'KAZ BOIS', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('a notary’s letterhead over the subject’s heading', () => {
  it('reads neither the profession line nor the office’s address as the name, and “SOCIÉTÉ CIVILE IMMOBILIÈRE « X »” as a company’s heading', () => {
    const text =
      "Maître Ana MODÈLE\nNotaire associée\nSELARL OFFICE NOTARIAL EXEMPLE\n1, avenue de la Paix – 98800 NOUMÉA\n\nSOCIÉTÉ CIVILE IMMOBILIÈRE « KAZ DU LAGON »\n\nSuivant acte reçu par Maître Ana MODÈLE, notaire à Nouméa, le 3 mars 2026, il a été constitué la société civile immobilière ci-dessus.\nSiège social : 2, rue du Port, Nouméa.\nObjet : acquisition, gestion et location de tous biens et droits immobiliers.\nDurée : 99 ans.\nCapital social : cent mille francs CFP, en numéraire.\nGérant : M. Paul EXEMPLE, demeurant à Nouméa.\nLes parts sociales ne peuvent être cédées qu’avec l’agrément unanime des associés.\nLa société a été immatriculée le 20 mars 2026 ; RIDET 1 000 001.001.\n\nPour avis, le notaire.";
    expect(read(text)).toEqual(['creation', 'KAZ DU LAGON', 'SCI', '1000001001', '2026-03-03']);
  });

  it('does not take the notary office’s form for the subject’s', () => {
    const text =
      "Maître Ana MODÈLE\nNotaire associée\nSELARL OFFICE NOTARIAL EXEMPLE\n1, avenue de la Paix – 98800 NOUMÉA\n\nSOCIÉTÉ CIVILE IMMOBILIÈRE « KAZ DU LAGON »\n\nSuivant acte reçu par Maître Ana MODÈLE, notaire à Nouméa, le 3 mars 2026, il a été constitué une société civile immobilière dénommée « KAZ DU LAGON ».\nSiège social : 2, rue du Port, Nouméa.\nObjet : acquisition, gestion et location de tous biens et droits immobiliers.\nDurée : 99 ans.\nCapital social : cent mille francs CFP, en numéraire.\nGérant : M. Paul EXEMPLE, demeurant à Nouméa.\nLes parts sociales ne peuvent être cédées qu’avec l’agrément unanime des associés.\nLa société a été immatriculée le 20 mars 2026 ; RIDET 1 000 001.001.\n\nPour avis, le notaire.";
    expect(read(text)).toEqual(['creation', 'KAZ DU LAGON', 'SCI', '1000001001', '2026-03-03']);
  });
});

describe('a name adopted in place of another', () => {
  it('reads “ont adopté la dénomination « B » en remplacement de « A »” as B', () => {
    const text =
      'CHANGEMENT DE DÉNOMINATION\n\nLa société par actions simplifiée KAZ ANCIENNE, au capital de 1 000 000 F CFP, RIDET 1 000 001-001, informe que, par décisions du 3 mars 2026, ses associés ont adopté la dénomination « KAZ NOUVELLE & CIE » en remplacement de « KAZ ANCIENNE ».';
    expect(read(text)).toEqual(['statuts', 'KAZ NOUVELLE & CIE', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('a name adopted in the present tense', () => {
  it('types “l’associé unique adopte la dénomination « B »” as a change of the articles, named B', () => {
    const text = 'KAZ ANCIENNE, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001. Par décision du 3 mars 2026, l’associé unique adopte la dénomination « KAZ NOUVELLE ».';
    expect(read(text)).toEqual(['statuts', 'KAZ NOUVELLE', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('officers', () => {
  it('lists no liquidator beside a closure for insufficient assets', () => {
    const text =
      'Tribunal mixte de commerce de Nouméa, jugement du 3 mars 2026 : clôture pour insuffisance d’actif des opérations de liquidation judiciaire de la SARL KAZ BOIS, Nouméa (RIDET 1 000 001.001). Liquidateur : SELARL EXEMPLE MANDATAIRES.';
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it('lists no liquidator beside a judgment “prononçant la clôture pour insuffisance d’actif”', () => {
    const text =
      'TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugement du 3 mars 2026 prononçant la clôture pour insuffisance d’actif de la liquidation judiciaire de la SARL KAZ BOIS, RIDET 1 000 001.001. Liquidateur : Maître Ana MODÈLE.';
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it('still lists the liquidator a liquidation judgment appoints', () => {
    const text =
      'Tribunal mixte de commerce de Nouméa, jugement du 3 mars 2026 : ouverture d’une procédure de liquidation judiciaire à l’égard de la SARL KAZ BOIS, Nouméa (RIDET 1 000 001.001). Date de cessation des paiements : 1er février 2026. Liquidateur : SELARL EXEMPLE MANDATAIRES.';
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE MANDATAIRES (liquidateur)']);
  });

  it('reads both offices of “renouvelé dans ses fonctions d’administrateur et confirmé dans celles de président-directeur général”', () => {
    const text =
      'KAZ MINES, société anonyme au capital de 10 000 000 F CFP, RIDET 1 000 001.001.\nL’assemblée générale ordinaire du 3 mars 2026 et le conseil d’administration du même jour : M. Paul EXEMPLE a été renouvelé dans ses fonctions d’administrateur et confirmé dans celles de président-directeur général.';
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (administrateur)', 'Paul EXEMPLE (président)', 'Paul EXEMPLE (directeur général)']);
  });

  it('reads both offices of “a renouvelé M. X dans ses fonctions de président … et l’a confirmé dans celles de directeur général”', () => {
    const text =
      'KAZ MINES, SA au capital de 10 000 000 F CFP, RIDET 1 000 001.001. Le conseil d’administration du 3 mars 2026 a renouvelé M. Paul EXEMPLE dans ses fonctions de président du conseil d’administration et l’a confirmé dans celles de directeur général.';
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (président)', 'Paul EXEMPLE (directeur général)']);
  });

  it('reads a married name whose surname a line break cuts after “épouse”', () => {
    const text =
      'AVIS DE CONSTITUTION\n\nPar acte du 3 mars 2026, il a été constitué une SARL.\nDénomination : KAZ PAINS\nSiège : Païta\nGérance : Mme Ana MODÈLE épouse\nEXEMPLE, demeurant à Païta.\nRIDET : 1 000 001.001';
    expect(officersOf(noticeOf(text))).toEqual(['Ana MODÈLE épouse EXEMPLE (gérant)']);
  });
});
