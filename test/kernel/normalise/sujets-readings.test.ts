import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of hard subjects showed missing (test/kernel/normalise/sujets): a company
// named elsewhere in the notice as an officer (a liquidator's letterhead, a director that 'demeure
// administrateur', a parent that 'en demeure la présidente' or signs as 'présidente de X'), a
// merger told with the active verb, the next notice's opening cut under a company's identity line.
// Every text here is made up for the rule it names.

const ridetOf = (text: string): unknown => {
  const [result] = parseNoticeTexts(text, { reference: 'H1' });
  return result?.ok ? [result.notice.type, result.notice.ridet] : result?.quarantine.reason;
};

/** The RIDs the subject rules judge a third party's. */
const thirdParties = (text: string): string[] =>
  judgeRidets(text, findRidets(text))
    .filter((j) => j.third)
    .map((j) => j.match.rid);

describe('a company the notice names as an officer elsewhere', () => {
  it('judges each officer company’s identifier a third party’s, and the subject’s not', () => {
    expect(thirdParties("Le cabinet EXEMPLE GESTION, SARL, RIDET 2 000 002.001, informe que les associés de la société KAZ MODÈLE, RIDET 1 000 001.001, ont nommé en qualité de liquidateur la société EXEMPLE GESTION susnommée.")).toEqual(['2000002']);
    expect(thirdParties('KAZ MODÈLE — SAEML — RIDET 1 000 001.001\nLa société EXEMPLE\nINVEST, SAEML, RIDET 2 000 002.001, a désigné M. Paul EXEMPLE pour la représenter.\nEXEMPLE INVEST demeure administrateur.')).toEqual(['2000002']);
    expect(thirdParties('KAZ MODÈLE, SAS, RIDET 1 000 001.001. Le siège a été transféré. La société mère, EXEMPLE HOLDING, SAS, RIDET 2 000 002.001, en demeure la présidente.')).toEqual(['2000002']);
    expect(thirdParties('KAZ MODÈLE, SAS, RIDET 1 000 001.001. Le capital a été augmenté.\n\nPour la société EXEMPLE HOLDING, SA, RIDET 2 000 002.001, présidente de KAZ MODÈLE, son directeur général.')).toEqual(['2000002']);
  });

  it('reads “commissaire aux comptes suppléant, de la société X” as an office held in X, the comma between', () => {
    expect(thirdParties('EXEMPLE AUDIT, SARL, RIDET 2 000 002.001, a été nommée commissaire aux comptes titulaire, et M. Paul EXEMPLE commissaire aux comptes suppléant, de la société KAZ MODÈLE, SA, RIDET 1 000 001.001, par l’assemblée du 3 mars 2026.')).toEqual(['2000002']);
  });

  it('does not judge the subject an officer when only a longer name beginning with its name holds the office', () => {
    expect(thirdParties('La société KAZ MODÈLE, SARL, RIDET 1 000 001.001, a transféré son siège. Président : la société KAZ MODÈLE HOLDING.')).toEqual([]);
  });

  it('sets aside a liquidator’s letterhead identifier when the text appoints that company liquidator', () => {
    const text =
      "Le cabinet EXEMPLE GESTION, SARL, RIDET 2 000 002.001, 1, rue de la Paix, Nouméa,\n\ninforme que, par décision de l'assemblée générale extraordinaire du 3 mars 2026, les associés de la société KAZ MODÈLE, SARL au capital de 100 000 F CFP, siège à Païta, RIDET 1 000 001.001, ont décidé la dissolution anticipée de la société. Ils ont nommé en qualité de liquidateur la société EXEMPLE GESTION susnommée.\nPour avis, le liquidateur.";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ MODÈLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('reads a director company that “demeure administrateur” as an officer, not the subject', () => {
    const text =
      "KAZ ÉNERGIE — SAEML au capital de 10 000 000 F CFP — RIDET 1 000 001.001\n\nLe conseil d'administration du 3 mars 2026 a pris acte de la désignation, par la société EXEMPLE\nINVEST, société anonyme d'économie mixte locale, RIDET 2 000 002.001, de M. Paul EXEMPLE pour la représenter au conseil, en remplacement de M. Jean MODÈLE.\nEXEMPLE INVEST demeure administrateur.";
    expect(ridetOf(text)).toEqual(['nomination', '1000001001']);
  });

  it('reads a parent that “en demeure la présidente”, its identifier printed last, as an officer', () => {
    const text =
      'KAZ MODÈLE, SAS au capital de 1 000 000 F CFP, RIDET 1 000 001.001.\nPar décision des associés du 3 mars 2026, le siège social a été transféré au 5, rue du Port, Nouméa. La société mère, EXEMPLE HOLDING, SAS, RIDET 2 000 002.001, en demeure la présidente.';
    expect(ridetOf(text)).toEqual(['siege', '1000001001']);
  });

  it('reads a signing parent described as “présidente de X” as an officer', () => {
    const text =
      'KAZ MODÈLE\nSAS au capital de 1 000 000 F CFP porté à 1 500 000 F CFP\nRIDET 1 000 001.001 — 1, rue de la Paix, Nouméa\n\nPar décisions des associés du 3 mars 2026, le capital a été augmenté de 500 000 F CFP par incorporation de réserves.\n\nPour la société EXEMPLE HOLDING, SA, RIDET 2 000 002.001, présidente de KAZ MODÈLE, son directeur général.';
    expect(ridetOf(text)).toEqual(['capital', '1000001001']);
  });

  it('does not take the subject for an officer whose longer name begins with the subject’s', () => {
    const text =
      "Aux termes d'une décision du 3 mars 2026, les associés de la société KAZ MODÈLE, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001, ont nommé en qualité de gérante la société KAZ MODÈLE GESTION, SARL, RIDET 2 000 002.001, en remplacement de M. Jean EXEMPLE.";
    expect(ridetOf(text)).toEqual(['nomination', '1000001001']);
  });

  it('does not read an auditor’s name on the line above a labelled identifier as the identifier’s company', () => {
    const text =
      "AVIS DE CONSTITUTION\n\nSuivant acte du 3 mars 2026, il a été constitué une société par actions simplifiée.\nDénomination : KAZ MODÈLE\nCapital : 1 000 000 F CFP\nSiège : 1, rue de la Paix, Nouméa\nPrésident : M. Paul EXEMPLE\nCommissaire aux comptes titulaire : EXEMPLE AUDIT, SELARL, 2, rue du Port, Nouméa\nRIDET : 1 000 001 001\n\nPour avis, le Président.";
    expect(ridetOf(text)).toEqual(['creation', '1000001001']);
  });
});

describe('a merger told with the active verb', () => {
  it('gives the absorbed company’s dissolution when the absorbing company “a absorbé” it first', () => {
    const text =
      "La SAS EXEMPLE NORD, RIDET 2 000 002.001, a absorbé, par voie de fusion, la société KAZ MODÈLE, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001.\nL'assemblée des associés de KAZ MODÈLE du 3 mars 2026 a approuvé le traité de fusion et constaté la dissolution sans liquidation de la société.";
    expect(ridetOf(text)).toEqual(['dissolution', '1000001001']);
  });

  it('gives the absorbing company’s capital notice the company that “a absorbé”', () => {
    const text =
      "La SAS EXEMPLE NORD, RIDET 2 000 002.001, a absorbé la société KAZ MODÈLE, SARL, RIDET 1 000 001.001. L'assemblée générale extraordinaire de EXEMPLE NORD du 3 mars 2026 a approuvé la fusion et augmenté son capital de 1 000 000 F CFP.";
    expect(ridetOf(text)).toEqual(['capital', '2000002001']);
  });
});

describe('the next notice’s opening under a company’s identity line', () => {
  it('sets apart a cut opening whose heading is the next company’s name, form and identifier', () => {
    const text =
      "KAZ MODÈLE\nSARL au capital de 1 000 000 F CFP — RIDET 1 000 001.001 — Païta\n\nAux termes d'une délibération du 3 mars 2026, l'assemblée générale extraordinaire a transféré le siège social au 5, rue du Port, Nouméa.\nGérante : Mme Ana MODÈLE.\n\nEXEMPLE TRANSPORTS — SAS au capital de 5 000 000 F CFP — RIDET 2 000 002.001 —\nAux termes des décisions du président en date du";
    expect(ridetOf(text)).toEqual(['siege', '1000001001']);
  });

  it('keeps a notice’s own identity line printed last when nothing is cut', () => {
    const text =
      "AVIS DE TRANSFERT DE SIÈGE\n\nPar délibération du 3 mars 2026, l'assemblée générale extraordinaire a transféré le siège social de Païta au 5, rue du Port, Nouméa.\n\nKAZ MODÈLE — SARL au capital de 100 000 F CFP — RIDET 1 000 001.001\nGérant : M. Paul EXEMPLE";
    expect(ridetOf(text)).toEqual(['siege', '1000001001']);
  });
});

describe('a publication line in other words', () => {
  it('reads “Publié le” after the place and its comma as the publication date', () => {
    const text =
      "Nouméa, Publié le 6 mars 2026\n\nKAZ MODÈLE, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001. Par décision des associés du 2 février 2026, M. Paul EXEMPLE a été nommé gérant en remplacement de M. Jean MODÈLE, démissionnaire.";
    expect(identityOf(text)).toEqual(['nomination', 'KAZ MODÈLE', 'SARL', '1000001001', '2026-03-06']);
  });

  it('reads “Diffusée le” after a masthead separator as the publication date', () => {
    const text =
      "Annonce légale — Diffusée le 06/03/2026\n\nKAZ MODÈLE, SARL au capital de 100 000 F CFP, RIDET 1 000 001.001. Par décision des associés du 2 février 2026, le siège social a été transféré au 5, rue du Port, Nouméa.";
    expect(identityOf(text)).toEqual(['siege', 'KAZ MODÈLE', 'SARL', '1000001001', '2026-03-06']);
  });
});
