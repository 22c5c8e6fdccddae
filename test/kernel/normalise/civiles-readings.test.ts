import { describe, expect, it } from 'vitest';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of civil companies, professional companies, GIEs and cooperatives showed
// missing (test/kernel/normalise/civiles): an office entrusted to a company, a grouping's own
// registration told by its kind, a GIE 'dénommé « X »', an association that only receives in a
// company's act. Every text here is made up for the rule it names.

describe('an office entrusted to a company', () => {
  const text = (wording: string): string =>
    `LES PINS EXEMPLES\nSociété civile immobilière – capital : 1 000 000 F CFP\nSiège social : 2, rue Modèle, 98800 Nouméa\nRIDET : 1000001-001\n\nModification de l'objet social. – Les associés, réunis en assemblée générale extraordinaire le 3 mars 2026, ont décidé d'étendre l'objet social à la location meublée. L'article 2 des statuts a été modifié en conséquence.\n${wording}`;

  it("reads 'La gérance reste assurée par la société G, SAS, RIDET …' as G's identifier, an officer's", () => {
    const wording = 'La gérance reste assurée par la société GESTION MODÈLE, société par actions simplifiée, RIDET 1000019-001, dont le siège est à Nouméa, représentée par son président M. Paul EXEMPLE.';
    expect(identityOf(text(wording))).toEqual(['statuts', 'LES PINS EXEMPLES', 'SCI', '1000001001', '2026-03-03']);
    expect(officersOf(noticeOf(text(wording)))).toEqual(['GESTION MODÈLE (gérant)']);
  });

  it("still reads 'la gérance est désormais confiée à la SARL G, RIDET …' (a company 'à la SARL' receives)", () => {
    const wording = 'La gérance est désormais confiée à la SARL GESTION MODÈLE, RIDET 1000019-001, dont le siège est à Nouméa, représentée par son gérant M. Paul EXEMPLE.';
    expect(identityOf(text(wording))).toEqual(['statuts', 'LES PINS EXEMPLES', 'SCI', '1000001001', '2026-03-03']);
  });
});

describe("a grouping's own registration told by its kind", () => {
  const gie = `CONSTITUTION D'UN GIE\n\nPar contrat du 3 mars 2026, il a été constitué entre :\n– la société ALPHA EXEMPLE, SARL, RIDET 1000001.001 ;\n– la société BETA MODÈLE, SAS, RIDET 1000019.001,\nun groupement d'intérêt économique dénommé « GAMMA COMMUN ».\nSiège : 1, rue Modèle, 98800 Nouméa. Administrateur : M. Paul EXEMPLE.\nLe groupement est inscrit au RIDET sous le n° 1000027.001.`;

  it("reads 'Le groupement est inscrit au RIDET sous le n° …' as the GIE's number, not a member's, and its name after 'dénommé'", () => {
    expect(identityOf(gie)).toEqual(['creation', 'GAMMA COMMUN', 'GIE', '1000027001', '2026-03-03']);
  });

  it("reads 'La coopérative a été immatriculée au RIDET sous le n° …' after a founding company's number", () => {
    const text = `AVIS DE CONSTITUTION\n\nPar acte du 3 mars 2026, la société ALPHA EXEMPLE, SARL, RIDET 1000001.001, et dix producteurs ont constitué la SCA « PRODUCTEURS MODÈLES », société coopérative agricole à capital variable. Siège : Moindou. Président : M. Paul EXEMPLE.\nLa coopérative a été immatriculée au RIDET sous le n° 1000027.001.`;
    expect(identityOf(text)).toEqual(['creation', 'PRODUCTEURS MODÈLES', 'SCA', '1000027001', '2026-03-03']);
  });
});

describe('an association that only receives in a company’s act', () => {
  it('reads the sale of a business to an association as the selling company’s notice', () => {
    const text = `VENTE DE FONDS\n\nSuivant acte du 3 mars 2026, la société BOUTIQUE EXEMPLE, SARL au capital de 100 000 F CFP, RIDET 1000001.001, représentée par sa gérante Mme Ana MODÈLE, a vendu à l'association AMIS MODÈLES, association déclarée, RIDET 1000019.001, le fonds de commerce exploité 1, rue Modèle à Nouméa.`;
    expect(identityOf(text)).toEqual(['cession', 'BOUTIQUE EXEMPLE', 'SARL', '1000001001', '2026-03-03']);
  });

  it('still quarantines an association that acts itself', () => {
    const text = `L'association AMIS MODÈLES, association déclarée, RIDET 1000019.001, a décidé le 3 mars 2026 de vendre à la société BOUTIQUE EXEMPLE, SARL, RIDET 1000001.001, le fonds qu'elle exploitait.`;
    expect(identityOf(text)).toBe('hors_champ');
  });
});

describe("a 'Jour de publication' line", () => {
  it("takes 'Jour de publication : mardi 23 juin 2026.' as the publication date over the act's", () => {
    const text = `KAZ EXEMPLE\nSociété anonyme au capital de 6 000 000 F CFP — RIDET 1000001.001\n\nLe conseil d'administration du 18 juin 2026 a nommé M. Paul MODÈLE président du conseil d'administration.\n\nJour de publication : mardi 23 juin 2026.`;
    expect(identityOf(text)).toEqual(['nomination', 'KAZ EXEMPLE', 'SA', '1000001001', '2026-06-23']);
  });
});

describe('officers told as kin, or with their trade before the verb', () => {
  const header = 'LES PINS EXEMPLES\nSociété civile immobilière au capital de 100 000 F CFP\nRIDET 1000001.001\n\n';

  it("lists both of 'M. X et son épouse Mme Y, ont été nommés cogérants'", () => {
    const notice = noticeOf(`${header}Par acte du 3 mars 2026, les associés ont transféré le siège à Païta. Les deux associés, M. Paul EXEMPLE et son épouse Mme Ana EXEMPLE, ont été nommés cogérants.`);
    expect(officersOf(notice)).toEqual(['Paul EXEMPLE (gérant)', 'Ana EXEMPLE (gérant)']);
  });

  it("lists 'Mme X, architecte, demeure seule gérante' after a co-manager leaves", () => {
    const notice = noticeOf(`${header}Par décision du 3 mars 2026, le siège a été transféré à Païta. M. Luc ANCIEN a démissionné de ses fonctions de cogérant ; Mme Ana MODÈLE, architecte, demeure seule gérante.`);
    expect(officersOf(notice)).toEqual(['Ana MODÈLE (gérant)']);
  });
});

describe('a new raison sociale', () => {
  it("reads the name after 'la raison sociale devient :'", () => {
    const text = `PAUL EXEMPLE ET ANA MODÈLE\nSociété en nom collectif au capital de 100 000 F CFP\nRIDET 1000001.001\n\nPar décision unanime des associés du 3 mars 2026, M. Luc ANCIEN a cédé ses parts à M. Léo NOUVEAU. En conséquence, la raison sociale devient : « LÉO NOUVEAU ET ANA MODÈLE ».`;
    expect(identityOf(text)).toEqual(['cession', 'LÉO NOUVEAU ET ANA MODÈLE', 'SNC', '1000001001', '2026-03-03']);
  });
});

describe("a professional firm's own letterhead under its former raison sociale", () => {
  it('publishes the renamed firm under the identifier printed on its letterhead', () => {
    const text = `SCP « Paul EXEMPLE et Luc ANCIEN, notaires associés »\nsociété civile professionnelle titulaire d'un office notarial\nsiège : 1, rue Modèle, 98800 Nouméa – RIDET 1000001-001\n\nPar décision unanime des associés du 3 mars 2026, Maître Luc ANCIEN a cédé ses parts à Maître Ana MODÈLE, nommée cogérante aux côtés de Maître Paul EXEMPLE. En conséquence, la raison sociale devient : « Paul EXEMPLE et Ana MODÈLE, notaires associés ».`;
    expect(identityOf(text)).toEqual(['cession', 'Paul EXEMPLE et Ana MODÈLE, notaires associés', 'SCP', '1000001001', '2026-03-03']);
  });

  it("still quarantines a client's change of name whose only identifier is a notary's letterhead", () => {
    const text = `SCP « Paul EXEMPLE et Luc ANCIEN, notaires associés »\nsociété civile professionnelle titulaire d'un office notarial\nsiège : 1, rue Modèle, 98800 Nouméa – RIDET 1000001-001\n\nSuivant acte reçu le 3 mars 2026, les associés de la société en nom collectif « KAZ EXEMPLE » ont décidé de modifier la raison sociale, qui devient : « KAZ MODÈLE ». L'article 3 des statuts est modifié en conséquence.`;
    expect(identityOf(text)).toBe('ridet_absent');
  });
});

// Made up (fourteenth session, from modillons ml28). A grouping's heading spells its form out with a
// capital, its name after it, over its seat and its number.
describe('a grouping’s heading opened by its form spelt out (`Groupement d’intérêt économique X`)', () => {
  it('reads the name after the form', () => {
    const text = "JONC du 16 juillet 2026\n\nGroupement d'intérêt économique TAXIS EXEMPLE\nSiège : aéroport de La Tontouta, 98840 Tontouta\nRIDET 1 000 027.001\n\nAux termes d'une assemblée générale extraordinaire des membres du 3 juillet 2026, il a été décidé l'extension de l'objet du groupement. L'article 3 du contrat constitutif a été modifié.";
    expect(identityOf(text)).toEqual(['statuts', 'TAXIS EXEMPLE', 'GIE', '1000027001', '2026-07-16']);
  });
});
