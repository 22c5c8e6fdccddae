import { describe, expect, it } from 'vitest';
import { parseNoticeTexts } from '../../../kernel/normalise/index.ts';
import { identityOf } from './notice-helpers.ts';

// Readings a blind group of notices from the Province Nord and the Loyalty Islands showed missing
// (test/kernel/normalise/iles): the other side of an act named after its role or its verb, a
// customary body beside the company, a rectificatif of a constitution. Every text here is made up
// for the rule it names.

describe('the sole shareholder a dissolution hands the assets to, in apposition to its role', () => {
  it('is the other party: the notice is the dissolved company', () => {
    const text =
      "14 mai 2026 JOURNAL OFFICIEL DE LA NOUVELLE-CALÉDONIE 7 455\n\nDISSOLUTION SANS LIQUIDATION\nLa société KAZ FRET EXEMPLE, EURL au capital de 2 000 000\nF CFP, RIDET 1 000 001.001, a été dis-\nsoute par décision du 29 avril 2026\nde son associée unique, la société\nGROUPE KAZ MARITIME, SAS,\nRIDET 2 000 002.001, qui entraîne la\ntransmission universelle du patri-\nmoine à l'associée unique, à l'is-\nsue du délai d'opposition des créan-\nciers de trente jours.";
    expect(identityOf(text)).toEqual(['dissolution', 'KAZ FRET EXEMPLE', 'EURL', '1000001001', '2026-05-14']);
  });
});

describe('the tenant a business is let to, whatever the letting verb', () => {
  it("is the other party after 'a confié en location-gérance à': the notice is the owner's", () => {
    const text =
      "AVIS DE MISE EN LOCATION-GÉRANCE\n\nSuivant acte sous seing privé en date à Wé (Lifou) du 5 mai 2026, la société KAZ MAGASIN\nDE HNATHALO, SARL au capital de 1 000 000 F CFP, dont le siège est à Hnathalo, district du\nWetr, 98820 Lifou, RIDET 1 000 001-001, a confié en location-gérance à la société KAZ ÉPICERIE\nEXEMPLE & FILS, EURL, RIDET 2 000 002-001, le fonds de commerce d'alimentation générale exploité\nà Hnathalo, pour une durée de deux ans à compter du 1er juin 2026.\n\nPour unique insertion.";
    expect(identityOf(text)).toEqual(['cession', 'KAZ MAGASIN DE HNATHALO', 'SARL', '1000001001', '2026-05-05']);
  });
});

describe('a GDPL beside an identifier', () => {
  it('is never the company: its identifier is a third party’s', () => {
    const text =
      "JOURNAL OFFICIEL – PUBLICATIONS LÉGALES – 1er octobre 2026\n\nAUGMENTATION DE CAPITAL\nSAS KAZ CARRIÈRE\nRIDET 2 000 002.001 : GDPL de la tribu d'Exemple, souscripteur\nRIDET 1 000 001.001 : la société\nSiège : tribu d'Exemple, 98813 Canala\nAux termes de décisions collectives du 15 septembre 2026, le capital a été porté de 2 000 000 à 6 000 000 F CFP par l'émission d'actions nouvelles souscrites par le GDPL de la tribu d'Exemple. Président : M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['capital', 'KAZ CARRIÈRE', 'SAS', '1000001001', '2026-10-01']);
  });
});

describe('a rectificatif that names the constitution it corrects after its date', () => {
  it('takes the constitution’s type and the corrected name', () => {
    const text =
      "Actu NC – 08/09/2026\n\nRECTIFICATIF\nÀ l'annonce parue le 25/08/2026 concernant la constitution de la SARL KAZ TRANSPORT, RIDET 1 000 001.001, siège à Maré, il convient de lire : dénomination « KAZ TRANSPORTS MARITIMES » et non « KAZ TRANSPORT ». Gérant : M. Paul EXEMPLE.";
    expect(identityOf(text)).toEqual(['creation', 'KAZ TRANSPORTS MARITIMES', 'SARL', '1000001001', '2026-09-08']);
  });
});

describe("'société d'économie mixte locale' with 'SAEML' printed beside the name", () => {
  it('is a SAEML, as the abbreviation says', () => {
    const text =
      "PROVINCE NORD — BUREAU DE L'ASSEMBLÉE\nDélibération n° 2026-1/BAPN du 9 juin 2026\n\nObjet : désignation des représentants de la province Nord au conseil d'administration de la\nsociété d'économie mixte locale KAZ HABITAT, SAEML, RIDET 1000001/001.\n\nArticle 1er : Est désigné pour représenter la province Nord au conseil d'administration : M. Paul EXEMPLE.";
    const [result] = parseNoticeTexts(text, { reference: 't' });
    expect(result?.ok ? result.notice.forme_juridique : result?.quarantine.reason).toBe('SAEML');
  });
});
