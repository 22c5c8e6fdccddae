import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { classifyNotice } from '../../../kernel/normalise/classify.ts';
import { findActDate } from '../../../kernel/normalise/french-date.ts';
import { extractNameChange } from '../../../kernel/normalise/extract-fields.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { withdrawsEarlierNotice } from '../../../kernel/normalise/withdrawn-notice.ts';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices carrying several decisions or correcting earlier ones showed
// missing (test/kernel/normalise/decisions): a notice withdrawing an earlier one published by error,
// an erratum 'relatif à la SARL X', a plan resolved 'au profit de' its debtor, a heading whose event
// the body denies, a heading naming a new manager over a sale of shares, quitus to the directors,
// a replacing notice's citation line, the closing act of a liquidation, 'décidé d'adopter la
// dénomination', and officers beside several decisions. Every text here is made up for the rule
// it names.

/** The type and RIDET published, or the quarantine's reason. */
function outcome(text: string): unknown {
  const result = parseNoticeTexts(text, { reference: 'D1' })[0];
  if (!result) return null;
  return result.ok ? [result.notice.type, result.notice.ridet] : result.quarantine.reason;
}

/** The RIDs the subject rules set aside as another party's. */
function thirdParties(text: string): string[] {
  return judgeRidets(text, findRidets(text)).flatMap((judged) => (judged.third ? [judged.match.rid] : []));
}

describe('a notice that withdraws an earlier one published by error', () => {
  it('is quarantined out of scope, not published as the event it names', () => {
    const text =
      "AVIS D'ANNULATION\n\nL'avis de cession de fonds de commerce de la société KAZ MODÈLE, SARL, RIDET 1 000 001.001, paru le 3 mars 2026, a été publié par erreur et doit être considéré comme nul et non avenu.\n\nLNC – 10 mars 2026";
    expect(outcome(text)).toBe('hors_champ');
  });

  it('reads the withdrawal in its other wordings', () => {
    expect(withdrawsEarlierNotice(fold("L'annonce relative à la société KAZ MODÈLE parue le 3 mars 2026 est annulée."))).toBe(true);
    expect(withdrawsEarlierNotice(fold("L'insertion du 3 mars 2026 concernant la SAS KAZ MODÈLE est nulle et non avenue."))).toBe(true);
    expect(withdrawsEarlierNotice(fold("L'avis du 3 mars 2026 concernant la SAS KAZ MODÈLE doit être considéré comme nul et non avenu."))).toBe(true);
  });

  it('does not read as a withdrawal a notice that reports a decision of its own beside it', () => {
    const text =
      "KAZ MODÈLE\n\nPar décisions du 3 mars 2026, l'associé unique de la société KAZ MODÈLE, SASU, RIDET 1 000 001.001, a décidé de rapporter sa décision du 2 février 2026 et de transférer le siège social au 9, rue de l'Exemple, 98800 Nouméa. L'insertion du 10 février 2026 est nulle et non avenue.\n\nPour avis.";
    expect(withdrawsEarlierNotice(fold(text))).toBe(false);
    expect(outcome(text)).toEqual(['siege', '1000001001']);
  });

  it('reads the company a notice was published under by mistake as no subject', () => {
    const text =
      "RECTIFICATIF\n\nL'avis de nomination paru le 3 mars 2026 a été publié par erreur sous le nom et le numéro de la société KAZ MODÈLE, SARL, RIDET 1 000 001.001.\nIl concernait en réalité la société :\n\nEXEMPLE NORD\nSARL au capital de 1 000 000 F CFP\nRIDET 2 000 002.001\n\ndont les associés ont nommé M. Paul EXEMPLE gérant le 20 février 2026.\n\nPour avis.";
    expect(withdrawsEarlierNotice(fold(text))).toBe(false);
    expect(outcome(text)).toEqual(['nomination', '2000002001']);
  });

  it("reads as no subject the company a notice was published under, the mistake said after its number ('…, RIDET …, l'a été par erreur')", () => {
    const text =
      "AVIS D'ANNULATION ET RECTIFICATIF\n\nL'avis de nomination publié le 3 mars 2026 sous le nom de la société KAZ MODÈLE, SARL, RIDET 1 000 001.001, l'a été par erreur : cette société n'a pas changé de gérant.\n\nLa nomination concernait la société EXEMPLE NORD, SARL au capital de 1 000 000 F CFP, RIDET 2 000 002.001, dont les associés ont nommé M. Paul EXEMPLE gérant le 20 février 2026.\n\nPour avis.";
    expect(outcome(text)).toEqual(['nomination', '2000002001']);
  });

  it('does not read a notice that corrects or replaces the earlier one as a withdrawal', () => {
    expect(withdrawsEarlierNotice(fold("ANNULE ET REMPLACE l'avis paru le 3 mars 2026. La société KAZ MODÈLE a transféré son siège."))).toBe(false);
    expect(withdrawsEarlierNotice(fold('Le numéro RIDET est 1 000 001.001 et non 1 000 010.001 comme indiqué par erreur dans l’avis paru le 3 mars 2026.'))).toBe(false);
    expect(withdrawsEarlierNotice(fold("Dans l'avis paru le 3 mars 2026, publié par erreur sous un autre nom, il faut lire « KAZ MODÈLE » au lieu de « KAZ MODELLE »."))).toBe(false);
  });
});

describe('whose identifier a correction or a court names', () => {
  it('reads a notice “relatif à la SARL X (RIDET …)” as about X, not as given to X', () => {
    expect(thirdParties('ERRATUM\nDans notre édition du 3 mars 2026, avis relatif à la SARL KAZ MODÈLE (RIDET 1 000 001-001), nomination d’un gérant : lire « M. Paul EXEMPLE » au lieu de « M. Paul EXEMPEL ».')).toEqual([]);
    expect(thirdParties('La société EXEMPLE, SAS, RIDET 2 000 002.001, a cédé à la SARL KAZ MODÈLE, RIDET 1 000 001.001, son fonds de commerce.')).toEqual(['1000001']);
  });

  it('reads the company a plan was granted “au profit de” as the debtor', () => {
    const text =
      'Par jugement du 3 mars 2026, le tribunal a prononcé la résolution du plan de redressement arrêté le 2 mai 2022 au profit de la SARL KAZ MODÈLE, siège : 1, rue de la Paix, Nouméa, RIDET 1 000 001.001, et a prononcé sa liquidation judiciaire. Liquidateur : Me Paul EXEMPLE.';
    expect(thirdParties(text)).toEqual([]);
    expect(outcome(text)).toEqual(['procedure', '1000001001']);
  });

  it('still reads the company a plan de cession sells to as the buyer', () => {
    expect(thirdParties('Le tribunal a arrêté le plan de cession de la SARL KAZ MODÈLE, RIDET 1 000 001.001, au profit de la société EXEMPLE REPRISE, SAS, RIDET 2 000 002.001.')).toEqual(['2000002']);
  });
});

describe('the type when the heading and the body disagree', () => {
  it('reads the body when it denies the heading’s transfer of office', () => {
    const text =
      'AVIS DE TRANSFERT DE SIÈGE\n\nKAZ MODÈLE\nSARL, RIDET 1 000 001.001.\n\nPar décision du 3 mars 2026, les associés ont nommé M. Paul EXEMPLE gérant en remplacement de M. Jean MODÈLE, démissionnaire. Le siège social n’est pas modifié.';
    expect(outcome(text)).toEqual(['nomination', '1000001001']);
  });

  it('keeps a transfer of office whose body tells it, whatever the heading', () => {
    const text = 'AVIS DE TRANSFERT DE SIÈGE\n\nKAZ MODÈLE, SARL, RIDET 1 000 001.001.\n\nPar décision du 3 mars 2026, le siège social a été transféré au 5, rue du Port, Nouméa.';
    expect(outcome(text)).toEqual(['siege', '1000001001']);
  });

  it('reads a sale of shares under a heading that names only the new manager', () => {
    const text =
      'CHANGEMENT DE GÉRANT\n\nSARL KAZ MODÈLE – RIDET 1 000 001.001\n\nPar acte du 3 mars 2026, M. Jean MODÈLE a cédé la totalité de ses parts sociales à M. Paul EXEMPLE, nommé gérant le même jour en remplacement de M. Jean MODÈLE.';
    expect(outcome(text)).toEqual(['cession', '1000001001']);
  });

  it('does not read quitus to the directors for the year as a liquidation’s close', () => {
    const text =
      "KAZ MODÈLE, SA, RIDET 1 000 001.001.\nL'assemblée du 3 mars 2026 approuve les comptes de l'exercice et donne quitus aux administrateurs de leur gestion. Elle décide de transférer le siège social au 5, rue du Port, Nouméa.";
    expect(classifyNotice(text)?.type).toBe('siege');
    expect(classifyNotice('La société KAZ MODÈLE est dissoute. L’assemblée du 3 mars 2026 a donné quitus au liquidateur.')?.type).toBe('dissolution');
  });
});

describe('dates beside several acts', () => {
  it('does not date a notice by the replaced notice its first line cites', () => {
    const text =
      'ANNULE ET REMPLACE L’AVIS PARU AU JONC DU 9 AVRIL 2026\n\nKAZ MODÈLE\nSARL, RIDET : 1000001.001\n\nSuivant délibération de l’assemblée générale extraordinaire du 2 mars 2026, le capital a été porté à 2 000 000 F CFP.';
    expect(noticeOf(text).date).toBe('2026-03-02');
  });

  it('dates a dissolution and closure told together by the closing act', () => {
    const text =
      'SCI KAZ MODÈLE, RIDET 1 000 001.001.\nSuivant délibération du 5 janvier 2026, les associés ont décidé la dissolution anticipée de la société et nommé M. Paul EXEMPLE liquidateur.\nL’assemblée du 20 février 2026 a approuvé les comptes définitifs de liquidation et constaté la clôture de la liquidation.';
    expect(findActDate(text)).toBe('2026-02-20');
  });
});

describe('the new name of a decision told in the infinitive', () => {
  it('reads “a décidé d’adopter la dénomination X”', () => {
    expect(extractNameChange('L’assemblée du 3 mars 2026 a décidé d’adopter la dénomination KAZ NOUVEAU MODÈLE.').nouvelle).toBe('KAZ NOUVEAU MODÈLE');
    expect(extractNameChange('Les associés ont décidé de prendre la dénomination « KAZ NOUVEAU MODÈLE ».').nouvelle).toBe('KAZ NOUVEAU MODÈLE');
  });
});

describe('officers beside several decisions', () => {
  it('lists the co-manager in office “aux côtés de” whom a new one is appointed', () => {
    const text =
      'SCI KAZ MODÈLE — RIDET 1000001-001\nPar délibération du 3 mars 2026, les associés ont nommé M. Paul EXEMPLE cogérant aux côtés de M. Jean MODÈLE. Le siège social a été transféré au 5, rue du Port, Nouméa.';
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Jean MODÈLE (gérant)', 'Paul EXEMPLE (gérant)']);
  });

  it('does not list an appointee whose mission the court ends', () => {
    const text =
      'Par jugement du 3 mars 2026, le tribunal a prononcé la liquidation judiciaire de la SARL KAZ MODÈLE, RIDET 1 000 001.001. Liquidateur : Me Paul EXEMPLE. Il a été mis fin à la mission de M. Jean MODÈLE, commissaire à l’exécution du plan.';
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (liquidateur)']);
  });

  it('gives a replacing auditor the role of the one “également remplacé”', () => {
    const text =
      'KAZ MODÈLE, SA, RIDET 1 000 001.001.\nL’assemblée du 3 mars 2026 a nommé M. Paul EXEMPLE commissaire aux comptes titulaire. M. Jean MODÈLE, commissaire aux comptes suppléant, a également été remplacé par Mme Anne EXEMPLE.';
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Anne EXEMPLE (commissaire aux comptes suppléant)', 'Paul EXEMPLE (commissaire aux comptes)']);
  });

  it('gives a co-opted director the seat of the one who left “son mandat d’administrateur”', () => {
    const text =
      'KAZ MODÈLE, société anonyme, RIDET 1 000 001.001.\nLe conseil d’administration du 3 mars 2026 a pris acte de la démission de M. Jean MODÈLE de son mandat d’administrateur et a coopté en remplacement Mme Anne EXEMPLE, pour la durée restant à courir du mandat de son prédécesseur.';
    expect(officersOf(noticeOf(text))).toEqual(['Anne EXEMPLE (administrateur)']);
  });

  it('reads each name’s own office after a decision to split the chairman’s and the chief executive’s', () => {
    const text =
      'KAZ MODÈLE, société anonyme, RIDET 1 000 001.001.\nLe conseil d’administration du 3 mars 2026 a décidé de dissocier les fonctions de président du conseil d’administration et de directeur général : M. Jean MODÈLE demeure président du conseil d’administration et M. Paul EXEMPLE est nommé directeur général.';
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Jean MODÈLE (président)', 'Paul EXEMPLE (directeur général)']);
  });

  it('lists the firm whose auditor’s mandate a resolution renews (“le mandat du cabinet X”)', () => {
    const text =
      'KAZ MODÈLE, société anonyme, RIDET 1 000 001.001.\nPREMIÈRE RÉSOLUTION. — L’assemblée du 3 mars 2026 renouvelle le mandat du cabinet EXEMPLE AUDIT, commissaire aux comptes titulaire, pour six exercices.\nDEUXIÈME RÉSOLUTION. — L’assemblée décide de transférer le siège social au 5, rue du Port, Nouméa.';
    expect(officersOf(noticeOf(text))).toContain('EXEMPLE AUDIT (commissaire aux comptes)');
  });

  it('gives a company appointed “en remplacement, pour la durée restant à courir …,” the leaving auditor’s office', () => {
    const text =
      'KAZ MODÈLE, société anonyme, RIDET 1 000 001.001.\nL’assemblée générale ordinaire du 3 mars 2026 a pris acte de la démission de la société EXEMPLE AUDIT, commissaire aux comptes titulaire, et a nommé en remplacement, pour la durée restant à courir du mandat de son prédécesseur, la SARL MODÈLE CONSEIL, RIDET 2 000 002.001.';
    expect(officersOf(noticeOf(text))).toEqual(['MODÈLE CONSEIL (commissaire aux comptes)']);
  });
});
