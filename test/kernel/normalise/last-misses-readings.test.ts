import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings the held-out groups' last misses showed missing: a long legal form cut by a line end
// before the subject's name, companies printed bare with their own identifier that hold an office
// in the subject, a legal-person officer's representative, a signature naming the subject without
// 'la société', an 'Insertion du' publication line, a form printed in another company's own
// description, a small ad's 'nom. M. X cogér.'. Every text here is made up for the rule it names.

describe('a long legal form cut by a line end', () => {
  it('reads the absorbed company introduced as “la société à / responsabilité limitée X”, not the absorbing one printed first', () => {
    const text =
      "JONC — Annonces légales — 10 mars 2026\n\nLa SAS EXEMPLE HOLDING, au capital de 5 000 000 F CFP, siège à Païta, immatriculée au RIDET sous le n° 2 000 002.001, a absorbé, par voie de fusion, la société à\nresponsabilité limitée KAZ MODÈLE, au capital de 100 000 F CFP, siège : 1, rue de la Paix, Nouméa, RIDET 1 000 001.001.\nL'assemblée des associés de KAZ MODÈLE, réunie le 3 mars 2026, a approuvé le traité de fusion et constaté la dissolution sans liquidation de la société.\nPour avis — KAZ MODÈLE";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ MODÈLE', 'SARL', '1000001001', '2026-03-10']);
  });
});

describe('a company printed bare with its identifier, holding an office in the subject', () => {
  it('lists a parent that “en demeure la présidente” after its identifier, with no form of its own for the subject', () => {
    const text =
      "RECTIFICATIF\n\nDans l'annonce parue le 2 mars 2026 concernant la société anciennement dénommée EXEMPLE MODÈLE SERVICES (RIDET 1000001.001), il fallait lire : « nouvelle dénomination : KAZ MODÈLE » et non « KAZ MODELES ». La société mère, EXEMPLE HOLDING, SAS, RIDET 2000002.001, en demeure la présidente.\nInsertion du 9 mars 2026.";
    const notice = noticeOf(text);
    expect(officersOf(notice)).toEqual(['EXEMPLE HOLDING (président)']);
    expect(notice.forme_juridique).toBeNull();
    expect(notice.date).toBe('2026-03-09');
  });

  it('lists a signing parent “présidente de X”, not the person who represents it', () => {
    const text =
      "KAZ MODÈLE\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 001.001 — 1, rue de la Paix, Nouméa\n\nAux termes des décisions de l'associé unique du 3 mars 2026, le capital a été augmenté de 500 000 F CFP.\n\nPour la société mère, EXEMPLE HOLDING, SA au capital de 9 000 000 F CFP, RIDET 2 000 002.001, présidente de KAZ MODÈLE,\nreprésentée par son directeur général, M. Paul EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE HOLDING (président)']);
  });

  it('lists a buyer that “a été désignée présidente de X” by its name alone after its identifier', () => {
    const text =
      "Publié le 20 mars 2026 — Annonces légales\n\nAux termes d'un acte du 13 mars 2026, la société EXEMPLE INVEST, SAS, RIDET 2 000 002.001, a acquis l'intégralité des actions de la société KAZ MODÈLE, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nPar décision du même jour, EXEMPLE INVEST a été désignée présidente de KAZ MODÈLE en remplacement de M. Jean MODÈLE.";
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE INVEST (président)']);
  });

  it('lists an auditing firm appointed first, and the substitute after “et” with his own office', () => {
    const text =
      "Nomination de commissaires aux comptes\n\nEXEMPLE AUDIT, SARL, RIDET 2 000 002.001, a été nommée commissaire aux comptes titulaire, et M. Paul EXEMPLE commissaire aux comptes suppléant, de la société KAZ MODÈLE, société anonyme au capital de 10 000 000 F CFP, RIDET 1 000 001.001, par l'assemblée générale ordinaire du 3 mars 2026.";
    expect(officersOf(noticeOf(text)).sort()).toEqual(['EXEMPLE AUDIT (commissaire aux comptes)', 'Paul EXEMPLE (commissaire aux comptes suppléant)']);
  });

  it('lists a director company that “demeure administrateur”, not the person designated to represent it', () => {
    const text =
      "KAZ ÉNERGIE — SAEML au capital de 10 000 000 F CFP — RIDET 1 000 001.001\n\nLe conseil d'administration du 3 mars 2026 a pris acte de la désignation, par la société EXEMPLE\nINVEST, société anonyme d'économie mixte locale, RIDET 2 000 002.001, de M. Paul EXEMPLE pour la\nreprésenter au conseil en qualité d'administrateur, en remplacement de M. Jean MODÈLE.\nEXEMPLE INVEST demeure administrateur.";
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE INVEST (administrateur)']);
  });

  it('does not list a company whose office is held in another company', () => {
    const text =
      "Publié le 20 mars 2026 — Annonces légales\n\nAux termes d'un acte du 13 mars 2026, la société EXEMPLE INVEST, SAS, RIDET 2 000 002.001, présidente de la société AUTRE GROUPE, a acquis l'intégralité des actions de la société KAZ MODÈLE, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nEXEMPLE INVEST a été désignée présidente de la société AUTRE FILIALE. M. Jean MODÈLE demeure président de KAZ MODÈLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Jean MODÈLE (président)']);
  });

  it('does not list a company that leaves the office, said after its identifier or before its name', () => {
    const resigns =
      'KAZ MODÈLE, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nPar décision du 3 mars 2026, EXEMPLE HOLDING, SAS, RIDET 2 000 002.001, présidente de KAZ MODÈLE, a démissionné de ses fonctions. M. Paul EXEMPLE a été nommé président.';
    const replaced =
      'KAZ MODÈLE, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nPar décision du 3 mars 2026, M. Paul EXEMPLE a été nommé président en remplacement de EXEMPLE HOLDING, SAS, RIDET 2 000 002.001, présidente de KAZ MODÈLE.';
    expect(officersOf(noticeOf(resigns))).toEqual(['Paul EXEMPLE (président)']);
    expect(officersOf(noticeOf(replaced))).toEqual(['Paul EXEMPLE (président)']);
  });

  it('does not take the capital line of a notice printed in capitals for an officer company', () => {
    const text =
      'KAZ MODELE\nSAS AU CAPITAL DE 1 000 000 F CFP\nRIDET 1 000 001.001\nTRANSFERT DE SIEGE. PAR DECISION DU 03/03/2026, LA SOCIETE EXEMPLE\nHOLDING, SARL AU CAPITAL DE 100 000 F CFP, RIDET 2 000 002.001,\nPRESIDENTE DE LA SOCIETE KAZ MODELE, A TRANSFERE LE SIEGE SOCIAL AU 9 RUE DU PORT, NOUMEA.\nEXEMPLE HOLDING DEMEURE PRESIDENTE.\nPOUR AVIS.';
    expect(officersOf(noticeOf(text))).toEqual(['EXEMPLE HOLDING (président)']);
  });
});

describe('a signature that names the subject without “la société”', () => {
  it('reads “La gérante de X, Mme Y” when X is the subject', () => {
    const text =
      "Les Infos du Sud — 5 mars 2026\n\nFIN DE LOCATION-GÉRANCE\n\nLe contrat de location-gérance consenti par la société KAZ MODÈLE, SARL, RID 1000001,\nà la société EXEMPLE LOISIRS, SAS, RIDET 2000002.002, portant sur un fonds de commerce de restauration, a pris fin le 28 février 2026.\nLa gérante de KAZ MODÈLE, Mme Anne EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Anne EXEMPLE (gérant)']);
  });

  it('does not read the signature of another company’s officer', () => {
    const text =
      "Les Infos du Sud — 5 mars 2026\n\nFIN DE LOCATION-GÉRANCE\n\nLe contrat de location-gérance consenti par la société KAZ MODÈLE, SARL, RID 1000001,\nà la société EXEMPLE LOISIRS, SAS, RIDET 2000002.002, portant sur un fonds de commerce de restauration, a pris fin le 28 février 2026.\nLa présidente de EXEMPLE LOISIRS, Mme Anne EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual([]);
  });
});

describe('small ads', () => {
  it('reads “nom. M. X cogér.” as an appointment to the office after the name', () => {
    const text =
      'NOM. COGÉR. — SARL KAZ MODÈLE, cap. 100.000 XPF, siège Koutio, Dumbéa, Ridet 1000001.001. Déc. coll. assoc. 03.03.26 : nom. M. Paul EXEMPLE cogér. pr durée illim., en adj. de Mme Anne MODÈLE, gér. Pr av.';
    expect(officersOf(noticeOf(text)).sort()).toEqual(['Anne MODÈLE (gérant)', 'Paul EXEMPLE (gérant)']);
  });
});
