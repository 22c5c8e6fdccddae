import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices as web pages, portals, forms and e-mails deliver them showed
// missing (test/kernel/normalise/plateformes): a page's lists of other notices and readers'
// comments, a platform's disclaimer, an e-mail's headers and cover note, publication lines in
// other words, a business's own form, tables whose cells are cut by tabs. Every text here is made
// up for the rule it names.

const read = (text: string): unknown => identityOf(text, 'W1');

describe('a page’s furniture around the notice', () => {
  it('sets aside a portal’s “Publications liées” that print other companies’ identifiers', () => {
    const text =
      "Accueil > Journal officiel > 2026-00001\nPublié le : 5 mars 2026\n\nKAZ FLEURS, société civile immobilière en liquidation, siège : Bourail, RIDET 1000001.001.\nL'assemblée des associés du 2 mars 2026 a approuvé les comptes définitifs de liquidation et prononcé la clôture de la liquidation.\n\nPublications liées\nKAZ BOIS — Transfert de siège — RIDET 2 000 002.001 (2026-00002)\nKAZ PÊCHE — Nomination — RIDET 3 000 003.001 (2026-00003)";
    expect(read(text)).toEqual(['dissolution', 'KAZ FLEURS', 'SCI', '1000001001', '2026-03-05']);
  });

  it('sets aside a list headed “Publications du même déposant”', () => {
    const text =
      "Date de publication : 05/03/2026\n\nPar jugement du 2 mars 2026, le tribunal mixte de commerce de Nouméa a prononcé la liquidation judiciaire de KAZ TOITURES, SARL, siège : Païta, RIDET 1 000 001-001.\nLiquidateur : M. Paul EXEMPLE.\n\nPublications du même déposant\n• Redressement judiciaire – KAZ BÉTON, RIDET 2 000 002.001 (2026-00004)";
    expect(read(text)).toEqual(['procedure', 'KAZ TOITURES', 'SARL', '1000001001', '2026-03-05']);
  });

  it('sets aside readers’ comments under “Réactions (2)”', () => {
    const text =
      "DISSOLUTION ANTICIPÉE – KAZ SURF\nPublié le 5 mars 2026\n\nPar décision de l'associé unique du 2 mars 2026, la société KAZ SURF, EURL au capital de 100 000 F CFP, RIDET 1000001.001, a été dissoute par anticipation. M. Paul EXEMPLE a été nommé liquidateur.\n\nRéactions (2)\nLecteur1 · 05/03/2026 : Dommage.\nLecteur2 · 06/03/2026 : La société KAZ VAGUES (RIDET 2000002.001) reprend l'activité.";
    expect(read(text)).toEqual(['dissolution', 'KAZ SURF', 'EURL', '1000001001', '2026-03-05']);
  });

  it('sets aside a platform’s disclaimer line that names the platform and its identifier', () => {
    const text =
      "Publié le 5 mars 2026\n\nKAZ MÉTAL\nSociété anonyme au capital de 10 000 000 F CFP\nSiège : Nouméa\nRIDET 1 000 001.001\n\nL'assemblée générale ordinaire du 2 mars 2026 a nommé en qualité d'administrateur M. Paul EXEMPLE.\n\nLes annonces publiées sur ce site engagent la seule responsabilité de leurs annonceurs. Kaz Annonces, SAS, RIDET 2 000 002.001.";
    expect(read(text)).toEqual(['nomination', 'KAZ MÉTAL', 'SA', '1000001001', '2026-03-05']);
  });
});

describe('a notice sent by e-mail', () => {
  it('reads the forwarded notice, not the cover note signed with the accountant’s identifier', () => {
    const text =
      "De : Cabinet Exemple <contact@exemple.nc>\nEnvoyé : mardi 10 mars 2026 16:32\nÀ : annonces@journal.nc\nObjet : TR: annonce légale\n\nBonjour, merci de publier l'annonce ci-dessous.\nCordialement,\nPaul EXEMPLE\nExpert-comptable – CABINET EXEMPLE SARL – RIDET 2000002.001 – Tél. 28 00 00\n\n----- Message transféré -----\nDe : Jean MODÈLE\nDate : 9 mars 2026 à 08:14\nObjet : annonce\n\nKAZ PEINTURE\nSARL au capital de 500 000 F CFP\nRIDET 1000001.001\nL'assemblée générale extraordinaire du 2 mars 2026 a décidé d'augmenter le capital à 1 000 000 F CFP par incorporation de réserves.";
    expect(read(text)).toEqual(['capital', 'KAZ PEINTURE', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads past a firm’s letterhead above “-----Original Message-----” and the English headers', () => {
    const text =
      "Cabinet EXEMPLE & ASSOCIÉS — RIDET 2 000 002.001 — BP 1, 98860 Koné\n-----Original Message-----\nFrom: secretariat@exemple.nc\nSent: Thursday, March 5, 2026 10:05 AM\nTo: annonces@journal.nc\nSubject: publication\n\nKAZ MINES\nSAS au capital de 9 000 000 F CFP – Siège : Koumac – RIDET 1 000 001.001\nAux termes de l'assemblée générale ordinaire du 2 mars 2026, les associés ont nommé M. Paul EXEMPLE président en remplacement de M. Jean MODÈLE, démissionnaire.";
    expect(read(text)).toEqual(['nomination', 'KAZ MINES', 'SAS', '1000001001', '2026-03-02']);
  });

  it('keeps a notice’s own “Objet :” and “Date :” labels: they are no mail headers without a sender', () => {
    const text =
      "AVIS DE CONSTITUTION\nDénomination : KAZ JARDINS\nForme : SARL\nObjet : paysagisme\nDate : 2 mars 2026\nGérant : M. Paul EXEMPLE\nRIDET : 1 000 001.001";
    expect(read(text)).toEqual(['creation', 'KAZ JARDINS', 'SARL', '1000001001', '2026-03-02']);
  });
});

describe('publication lines in other words', () => {
  const body = "\n\nKAZ VOILES\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 001.001\n\nL'assemblée générale ordinaire du 2 mars 2026 a nommé M. Paul EXEMPLE gérant.";

  it('reads “Publié au JONC du jeudi 5 mars 2026” as the publication date', () => {
    const portal = 'leginova.gouv.nc\nAccueil > JONC > 2026-00001\n\nTitre : KAZ VOILES – Nomination\nType de contenu : PUBLICATION_LEGALE\nRubrique : MODIFICATIONS\n';
    expect(read(`${portal}Publié au JONC du jeudi 5 mars 2026${body}`)).toEqual(['nomination', 'KAZ VOILES', 'SARL', '1000001001', '2026-03-05']);
  });

  it('reads “Cette annonce a été publiée le … sur …” as the publication date', () => {
    expect(read(`Cette annonce a été publiée le 5 mars 2026 sur kaz-annonces.nc, support habilité.${body}`)).toEqual(['nomination', 'KAZ VOILES', 'SARL', '1000001001', '2026-03-05']);
  });

  it('reads “Annonce parue sur www.x.nc le …” and “— en ligne depuis le …” as the publication date', () => {
    expect(read(`Annonce parue sur www.kaz-annonces.nc le 5 mars 2026${body}`)).toEqual(['nomination', 'KAZ VOILES', 'SARL', '1000001001', '2026-03-05']);
    expect(read(`Kaz Annonces — Annonce KA-1 — en ligne depuis le 5 mars 2026${body}`)).toEqual(['nomination', 'KAZ VOILES', 'SARL', '1000001001', '2026-03-05']);
  });

  it('does not read “l’annonce publiée au JONC du …” that a rectificatif corrects as its own date', () => {
    const text =
      "RECTIFICATIF\nDans l'annonce publiée au JONC du 12 février 2026 concernant KAZ VOILES, SARL, RIDET 1 000 001.001, il fallait lire : le siège est transféré à Koné, suivant décision du 2 février 2026.";
    expect((read(text) as unknown[])[4]).not.toBe('2026-02-12');
  });
});

describe('a business’s own form', () => {
  it('reads fields pasted on one line between bars', () => {
    const text =
      "Type d'annonce: Constitution de société | Nom de la société: KAZ TAXI | Forme juridique: EURL | Capital: 100000 XPF | Gérant: M. Paul EXEMPLE | Date de l'acte: 02/03/2026 | N° RIDET: 1000001001 | Contact: p@exemple.nc";
    expect(read(text)).toEqual(['creation', 'KAZ TAXI', 'EURL', '1000001001', '2026-03-02']);
  });

  it('reads a label alone on its line with the form’s hint in brackets, its value on the next', () => {
    const text =
      "Formulaire de demande de publication\nRaison sociale\nKAZ COIFFURE\nStatut\nSARL\nN° Ridet (10 chiffres)\n1000001 001\nNature de la modification\nTransfert du siège social\nNouvelle adresse\n2 rue de la Paix, 98800 Nouméa\nDate de la décision (AGE ou gérant)\n2 mars 2026";
    expect(read(text)).toEqual(['siege', 'KAZ COIFFURE', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads “Société :” as the name label, the name in lower case as printed, fields cut by semicolons', () => {
    const text =
      'annonce : réduction de capital ; société : les jardins de kaz ; forme : sarl ; ridet : 1000001.001 ; ancien capital : 1 000 000 xpf ; nouveau capital : 500 000 xpf ; décision : age du 02/03/2026';
    expect(read(text)).toEqual(['capital', 'les jardins de kaz', 'SARL', '1000001001', '2026-03-02']);
  });

  it('cuts a header line whose fields are split by spaced slashes, “Société :” read as the name label', () => {
    const text =
      'DEMANDE D’INSERTION\nSociété : KAZ MEUBLES / forme : SARL / capital : 800 000 F / siège : La Foa / N° RIDET : 1 000 001.001\nNouveau gérant : M. Paul EXEMPLE\nDécision : AGO du 2 mars 2026';
    expect(read(text)).toEqual(['nomination', 'KAZ MEUBLES', 'SARL', '1000001001', '2026-03-02']);
  });

  it('reads an officer under a label with its gender mark in brackets, and a civility pasted in lower case', () => {
    const text = "AVIS DE CONSTITUTION\nDénomination : KAZ TAXI\nForme : EURL\nGérant(e): Kévin EXEMPLE\nCogérante : mme Julie MODÈLE\nDate de l'acte : 02/03/2026\nRIDET : 1000001001";
    expect(officersOf(noticeOf(text))).toEqual(['Kévin EXEMPLE (gérant)', 'Julie MODÈLE (gérant)']);
  });

  it('quarantines a form whose own RIDET line is “en cours d’attribution”, whatever the event read, under an accountant’s identifier', () => {
    const text =
      "Nom de l'entreprise : KAZ GLACES\nForme : SAS\nPrésident : M. Paul EXEMPLE\nDate des statuts : 02/03/2026\nN° RIDET : en cours d'attribution\nDéposé par : CABINET EXEMPLE, SARL, RIDET 2000002.001";
    expect(read(text)).toBe('ridet_absent');
  });
});

describe('headings that are no name', () => {
  it('does not take an event heading followed by its legal reference in brackets for the name', () => {
    const text =
      'Annonce publiée le 05/03/2026\n\nDISSOLUTION SANS LIQUIDATION (article 1844-5 du code civil)\nAssociée unique : KAZ HOLDING, SAS, RIDET 2 000 002.001.\nSociété dissoute : KAZ SPA, EURL, RIDET 1 000 001.001.\nPar décision du 2 mars 2026, la société KAZ HOLDING, associée unique, a décidé la dissolution sans liquidation de la société KAZ SPA.';
    expect(read(text)).toEqual(['dissolution', 'KAZ SPA', 'EURL', '1000001001', '2026-03-05']);
  });
});

describe('tables whose cells are cut by tabs', () => {
  it('reads a one-row table under field names, not its caption, and an officers’ table row by row', () => {
    const text =
      'RÉCAPITULATIF DE L’ANNONCE\nSociété\tForme\tRIDET\tSiège\nKAZ FROID\tSAS\t1000001.001\tNouméa\nÉvénement\tDate\tOrgane\nNomination d’un directeur général\t02/03/2026\tAssemblée générale\nFonction\tNom\tStatut\nPrésident\tM. Paul EXEMPLE\tinchangé\nDirecteur général\tMme Julie MODÈLE\tnommée\nDirecteur général\tM. Jean MODÈLE\tdémissionnaire';
    expect(read(text)).toEqual(['nomination', 'KAZ FROID', 'SAS', '1000001001', '2026-03-02']);
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (président)', 'Julie MODÈLE (directeur général)']);
  });

  it('reads a table of old and new mentions as the changes it lists', () => {
    const text =
      'MODIFICATIONS STATUTAIRES\nRubrique\tAncienne mention\tNouvelle mention\nDénomination\tKAZ IMMO\tKAZ IMMOBILIER & GESTION\nSiège\tMont-Dore\t1 rue de la Paix, 98800 Nouméa\nForme\tSARL\tSARL (inchangée)\nRIDET\t1000001.001\tinchangé\nDate de l’AGE\t2 mars 2026\nGérant\tM. Paul EXEMPLE\tM. Paul EXEMPLE (inchangé)';
    expect(read(text)).toEqual(['siege', 'KAZ IMMOBILIER & GESTION', 'SARL', '1000001001', '2026-03-02']);
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });
});
