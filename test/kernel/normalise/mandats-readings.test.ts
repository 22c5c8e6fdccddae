import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about officers showed missing (test/kernel/normalise/mandats):
// an officer who keeps an office beside a newcomer, a death told with its date between, a director
// elected chairman 'en qualité de', a reflexive self-appointment, an officer company whose name opens
// with SOCIÉTÉ D', a paragraph of fields closed by full stops. Every text here is made up for the
// rule it names.

const header = 'KAZ EXEMPLE\nSociété par actions simplifiée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\n';

describe('an officer who keeps an office beside a newcomer', () => {
  it("lists 'M. X conserve ses fonctions de directeur général' after a new president", () => {
    const notice = noticeOf(
      `${header}Par décisions du 3 mars 2026, les associés ont nommé Mme Ana MODÈLE présidente en remplacement de M. Luc ANCIEN, démissionnaire.\n\nM. Paul EXEMPLE conserve ses fonctions de directeur général.`,
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (président)', 'Paul EXEMPLE (directeur général)']);
  });

  it("lists 'Mme Y garde son mandat d'administratrice'", () => {
    const notice = noticeOf(`${header}L'assemblée du 3 mars 2026 a nommé M. Paul EXEMPLE administrateur. Mme Ana MODÈLE garde son mandat d'administratrice.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (administrateur)', 'Ana MODÈLE (administrateur)']);
  });

  it("lists one who takes his office up again: 'M. X, qui avait été désigné liquidateur, a retrouvé ses fonctions de gérant', 'reprend ses fonctions de'", () => {
    const sarl = 'KAZ EXEMPLE\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\n';
    const capital = "L'assemblée du 28 avril 2026 a décidé d'augmenter le capital social de 1 000 000 F CFP.\n\n";
    expect(officersOf(noticeOf(`${sarl}${capital}La dissolution votée le 12 février 2026 a été rapportée le 20 mars 2026 et M. Paul EXEMPLE, qui avait été désigné liquidateur, a retrouvé ses fonctions de gérant.`))).toEqual(['Paul EXEMPLE (gérant)']);
    expect(officersOf(noticeOf(`${sarl}${capital}Mme Ana MODÈLE reprend ses fonctions de gérante.`))).toEqual(['Ana MODÈLE (gérant)']);
  });

  // Made up (2026-12-07, seventeenth session, from tourelles tv12).
  it("lists one who leaves an office and keeps another by the participle: 'Mme X conservant ses fonctions de directrice générale'", () => {
    const notice = noticeOf(
      `${header}Aux termes d'une assemblée du 10 avril 2026, les associés ont décidé :\n– de prendre acte de la démission de Mme Ana MODÈLE de ses fonctions de présidente, Mme Ana MODÈLE conservant ses fonctions de directrice générale ;\n– de nommer en qualité de président M. Paul EXEMPLE.`,
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (directeur général)', 'Paul EXEMPLE (président)']);
  });

  it("does not list 'M. X ne conserve pas ses fonctions'", () => {
    const notice = noticeOf(`${header}Par décisions du 3 mars 2026, Mme Ana MODÈLE a été nommée présidente. M. Paul EXEMPLE ne conserve pas ses fonctions de directeur général.`);
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (président)']);
  });
});

describe('a death told with its date between the word and the name', () => {
  it("does not list 'a pris acte du décès, survenu le …, de M. X, président'", () => {
    const notice = noticeOf(
      `${header}Le conseil d'administration du 3 mars 2026 a pris acte du décès, survenu le 1er février 2026, de M. Luc ANCIEN, président, et a nommé Mme Ana MODÈLE présidente.`,
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (président)']);
  });

  it("still does not list 'suite au décès de M. X, gérant'", () => {
    const notice = noticeOf(
      'KAZ BOIS\nSARL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\nSuite au décès de M. Luc ANCIEN, gérant, l’assemblée du 3 mars 2026 a nommé Mme Ana MODÈLE gérante.',
    );
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (gérant)']);
  });
});

describe("a director elected chairman 'en qualité de'", () => {
  it("lists 'a élu M. X, administrateur, en qualité de président du conseil d'administration' in both offices", () => {
    const notice = noticeOf(
      "KAZ EXEMPLE\nSociété anonyme au capital de 10 000 000 F CFP\nRIDET 1 000 001.001\n\nLe conseil d'administration du 3 mars 2026 a pris acte de la démission de M. Luc ANCIEN de ses fonctions de président et a élu M. Paul EXEMPLE, administrateur, en qualité de président du conseil d'administration.",
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (administrateur)', 'Paul EXEMPLE (président)']);
  });
});

describe('a reflexive self-appointment', () => {
  const eurl = 'KAZ OUTILS\nEURL au capital de 100 000 F CFP\nRIDET 1 000 001.001\n\n';

  it("gives the office to the sentence's subject: 'l'associée unique, Mme X, a mis fin aux fonctions de M. Y et s'est nommée elle-même gérante'", () => {
    const notice = noticeOf(`${eurl}Par décision du 3 mars 2026, l'associée unique, Mme Ana MODÈLE, a mis fin aux fonctions de gérant de M. Luc ANCIEN et s'est nommée elle-même gérante.`);
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (gérant)']);
  });

  it("reads 'M. X s'est nommé gérant' without the pronoun", () => {
    const notice = noticeOf(`${eurl}Par décision du 3 mars 2026, l'associé unique M. Paul EXEMPLE s'est nommé gérant en remplacement de M. Luc ANCIEN, démissionnaire.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it('gives it to nobody when the first person is a complement', () => {
    const notice = noticeOf(`${eurl}Sur proposition de M. Luc ANCIEN, l'associée unique s'est nommée gérante le 3 mars 2026.`);
    expect(officersOf(notice)).toEqual([]);
  });

  it("gives it to nobody when the participle's gender is not the person's", () => {
    const notice = noticeOf(`${eurl}Le 3 mars 2026, Mme Ana MODÈLE, associée, a constaté que l'associé unique s'est nommé gérant.`);
    expect(officersOf(notice)).toEqual([]);
  });
});

describe("an officer company whose name opens with SOCIÉTÉ D'", () => {
  it("keeps SOCIÉTÉ in 'Commissaire aux comptes titulaire : SOCIÉTÉ D'AUDIT EXEMPLE, SARL'", () => {
    const notice = noticeOf(
      "AVIS DE CONSTITUTION\n\nDénomination : KAZ EXEMPLE\nForme : SAS\nCapital : 1 000 000 F CFP\nPrésident : M. Paul EXEMPLE\nCommissaire aux comptes titulaire : SOCIÉTÉ D'AUDIT EXEMPLE, SARL\nActe du 3 mars 2026\nRIDET : 1 000 001.001",
    );
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (président)', "SOCIÉTÉ D'AUDIT EXEMPLE (commissaire aux comptes)"]);
  });

  it("still leaves out 'la société' written before an officer company's name", () => {
    const notice = noticeOf(`${header}L'assemblée du 3 mars 2026 a nommé la société AUDIT EXEMPLE, SARL, commissaire aux comptes titulaire.`);
    expect(officersOf(notice)).toEqual(['AUDIT EXEMPLE (commissaire aux comptes)']);
  });
});

describe('a paragraph of fields closed by full stops', () => {
  it('reads the name, the form and the manager of a one-paragraph constitution', () => {
    const text =
      'Constitution — Dénomination : KAZ EXEMPLE. Forme : société en nom collectif. Capital : 100 000 F CFP. Siège : Koné. Objet : transport. Durée : 99 ans. Associés en nom : M. Luc ANCIEN et M. Jean ANCIEN. Gérant non associé : M. Paul EXEMPLE, domicilié à Voh. Acte du 03.03.2026. RIDET : 1 000 001.001.';
    expect(identityOf(text)).toEqual(['creation', 'KAZ EXEMPLE', 'SNC', '1000001001', '2026-03-03']);
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });
});

// Made up (sixteenth session, from treillis kh03; cordees yr34, prestataires jb15 and vitraux yq32
// read so too). A court's appointee belongs to a procedure.
describe("a court's appointee named in a notice of the company's own founding, capital, seat or articles", () => {
  it("is a neighbour's or the filing agent, no officer of the company", () => {
    const capital = `des paiements : 02/02/2026. Mandataire judiciaire : Maître Yann TESTARD.\n\n${header}AUGMENTATION DE CAPITAL\n\nL'assemblée du 12 mars 2026 a porté le capital social à 12 500 000 F CFP.\nPrésident : M. Paul EXEMPLE.\nPour avis.`;
    expect(officersOf(noticeOf(capital))).toEqual(['Paul EXEMPLE (président)']);
    const seat = `${header}Par décision du 1er octobre 2026, les associés ont transféré le siège social au 3, rue des Tests, 98800 Nouméa. Président : M. Paul EXEMPLE.\nPour avis, le mandataire : cabinet KAZ GESTION, SARL, RIDET 2 000 008.001.`;
    expect(officersOf(noticeOf(seat))).toEqual(['Paul EXEMPLE (président)']);
  });

  it("is the court's in the procedure's own notice", () => {
    const judgment = "TRIBUNAL MIXTE DE COMMERCE DE NOUMÉA\nJugement du 3 mars 2026\nOuverture d'une procédure de redressement judiciaire à l'égard de la société KAZ EXEMPLE, SAS, RIDET 1 000 001.001. Date de cessation des paiements : 02/02/2026. Mandataire judiciaire : Maître Yann TESTARD.";
    expect(officersOf(noticeOf(judgment))).toContain('Yann TESTARD (mandataire judiciaire)');
  });
});

// Made up (sixteenth session, from coupoles uk21; banales bn03, ricochets ri36, sillages wc02 read so too).
describe("an office entrusted with its term between the verb and the holder", () => {
  it("reads 'La gérance est confiée, sans limitation de durée, à la société X' and 'confiée, pour une durée illimitée, à M. Y'", () => {
    const sci = "CONSTITUTION\nSuivant acte du 3 juin 2026, il a été constitué la SCI « KAZ TEST », société civile immobilière au capital de 200 000 F CFP.\nImmatriculée le 12 juin 2026, la société a reçu le numéro RIDET 1 000 001.001.\n";
    expect(officersOf(noticeOf(`${sci}La gérance est confiée, sans limitation de durée, à la société ESSAIS & TOITURES, représentée par son gérant, M. Paul EXEMPLE.`))).toEqual(['ESSAIS & TOITURES (gérant)']);
    expect(officersOf(noticeOf(`${sci}La gérance est confiée, pour une durée illimitée, à M. Paul EXEMPLE.`))).toEqual(['Paul EXEMPLE (gérant)']);
  });
});


// Made up (sixteenth session, from corbeaux lx17). A table of the mandates that expired: the former
// holder beside what the meeting decided of the mandate.
describe("a table 'Mandat | Ancien titulaire | Décision'", () => {
  const table = (decisionColumn: string): string =>
    [
      'KAZ EXEMPLE',
      'SA au capital de 80 000 000 F CFP – Siège : 10, rue des Tests, 98800 Nouméa',
      'RIDET 1 000 001.001',
      '',
      "Aux termes de l'assemblée générale ordinaire annuelle du 25 juin 2026, il a été",
      'statué comme suit sur les mandats venus à expiration :',
      '',
      `Mandat                               Ancien titulaire                    ${decisionColumn}`,
      'Commissaire aux comptes titulaire    SARL AUDIT DES TESTS                renouvelé pour six exercices',
      'Administrateur                       Mme Ana TESTARD                     non renouvelé, non remplacé',
      '',
      'Pour avis, le conseil d’administration.',
    ].join('\n');

  it('reads the holder whose mandate is renewed, not the one it ends', () => {
    expect(officersOf(noticeOf(table('Décision')))).toEqual(['AUDIT DES TESTS (commissaire aux comptes)']);
  });

  it('but with no decision beside them the former holders hold nothing', () => {
    const former = table('Décision').split('\n').map((line) => line.replace(/\s{3,}(?:Décision|renouvelé pour six exercices|non renouvelé, non remplacé)$/, '')).join('\n');
    expect(officersOf(noticeOf(former))).not.toContain('AUDIT DES TESTS (commissaire aux comptes)');
  });
});
