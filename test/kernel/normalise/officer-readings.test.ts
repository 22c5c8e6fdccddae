import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

// Texts made up for these rules (issue 32): each names one way a reader ties a name to a role.
const HEADER = 'NOMINATION\nOMÉGA SERVICES\nSARL au capital de 1 000 000 F CFP\nRIDET 1 345 690.001\n';
const SA = 'NOMINATION\nOMÉGA INDUSTRIES\nSA au capital de 10 000 000 F CFP\nRIDET 1 345 691.001\n';

describe('officers: a role noun right before the name', () => {
  it("'Ont été nommés : président, M. X ; directeur général, Mme Y' (a former role in apposition is no leaving)", () => {
    const notice = noticeOf(`${SA}L'assemblée du 2 mars 2026 a transformé la société.\nOnt été nommés : président, M. Paul UN, précédemment gérant ; directeur général, Mme Léa DEUX.`);
    expect(officersOf(notice)).toEqual(['Paul UN (président)', 'Léa DEUX (directeur général)']);
  });

  it("'Nouvelle mention : président, M. X' after 'Ancienne mention : gérant, M. X'", () => {
    const notice = noticeOf(`${SA}Transformation décidée le 2 mars 2026.\nAncienne mention : gérant, M. Paul UN.\nNouvelle mention : président, M. Paul UN ; directrice générale, Mme Léa DEUX.`);
    expect(officersOf(notice)).toEqual(['Paul UN (président)', 'Léa DEUX (directeur général)']);
  });

  it("old and new mentions on one line: 'Administration : ancienne mention : gérant : M. X ; nouvelle mention : président : M. X'", () => {
    const notice = noticeOf(`${SA}Transformation décidée le 2 mars 2026.\nAdministration : ancienne mention : gérant : M. Paul UN ; nouvelle mention : président : M. Paul UN.`);
    expect(officersOf(notice)).toEqual(['Paul UN (président)']);
  });

  it("'conférés à la gérante, Mme X' names the officer in office", () => {
    const notice = noticeOf(`${HEADER}Le siège social a été transféré à Koné le 2 mars 2026. Tous pouvoirs sont conférés à la gérante, Mme Ana TROIS, pour accomplir les formalités.`);
    expect(officersOf(notice)).toEqual(['Ana TROIS (gérant)']);
  });

  it("'Les cogérants, le Dr X et le Dr Y, demeurent en fonctions'", () => {
    const notice = noticeOf(`${HEADER}Le siège a été transféré le 2 mars 2026. Les cogérants, le Dr Ana UN et le Dr Marc DEUX, demeurent en fonctions.`);
    expect(officersOf(notice)).toEqual(['Ana UN (gérant)', 'Marc DEUX (gérant)']);
  });

  it("'Les premiers cogérants de la société sont M. X et Mme Y'", () => {
    const notice = noticeOf(`${HEADER}Le capital a été augmenté le 2 mars 2026. Les premiers cogérants de la société sont M. Jean UN et Mme Marie DEUX, son épouse, demeurant ensemble à Païta.`);
    expect(officersOf(notice)).toEqual(['Jean UN (gérant)', 'Marie DEUX (gérant)']);
  });
});

describe('officers: a name printed without civility', () => {
  it("after a role label: 'Gérante : Lina TROIS.'", () => {
    const notice = noticeOf(`${HEADER}Le capital a été augmenté le 2 mars 2026.\nGérante : Lina TROIS.`);
    expect(officersOf(notice)).toEqual(['Lina TROIS (gérant)']);
  });

  it("under a signature's role: 'Le Président-Directeur général,\\nPaul QUATRE'", () => {
    const notice = noticeOf(`${SA}Le capital a été augmenté le 2 mars 2026.\nPour avis,\nLe Président-Directeur général,\nPaul QUATRE`);
    expect(officersOf(notice)).toEqual(['Paul QUATRE (président)', 'Paul QUATRE (directeur général)']);
  });

  it('a civility printed in capitals is no part of the name', () => {
    const notice = noticeOf(`${SA}TRANSFERT DU SIEGE SOCIAL A KONE DECIDE LE 2 MARS 2026\nDIRECTRICE GENERALE : MME JOSY CINQ`);
    expect(officersOf(notice)).toEqual(['JOSY CINQ (directeur général)']);
  });
});

describe('officers: appointments and what stays', () => {
  it("'ont nommé en remplacement, pour une durée indéterminée, M. Y' after a resignation", () => {
    const notice = noticeOf(`${HEADER}Le 2 mars 2026, les associés ont pris acte de la démission de M. Kim PART de ses fonctions de gérant et ont nommé en remplacement, pour une durée indéterminée, M. Tom NOUVEAU, demeurant à Païta.`);
    expect(officersOf(notice)).toEqual(['Tom NOUVEAU (gérant)']);
  });

  it('the same, written with slips (démmission, fonction, nomée)', () => {
    const notice = noticeOf(`${HEADER}Le 2 mars 2026, les associés ont pris acte de la démmission de M. Kim PART de ses fonction de gérant et ont nomée en remplacement Mme Ana NOUVELLE, demeurant a Dumbea.`);
    expect(officersOf(notice)).toEqual(['Ana NOUVELLE (gérant)']);
  });

  it("'M. X reste seul gérant' after a co-manager leaves", () => {
    const notice = noticeOf(`${HEADER}Le 2 mars 2026, M. Kim PART a démissionné de ses fonctions de cogérant.\nM. Tom RESTE reste seul gérant.`);
    expect(officersOf(notice)).toEqual(['Tom RESTE (gérant)']);
  });

  it("'Sont désignés …, en qualité d'administrateurs, pour la durée … :' then a list", () => {
    const notice = noticeOf(`${SA}Article 1er : Sont désignés pour siéger au conseil de la société, en qualité d'administrateurs, jusqu'à l'assemblée qui statuera sur les comptes de l'exercice 2028 :\n– M. Jean UN ;\n– Mme Marie DEUX.\nArticle 2 : La délibération du 2 mars 2020 est abrogée en ce qu'elle concerne MM. Paul TROIS et Luc QUATRE.`);
    expect(officersOf(notice)).toEqual(['Jean UN (administrateur)', 'Marie DEUX (administrateur)']);
  });

  it("'M. X exerce ainsi les fonctions de président-directeur général'", () => {
    const notice = noticeOf(`${SA}Le conseil du 2 mars 2026 a renouvelé M. Jean UN dans ses fonctions de président du conseil d'administration et lui a confié la direction générale ; M. Jean UN exerce ainsi les fonctions de président-directeur général. Le siège social a été transféré à Koné.`);
    expect(officersOf(notice)).toEqual(['Jean UN (président)', 'Jean UN (directeur général)']);
  });

  it("'M. X, administrateur unique, a été remplacé dans ses fonctions par M. Y' lists only Y", () => {
    const notice = noticeOf(`${HEADER}Par délibération du 2 mars 2026, M. Jean AVANT, administrateur unique, a été remplacé dans ses fonctions, à sa demande, par M. Paul APRÈS, demeurant à Thio, nommé administrateur unique pour trois ans.`);
    expect(officersOf(notice)).toEqual(['Paul APRÈS (administrateur)']);
  });
});

describe('officers: each name of a list with its own role', () => {
  it("'M. X a été nommé commissaire aux comptes titulaire et M. Y commissaire aux comptes suppléant'", () => {
    const notice = noticeOf(`${SA}L'assemblée du 2 mars 2026 : M. Jean UN a été nommé commissaire aux comptes titulaire et M. Luc DEUX commissaire aux comptes suppléant, pour six exercices.`);
    expect(officersOf(notice)).toEqual(['Jean UN (commissaire aux comptes)', 'Luc DEUX (commissaire aux comptes suppléant)']);
  });

  it("'nommé commissaire aux comptes titulaire la société K, SARL, RIDET …, et commissaire aux comptes suppléant M. D'", () => {
    const notice = noticeOf(`${SA}L'assemblée du 2 mars 2026 a nommé commissaire aux comptes titulaire la société KAPPA AUDIT, SARL, RIDET 1 345 692.001, et commissaire aux comptes suppléant M. Paul DEUX.`);
    expect(officersOf(notice)).toEqual(['KAPPA AUDIT (commissaire aux comptes)', 'Paul DEUX (commissaire aux comptes suppléant)']);
  });

  it("a renewed 'mandat de commissaire aux comptes titulaire de la société F' is not the next appointee's 'en qualité de … suppléant'", () => {
    // The company's own number passes the check here: a failing one would be read as the auditor's, its twin (misprinted-twin.ts).
    const notice = noticeOf(`NOMINATION\nOMÉGA INDUSTRIES\nSA au capital de 10 000 000 F CFP\nRIDET 1 345 701.001\nL'assemblée du 2 mars 2026 a renouvelé le mandat de commissaire aux comptes titulaire de la société FIDUCIAIRE UN, SELARL, RIDET 1 345 693.001, et nommé en qualité de commissaire aux comptes suppléant la société AUDIT DEUX, SARL, RIDET 1 345 694.001, en remplacement de M. Jean PART.`);
    expect(officersOf(notice)).toEqual(['FIDUCIAIRE UN (commissaire aux comptes)', 'AUDIT DEUX (commissaire aux comptes suppléant)']);
  });
});

describe('officers: court appointees', () => {
  it("'Représentant des créanciers' is the mandataire judiciaire", () => {
    const notice = noticeOf(`Par jugement du 3 mars 1999, le tribunal a ouvert le redressement judiciaire de la société DELTA MARINE, SARL, RIDET 1 345 695.001.\nAdministrateur judiciaire : Me Paul UN.\nReprésentant des créanciers : Me Luc DEUX.`);
    expect(officersOf(notice)).toEqual(['Paul UN (administrateur judiciaire)', 'Luc DEUX (mandataire judiciaire)']);
  });

  it("a label opening with its role governs however long its qualification: 'Mandataire judiciaire, maintenu en fonctions jusqu'à … : Me X'", () => {
    const notice = noticeOf(`Par jugement du 8 avril 2026, le tribunal a arrêté le plan de redressement de la société DELTA CARRIÈRES, SARL, RIDET 1 345 696.001.\nMandataire judiciaire, qui poursuit sa mission jusqu'à la clôture des opérations de vérification : Me Julie TROIS.`);
    expect(officersOf(notice)).toEqual(['Julie TROIS (mandataire judiciaire)']);
  });

  it('a label governs its own line, not a sentence on the next line that ends another mission', () => {
    const notice = noticeOf(`Par jugement du 26 mars 2026, le tribunal a prononcé la liquidation judiciaire de la société DELTA NAVETTES, SARL, RIDET 1 345 697.001.\nLiquidateur : Me Sophie UN, 4, rue des Lilas, 98800 Nouméa\nIl est mis fin à la mission du commissaire à l'exécution du plan, la SELARL MANDATS DU SUD.`);
    expect(officersOf(notice)).toEqual(['Sophie UN (liquidateur)']);
  });
});

describe('officers: a company officer and who represents whom', () => {
  it("'demeure présidente de la société bénéficiaire' when the notice labels the subject 'Société bénéficiaire'", () => {
    const notice = noticeOf(`APPORT PARTIEL D'ACTIF\nSociété apporteuse : GROUPE UN, SA au capital de 1 000 000 F CFP, RIDET 1 345 698.001.\nSociété bénéficiaire : FILIALE DEUX, SAS au capital de 2 000 000 F CFP, RIDET 1 345 699.001.\nL'assemblée de la société bénéficiaire du 2 mars 2026 a approuvé l'apport et augmenté le capital.\nLa société GROUPE UN, représentée par M. Jo REP, demeure présidente de la société bénéficiaire.`);
    expect(notice.denomination).toBe('FILIALE DEUX');
    expect(officersOf(notice)).toEqual(['GROUPE UN (président)']);
  });

  it("'la société H demeure présidente de la société S, représentée par son directeur général, M. B': B represents H, not S", () => {
    const notice = noticeOf(`${HEADER}Le capital a été augmenté le 2 mars 2026. La société HOLDING UN demeure présidente de la société OMÉGA SERVICES, représentée par son directeur général, M. Paul DEUX.`);
    expect(officersOf(notice)).toEqual(['HOLDING UN (président)']);
  });
});

describe('officers: names that other words surround', () => {
  it("an appointment after a profession in apposition: 'Maître X, avocate associée, a été nommée cogérante …, aux côtés de Maître Y, gérant'", () => {
    const notice = noticeOf(`${HEADER}Par décision du 6 janvier 2026, Maître Ana UN, avocate associée, a été nommée cogérante pour une durée indéterminée, aux côtés de Maître Paul DEUX, gérant.`);
    expect(officersOf(notice)).toEqual(['Ana UN (gérant)', 'Paul DEUX (gérant)']);
  });

  it("an appointment after two appositions: 'de nommer Maître X, avocate au barreau de Nouméa, associée, en qualité de cogérante'", () => {
    const notice = noticeOf(`${HEADER}L'assemblée du 6 janvier 2026 a décidé de nommer Maître Ana UN, avocate au barreau de Nouméa, associée, en qualité de cogérante, aux côtés de Maître Paul DEUX, gérant en fonctions.`);
    expect(officersOf(notice)).toEqual(['Ana UN (gérant)', 'Paul DEUX (gérant)']);
  });

  it("a company named by its capitals and its form after it: 'et de la CAISSE X, S.A., représentée par M. Y'", () => {
    const notice = noticeOf(`${SA}L'assemblée du 2 mars 2026 a renouvelé les mandats d'administrateur de M. Jean UN et de la CAISSE DES DÉPÔTS UNIS, S.A., représentée par M. Luc REP, pour six ans. Le siège social a été transféré à Koné.`);
    expect(officersOf(notice)).toEqual(['Jean UN (administrateur)', 'CAISSE DES DÉPÔTS UNIS (administrateur)']);
  });

  it('a label after a name is no given name of it', () => {
    const notice = noticeOf(`Par jugement du 4 avril 2026, le tribunal a ouvert une procédure de sauvegarde à l'égard de la société DELTA PLONGÉE, SAS, RIDET 1 345 700.001.\nAdministrateur : Me Olivier UN Mandataire : Me Corinne DEUX`);
    expect(officersOf(notice)).toEqual(['Olivier UN (administrateur judiciaire)', 'Corinne DEUX (mandataire judiciaire)']);
  });
});

describe('officers: two given names sharing one surname', () => {
  it("'Les cogérants de la SNC, MM. Jean et Paul X, gèrent seuls le fonds'", () => {
    const notice = noticeOf(`FIN DE LOCATION-GÉRANCE\nLa location-gérance du fonds consentie par la SNC OMÉGA FRÈRES, RIDET 1 345 701.001, à M. Yves LOUEUR, a pris fin le 28 février 2026.\nLes cogérants de la SNC, MM. Jean et Paul OMÉGA, gèrent seuls le fonds depuis cette date.`);
    expect(officersOf(notice)).toEqual(['Jean OMÉGA (gérant)', 'Paul OMÉGA (gérant)']);
  });
});

describe('officers: a civility starts a new name', () => {
  it("'Gérants : M. Jean UN Mme Ana DEUX' (no comma between) gives two people", () => {
    const notice = noticeOf(`${HEADER}Le siège social a été transféré à Koné le 2 mars 2026.\nCogérants : M. Jean UN Mme Ana DEUX`);
    expect(officersOf(notice)).toEqual(['Jean UN (gérant)', 'Ana DEUX (gérant)']);
  });
});

describe('officers: a table of functions and holders', () => {
  it('each row gives its function to the new holder; the old holder leaves unless the new cell says unchanged', () => {
    const table = [
      'Fonction                     Ancien titulaire       Nouveau titulaire',
      'Président                    M. Jean UN             inchangé',
      'Directeur général            M. Paul DEUX           Mme Ana TROIS',
      'Directeur général délégué    –                      M. Luc QUATRE',
    ].join('\n');
    const notice = noticeOf(`${SA}NOMINATION DE DIRIGEANTS – décisions du 2 mars 2026\n\n${table}\n\nPour avis.`);
    expect(officersOf(notice)).toEqual(['Jean UN (président)', 'Ana TROIS (directeur général)', 'Luc QUATRE (directeur général délégué)']);
  });
});

// (2026-12-07, thirteenth session, from equipages eq25) 'n'exerce pas de fonction' says it as 'aucune' does.
describe("officers: a partner who 'n'exerce pas de fonction de direction'", () => {
  it('is no officer, though the partners in name decide together', () => {
    const text =
      "PHARMACIE DES TESTS\nSociété en nom collectif au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nAux termes d'une assemblée générale extraordinaire du 25 février 2026, les associés en nom, Mme Lise TESTARD, docteur en pharmacie, et M. Paul TESTIN, docteur en pharmacie, ont décidé de proroger la durée de la société.\nMme Lise TESTARD conserve ses fonctions de gérante. M. Paul TESTIN, associé, n'exerce pas de fonction de direction.";
    expect(officersOf(noticeOf(text))).toEqual(['Lise TESTARD (gérant)']);
  });
});

describe('officers: a person whose own clause says they hold no office', () => {
  it('lists no office for the partner who `n’exerce aucune fonction de direction` nor the one who `a décliné cette nomination`', () => {
    const notice = noticeOf(
      `${HEADER}Les associés du 2 mars 2026 ont nommé M. Paul UN cogérant. M. Marc DEUX conserve ses fonctions de cogérant. Mme Léa TROIS, simple associée, n'exerce aucune fonction de direction. Mme Anne QUATRE, qui avait été pressentie pour la cogérance, a décliné cette nomination.`,
    );
    expect(officersOf(notice)).toEqual(['Paul UN (gérant)', 'Marc DEUX (gérant)']);
  });

  // Made up (2026-12-07, seventeenth session, from tourelles tv19).
  it('lists none for the one its participle right after the name says holds none (`M. X n’exerçant aucune fonction de gérance`), but the participle of another subject says nothing of the person before it', () => {
    const decided = `${HEADER}L'assemblée du 2 mars 2026 a modifié la gérance.\n`;
    expect(officersOf(noticeOf(`${decided}Gérance : Mme Léa UN, seule gérante, M. Paul DEUX n'exerçant aucune fonction de gérance.`))).toEqual(['Léa UN (gérant)']);
    expect(officersOf(noticeOf(`${decided}Est nommé gérant pour une durée indéterminée M. Paul DEUX, demeurant à Bourail, les associées n'exerçant aucune fonction de gérance.`))).toEqual(['Paul DEUX (gérant)']);
  });
});

describe('officers: a sentence whose verb ends offices', () => {
  it('reads every person named after `a mis fin, à l’issue de l’assemblée, aux fonctions de` as leaving, the new board as appointed', () => {
    const notice = noticeOf(
      `${SA}L'assemblée du 2 mars 2026 a changé le mode de direction de la société. Cette décision a mis fin, à l'issue de l'assemblée, aux fonctions de M. Paul UN, président du directoire, ainsi qu'à celles des membres du conseil de surveillance, M. Marc DEUX et Mme Léa TROIS, présidente du conseil de surveillance.\nLa même assemblée a nommé M. Jean QUATRE administrateur.`,
    );
    expect(notice.dirigeants.filter((d) => d.action !== 'cessation').map((d) => d.nom)).toEqual(['QUATRE']);
  });
});

describe('officers: a sister company whose name goes on past the subject’s', () => {
  it('reads `la société OMÉGA SERVICES GESTION, SARL, RIDET …` as the manager of OMÉGA SERVICES, its own identifier printed', () => {
    const notice = noticeOf(`${HEADER}Les associés du 2 mars 2026 ont transféré le siège au 5, rue Exemple, Nouméa.\nLa gérance est toujours exercée par la société OMÉGA SERVICES GESTION, SARL, RIDET 1 000 001.001.`);
    expect(officersOf(notice)).toEqual(['OMÉGA SERVICES GESTION (gérant)']);
  });
});

// Made up (2026-12-07, seventeenth session, from lanternons lq02).
describe('officers: the notice’s own company by its noun alone, represented by its officer', () => {
  it('lists the officer `la société est représentée par sa présidente` names, not another company’s named so', () => {
    const transformed = `${HEADER}L'assemblée du 3 mars 2026 a décidé la transformation de la société en société par actions simplifiée.\n`;
    expect(officersOf(noticeOf(`${transformed}Sous sa nouvelle forme, la société est représentée par sa présidente, Mme Léa UN, demeurant à Païta, nommée pour une durée illimitée.`))).toEqual(['Léa UN (président)']);
    expect(officersOf(noticeOf(`${transformed}La société ALPHA TEST, associée, est représentée par sa présidente, Mme Léa UN.`))).toEqual([]);
  });
});
