import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { findPublicationDate } from '../../../kernel/normalise/publication-date.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of ordinary legal notices showed missing (test/kernel/normalise/bulletins).
// Every text here is made up for the rule it names.

describe('the sides of a contribution labelled alone', () => {
  it('publishes a partial contribution under the beneficiary on its “Bénéficiaire :” line, not the contributor above it', () => {
    const text =
      "APPORT PARTIEL D'ACTIF\n\nApporteuse : KAZ DISTRIBUTION, SA, RIDET 2 000 002.001\nBénéficiaire : BOIS DU NORD, SARL au capital porté à 9 000 000 F CFP, Koné, RIDET 1 000 001.001\n\nPar décision de l'assemblée générale extraordinaire du 3 mars 2026, la société BOIS DU NORD a reçu la branche d'activité « menuiserie » et a augmenté son capital en rémunération de cet apport.";
    expect(identityOf(text)).toEqual(['capital', 'BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads “Apporteur :” in the masculine as the giving side', () => {
    const text =
      "APPORT PARTIEL D'ACTIF\n\nApporteur : KAZ DISTRIBUTION, SA, RIDET 2 000 002.001\nBénéficiaire : BOIS DU NORD, SARL, Koné, RIDET 1 000 001.001\n\nPar décision de l'assemblée générale extraordinaire du 3 mars 2026, la société BOIS DU NORD a augmenté son capital de 5 000 000 F CFP en rémunération de l'apport de la branche « menuiserie ».";
    expect(identityOf(text)).toEqual(['capital', 'BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });
});

describe('the filer described by its legal form and trade', () => {
  it('sets aside “X, SARL d’expertise comptable, RIDET …” under the notice', () => {
    const text =
      "SARL BOIS DU NORD\ncapital : 500 000 F CFP — siège : Koné — RIDET : 1 000 001.001\nPar décision des associés du 3 mars 2026, Mme Ana EXEMPLE a été nommée cogérante.\nPour avis — KAZ CONSEIL, SARL d'expertise comptable, RIDET : 2 000 002.001";
    expect(identityOf(text)).toEqual(['nomination', 'BOIS DU NORD', 'SARL', '1000001001', '2026-03-03']);
  });

  it('keeps such a firm when it is the only company of its own notice', () => {
    const text = "KAZ CONSEIL, SARL d'expertise comptable, RIDET 2 000 002.001, Koné.\nPar décision des associés du 3 mars 2026, le siège social a été transféré à Pouembout.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ CONSEIL', 'SARL', '2000002001', '2026-03-03']);
  });
});

describe('a constitution by one founder', () => {
  it('types “M. X a constitué seul une EURL dénommée …” as creation', () => {
    const text =
      "EURL « KAZ TRAITEUR »\nRIDET 1 000 001/001\n\nAux termes d'un acte du 3 mars 2026, M. Paul EXEMPLE a constitué seul une EURL dénommée KAZ TRAITEUR, pour objet la restauration, pour 99 ans.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ TRAITEUR', 'EURL', '1000001001', '2026-03-03']);
  });

  it('does not read a provision the company set up as a constitution', () => {
    const text = 'KAZ BOIS, SARL, RIDET 1 000 001.001. Par décision du 3 mars 2026, la gérance a constitué une provision pour risques.';
    expect(identityOf(text)).toBe('type_inconnu');
  });
});

describe('a publication named with its date on a line of its own', () => {
  it('reads a closing “Les Nouvelles du Lagon, 7 mars 2026” as the publication date', () => {
    expect(findPublicationDate('FIN DE LOCATION-GÉRANCE\nLa location-gérance consentie par acte du 1er avril 2021 a pris fin.\n\nLes Nouvelles du Lagon, 7 mars 2026')).toBe('2026-03-07');
  });

  it('reads the title and date in brackets', () => {
    expect(findPublicationDate('Rectificatif — le numéro RIDET est 1 000 001.001.\n(Journal du Nord, 27 février 2026)')).toBe('2026-02-27');
  });

  it('does not read a signature’s place and date as one', () => {
    expect(findPublicationDate('Par acte du 19 février 2026, la société a cédé son fonds.\nNouméa, 4 mars 2026')).toBeNull();
    expect(findPublicationDate('Par acte du 19 février 2026, la société a cédé son fonds.\nPour avis, la gérance, 4 mars 2026')).toBeNull();
  });

  it('dates a notice by it rather than by its act', () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds de boulangerie consentie par la société BOIS DU NORD (SARL, RIDET 1000001-001) à la société KAZ PAIN (SARL, RIDET 2000002-001) suivant acte du 1er avril 2021 a pris fin le 28 février 2026.\n\nLes Échos du Nord, 7 mars 2026";
    expect(identityOf(text)).toEqual(['cession', 'BOIS DU NORD', 'SARL', '1000001001', '2026-03-07']);
  });
});

describe('officers', () => {
  it('lists the company appointed after a replaced company whose identifier is in brackets', () => {
    const text =
      "KAZ BOIS\nSAS au capital de 1 000 000 F CFP\nRIDET n° 1 000 001.001\n\nAux termes des décisions collectives du 3 mars 2026, les associés ont désigné en qualité de présidente, en remplacement de la société ALPHA INVEST (RIDET n° 2 000 002.001), démissionnaire, la société BETA HOLDING, SARL au capital de 1 000 000 F CFP, RIDET n° 3 000 003.001, représentée par son gérant M. Paul EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['BETA HOLDING (président)']);
  });

  it('does not list a liquidator whose mission is said ended beside the name', () => {
    const text =
      "CLÔTURE POUR INSUFFISANCE D'ACTIF\nJugement du tribunal mixte de commerce de Nouméa du 3 mars 2026 : clôture pour insuffisance d'actif des opérations de liquidation judiciaire de l'EURL KAZ BOIS, Koné, RIDET 1000001/001, ouverte le 7 mai 2024. Liquidateur : Maître Paul EXEMPLE (mission achevée).";
    expect(officersOf(noticeOf(text))).toEqual([]);
  });

  it('keeps a liquidator appointed until the end of the mission', () => {
    const text =
      "KAZ BOIS, SARL, RIDET 1 000 001.001.\nL'assemblée générale extraordinaire du 3 mars 2026 a décidé la dissolution anticipée de la société et sa mise en liquidation amiable. Liquidateur : M. Paul EXEMPLE, jusqu'à la fin de sa mission.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (liquidateur)']);
  });

  it('gives the role of “Il en est le gérant” to the founder named in the sentence before', () => {
    const text =
      "EURL « KAZ TRAITEUR »\nRIDET 1 000 001/001\n\nAux termes d'un acte du 3 mars 2026, M. Paul EXEMPLE a constitué seul une EURL dénommée KAZ TRAITEUR, pour objet la restauration, pour 99 ans. Il en est le gérant pour une durée illimitée.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('does not give it across genders', () => {
    const text =
      "EURL « KAZ TRAITEUR »\nRIDET 1 000 001/001\n\nAux termes d'un acte du 3 mars 2026, M. Paul EXEMPLE a constitué seul une EURL dénommée KAZ TRAITEUR, pour objet la restauration, pour 99 ans. Elle en est la gérante.";
    expect(officersOf(noticeOf(text))).toEqual([]);
  });
});

describe('the sides of a merger labelled alone', () => {
  it('publishes the capital notice under “Absorbante :”, not “Absorbée :” printed first', () => {
    const text =
      "FUSION\n\nAbsorbée : KAZ BOIS, SARL, RIDET 2 000 002.001\nAbsorbante : BOIS DU NORD, SAS, RIDET 1 000 001.001\n\nL'assemblée générale extraordinaire de BOIS DU NORD du 3 mars 2026 a approuvé la fusion et augmenté son capital de 4 000 000 F CFP.";
    expect(identityOf(text)).toEqual(['capital', 'BOIS DU NORD', 'SAS', '1000001001', '2026-03-03']);
  });
});

describe('a beneficiary that is no side of a contribution', () => {
  it('does not take “Bénéficiaire :” of a reserved issue of shares for the company whose capital grows', () => {
    const text =
      "AUGMENTATION DE CAPITAL RÉSERVÉE\n\nBOIS DU NORD, SAS, Koné, RIDET 1 000 001.001\nBénéficiaire : KAZ HOLDING, SARL, RIDET 2 000 002.001\n\nL'assemblée générale extraordinaire du 3 mars 2026 a augmenté le capital de 4 000 000 F CFP par apport en numéraire, par émission d'actions nouvelles réservées au bénéficiaire.";
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok ? result.notice.ridet : result?.quarantine.reason).not.toBe('2000002001');
  });
});
