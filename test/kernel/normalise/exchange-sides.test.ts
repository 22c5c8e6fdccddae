import { describe, expect, it } from 'vitest';
import { exchangeSides } from '../../../kernel/normalise/exchange-sides.ts';
import { findRidets } from '../../../kernel/normalise/index.ts';
import { subjectOf } from './notice-helpers.ts';

// The side each company takes when a business is sold or let between two companies, read from the
// verb's direction, the ordinals that refer back, a role named after a party and the notice's
// signature, whichever side tells the notice. Every text is made up for this file. The field rules
// make the seller or the owner who lets the subject; the two identifiers below pass the check.
const GIVER = '1000009';
const TAKER = '2000008';

function sides(text: string): Record<string, string> {
  return Object.fromEntries(exchangeSides(text, findRidets(text)));
}

describe('a business sale told by the buyer', () => {
  it('reads the seller after the verb of buying, whatever words stand between the verb and its complement', () => {
    const text =
      'AVIS DE CESSION DE FONDS\n\nLa société GRAND MAGASIN, SAS au capital de 3 000 000 F CFP, siège à Dumbéa, RIDET 2 000 008.001, représentée par son président, M. Karl Ouest, ' +
      "informe avoir acquis, suivant acte notarié du 7 octobre 2026 enregistré à Nouméa, de la société QUINCAILLERIE DU PONT, SARL au capital de 500 000 F CFP, siège à Dumbéa, RIDET 1 000 009.001, le fonds de quincaillerie exploité à Dumbéa.\n\nOppositions au siège du fonds.\n\nPour avis, l'acquéreur.";
    expect(sides(text)).toEqual({ [TAKER]: 'gets', [GIVER]: 'gives' });
    expect(subjectOf(text)).toBe(GIVER);
  });

  it("reads 'racheter à' as buying from, a manager acting for the buyer", () => {
    const text =
      'VENTE DE FONDS\n\nSuivant acte du 9 novembre 2026, la SARL ATELIER DU SUD, RIDET 2 000 008.001, Bourail, agissant par son gérant M. Léo Nord, a racheté à la SAS GARAGE DES PINS, RIDET 1 000 009.001, Bourail, son fonds de réparation automobile.\n\nOppositions au siège du fonds dans les quinze jours.';
    expect(subjectOf(text)).toBe(GIVER);
  });

  it("binds the buyer's header block to its name told again in the body ('auprès de' the seller)", () => {
    const text =
      "ACQUISITION D'UN FONDS\n\nBOULANGERIE DU COL\nSARL au capital de 1 000 000 F CFP\nSiège : La Foa\nRIDET 2 000 008.001\n\n" +
      "Par acte du 12 octobre 2026, la société BOULANGERIE DU COL a acquis, moyennant 9 000 000 F CFP, auprès de la SAS FOURNIL DE LA FOA, RIDET 1 000 009.001, le fonds de commerce de boulangerie sis à La Foa.\n\nPour avis, l'acquéreur.";
    expect(sides(text)).toEqual({ [TAKER]: 'gets', [GIVER]: 'gives' });
    expect(subjectOf(text)).toBe(GIVER);
  });

  it("reads the purchase told by its noun ('a fait l'acquisition … auprès de') and the sale's ('la cession … par X à Y')", () => {
    const purchase =
      "AVIS\n\nLa société GRAND MAGASIN, SAS, RIDET 2 000 008.001, a fait l'acquisition, par acte du 7 octobre 2026, auprès de la société QUINCAILLERIE DU PONT, SARL, RIDET 1 000 009.001, d'un fonds de commerce de quincaillerie à Dumbéa.\n\nOppositions au siège du fonds.";
    const sale =
      'CESSION DE FONDS DE COMMERCE\n\nSuivant acte du 7 octobre 2026 a été conclue la cession du fonds de commerce de quincaillerie de Dumbéa par la SARL QUINCAILLERIE DU PONT, RIDET 1 000 009.001, à la SAS GRAND MAGASIN, RIDET 2 000 008.001.';
    expect(sides(purchase)).toEqual({ [TAKER]: 'gets', [GIVER]: 'gives' });
    expect(subjectOf(purchase)).toBe(GIVER);
    expect(sides(sale)).toEqual({ [GIVER]: 'gives' });
  });

  it('reads the buyer as the agent of the passive when the seller tells it', () => {
    const text =
      'CESSION DE FONDS\n\nLa société FOURNIL DE LA FOA, SAS, RIDET 1 000 009.001, fait savoir que son fonds de boulangerie a été acquis, par acte du 12 octobre 2026, par la société BOULANGERIE DU COL, SARL, RIDET 2 000 008.001.\n\nPour avis, le cédant.';
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
    expect(subjectOf(text)).toBe(GIVER);
  });
});

describe('a location-gérance told by both parties in one sentence', () => {
  it("reads 'que la première avait consentie à la seconde' and 'que la seconde tenait de la première'", () => {
    const consented =
      'RENOUVELLEMENT DE LOCATION-GÉRANCE\n\nLa société CASE DU PÊCHEUR, SARL, siège à Poum, RIDET 1 000 009.001, et la société FILETS DU NORD, EURL, siège à Poum, RIDET 2 000 008.001, ont, par avenant du 20 octobre 2026, prorogé d’un an la location-gérance du fonds de poissonnerie de Poum, que la première avait consentie à la seconde en 2025.\n\nPour avis.';
    const held =
      'FIN DE LOCATION-GÉRANCE\n\nLa SARL CASE DU PÊCHEUR, RIDET 1 000 009.001, Poum, et l’EURL FILETS DU NORD, RIDET 2 000 008.001, Poum, font savoir que la location-gérance du fonds de poissonnerie, que la seconde tenait de la première depuis 2025, a cessé le 31 octobre 2026.\n\nPour avis.';
    expect(subjectOf(consented)).toBe(GIVER);
    expect(subjectOf(held)).toBe(GIVER);
  });

  it("reads 'cette dernière', the company named last, whatever order the parties come in", () => {
    const text =
      'LOCATION-GÉRANCE\n\nLa société FILETS DU NORD, EURL, RIDET 2 000 008.001, Poum, et la société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, Poum, ont signé le 4 octobre 2026 un contrat par lequel cette dernière donne à la première en location-gérance son fonds de poissonnerie, pour un an.\n\nPour avis.';
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
    expect(subjectOf(text)).toBe(GIVER);
  });

  // (2026-12-07, twelfth session, from charnieres cn26.)
  it("reads the running of the business entrusted, 'par lequel la seconde a confié à la première l'exploitation du fonds'", () => {
    const text =
      'RENOUVELLEMENT DE LOCATION-GÉRANCE\n\nLa société FILETS DU NORD, EURL, RIDET 2 000 008.001, Poum, et la société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, Poum, ont, par avenant du 12 octobre 2026, renouvelé pour deux ans le contrat de location-gérance par lequel la seconde a confié à la première l’exploitation du fonds de poissonnerie qu’elle possède à Poum.\n\nPour avis.';
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
    expect(subjectOf(text)).toBe(GIVER);
  });

  // (2026-12-07, thirteenth session, from voussures vs31) The business described after the act by its
  // trade (`de vente de …`, no sale of the business) and by the participles of its owner and its runner.
  it("reads 'appartenant à la première et exploité par la seconde', the trade's 'vente de produits' no sale", () => {
    const text =
      'RENOUVELLEMENT DE LOCATION-GÉRANCE\n\nPar acte du 20 juillet 2026, la société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, Poum, et la société FILETS DU NORD, EURL, RIDET 2 000 008.001, Poum, ont renouvelé pour deux ans la location-gérance du fonds de commerce de vente de produits de la mer exploité à Poum, appartenant à la première et exploité par la seconde.\n\nPour avis.';
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
    expect(subjectOf(text)).toBe(GIVER);
  });

  it('reads the running of a business sold as no side: the one who ran it is the seller', () => {
    const text =
      'CESSION DE FONDS\n\nLa société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, Poum, et la société FILETS DU NORD, EURL, RIDET 2 000 008.001, Poum, ont signé le 20 juillet 2026 l’acte par lequel la première a vendu à la seconde le fonds de poissonnerie exploité par la première à Poum.\n\nPour avis.';
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
  });

  // (2026-12-07, thirteenth session, from trumeaux tw37) A trader with his own identifier, then the
  // company, the letting consented `par ladite société`: the company named last, not the trader.
  it("reads 'consentie par ladite société à M. X' as the company named last giving, the trader before it passed over", () => {
    const text =
      'FIN DE LOCATION-GÉRANCE\n\nM. Paul TESTARD, artisan boulanger, demeurant à Païta, immatriculé au RIDET sous le n° 2 000 008.001, et la société BOULANGERIE DES TESTS, SARL, RIDET 1 000 009.001, font savoir que la location-gérance du fonds de boulangerie exploité à Païta, consentie par ladite société à M. Paul TESTARD suivant acte du 1er octobre 2023, a pris fin le 30 septembre 2026.\n\nPour avis.';
    expect(sides(text)).toEqual({ [GIVER]: 'gives' });
    expect(subjectOf(text)).toBe(GIVER);
  });

  it('reads the roles named after the parties by their names', () => {
    const text =
      'FIN DE LOCATION-GÉRANCE\n\nLa société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, Poum, et la société FILETS DU NORD, EURL, RIDET 2 000 008.001, Poum, ont mis fin le 31 octobre 2026 au contrat de location-gérance du fonds de poissonnerie de Poum, la société CASE DU PÊCHEUR en étant la bailleresse et la société FILETS DU NORD la locataire-gérante.\n\nPour avis.';
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
    expect(subjectOf(text)).toBe(GIVER);
  });
});

describe('a role named after a party’s siège', () => {
  it('reads the owner named past the siège’s apposition (`…, RIDET …, dont le siège est …, 98860 Koné, propriétaire du fonds`)', () => {
    const text =
      'RENOUVELLEMENT DE LOCATION-GÉRANCE\n\nPar avenant du 30 septembre 2026, la société FILETS DU NORD, EURL, RIDET 2 000 008.001, dont le siège est à Poum, et la société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, dont le siège est 3, rue du Wharf, 98826 Poum, propriétaire du fonds de poissonnerie exploité à cette adresse, ont renouvelé pour un an la location-gérance de ce fonds consentie à la première.\n\nPour avis.';
    expect(sides(text)[GIVER]).toBe('gives');
    expect(subjectOf(text)).toBe(GIVER);
  });
});

describe('where the sides cannot be told', () => {
  it('keeps quarantining two companies of a letting given no role, no verb of direction and no order', () => {
    const text =
      'LOCATION-GÉRANCE\n\nLa société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, Poum, et la société FILETS DU NORD, EURL, RIDET 2 000 008.001, Poum, ont conclu le 4 octobre 2026 un contrat de location-gérance portant sur le fonds de poissonnerie de Poum, pour un an.\n\nPour avis.';
    expect(sides(text)).toEqual({});
    expect(subjectOf(text)).toBe('sujet_ambigu');
  });

  it('reads nothing when one company is read on both sides (two businesses sold each to the other)', () => {
    const text =
      'CESSIONS DE FONDS DE COMMERCE\n\nPar acte du 2 octobre 2026, la société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, a vendu à la société FILETS DU NORD, EURL, RIDET 2 000 008.001, son fonds de poissonnerie de Poum, et la société FILETS DU NORD a vendu à la société CASE DU PÊCHEUR son fonds de Koumac.';
    expect(sides(text)).toEqual({});
  });

  it('reads nothing where a business bought is then let (two acts, the seller of the first no party of the notice)', () => {
    const text =
      'LOCATION-GÉRANCE\n\nLa société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, qui avait acquis en 2020 le fonds de commerce de la société VIEUX PORT, SARL, RIDET 3 000 007.001, le donne en location-gérance à la société FILETS DU NORD, EURL, RIDET 2 000 008.001, pour un an.';
    expect(sides(text)).toEqual({});
    expect(subjectOf(text)).not.toBe('3000007');
  });

  it('reads no party in the one a buyer acts for', () => {
    const text =
      "CESSION DE FONDS\n\nM. Léo Nord, RIDET 2 000 008.001, a acquis le 2 octobre 2026, pour le compte de la société ATELIER DU SUD, SARL, RIDET 1 000 009.001, en formation, le fonds d'un garage de Bourail.";
    expect(sides(text)[GIVER]).toBeUndefined();
  });

  it('makes no company the seller by elimination: the buyer read alone leaves the decision as it was', () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa société FILETS DU NORD, EURL, RIDET 2 000 008.001, informe que la location-gérance du fonds de poissonnerie conclue avec la société CASE DU PÊCHEUR, SARL, RIDET 1 000 009.001, a pris fin le 31 octobre 2026.\n\nPour avis, la locataire-gérante.";
    expect(sides(text)).toEqual({ [TAKER]: 'gets' });
    expect(subjectOf(text)).toBe('sujet_ambigu');
  });

  it("leaves a buyer's notice of its own capital to the buyer", () => {
    const text =
      "GRAND MAGASIN\nSAS au capital de 4 000 000 F CFP\nRIDET 2 000 008.001\n\nPar décisions du 20 octobre 2026, l'associé unique a porté le capital de 3 000 000 à 4 000 000 F CFP par incorporation de réserves, après l'acquisition du fonds de la société QUINCAILLERIE DU PONT, SARL, RIDET 1 000 009.001.\n\nPour avis, le président.";
    expect(subjectOf(text)).toBe(TAKER);
  });

  it('leaves a sale of parts to its company, whoever buys them', () => {
    const text =
      'CESSION DE PARTS\n\nQUINCAILLERIE DU PONT\nSARL au capital de 500 000 F CFP\nRIDET 1 000 009.001\n\nPar acte du 3 novembre 2026, M. Karl Ouest a cédé 300 parts sociales à la société GRAND MAGASIN, SAS, RIDET 2 000 008.001.\n\nPour avis, la gérance.';
    expect(sides(text)).toEqual({});
    expect(subjectOf(text)).toBe(GIVER);
  });
});

describe('a role printed after a bracket that closes on a particular of the party', () => {
  it("is that party's, not the next one's: the tenant first, the owner second, each role after its own bracket", () => {
    const text =
      "LOCATION-GÉRANCE – Acte ssp du 2 mars 2026 : la SAS GRILL EXPRESS (RIDET 2 000 008.001, Dumbéa), locataire-gérante, et la SARL AUBERGE DU COL (RIDET 1 000 009.001, Païta), loueur, ont convenu de la mise en location-gérance du fonds de restauration exploité par le loueur à Païta.";
    expect(subjectOf(text)).toBe(GIVER);
    expect(subjectOf(text.replace('(RIDET 2 000 008.001, Dumbéa), locataire-gérante', '(RIDET 2 000 008.001), locataire-gérante'))).toBe(GIVER);
  });
});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc27). The buyer tells the notice
// under its own header block; the seller is described at length and its number printed far after
// its name, labelled as the seller's.
describe('an identifier the text labels as a side’s, far from its name', () => {
  const text =
    "BOIS & TRADITIONS\nSARL au capital de 3 000 000 F CFP\nRIDET 2 000 008.001\nSiège : 14, rue Lamartine, 98800 Nouméa\n\nACQUISITION D'UN FONDS DE COMMERCE\n\nLa société BOIS & TRADITIONS fait connaître qu'aux termes d'un acte sous seing privé en date du 2 mars 2026, enregistré le 9 mars 2026, elle a acquis de la société MENUISERIE DE RIVIÈRE SALÉE, entreprise unipersonnelle à responsabilité limitée au capital de 1 000 000 F CFP, dont le siège est 3, rue Louis Blériot, Rivière-Salée, 98800 Nouméa, un fonds de commerce de menuiserie, d'ébénisterie, de charpente et de vente de bois et de quincaillerie exploité à la même adresse, pour lequel le vendeur est immatriculé sous le n° 1 000 009-001, moyennant un prix de 18 500 000 F CFP.\n\nPour avis, la gérance de l'acquéreur.";

  it('reads the labelled seller as the giver, and publishes it', () => {
    expect(sides(text)).toEqual({ [TAKER]: 'gets', [GIVER]: 'gives' });
    expect(subjectOf(text)).toBe(GIVER);
  });

});

// Made up (issue 32, 2026-12-06, fourth session, from sillages wc29 and wc31 and two earlier groups'
// misses they showed): an exchange between an SAS and another company (its form's 'par actions'
// trades no shares), the party's officer company in apposition before the verb, an identifier
// whose bracket says whose it is, a party named after its role, and the owner who takes back the
// running of the business it let.
describe('the sides of an exchange, more wordings', () => {
  const OFFICER = '1063874';

  it("reads a letting to a 'société par actions simplifiée': its form trades no shares", () => {
    const text =
      "LOCATION-GÉRANCE\n\nSuivant acte du 30 octobre 2026, la société QUINCAILLERIE DU NORD, SARL, RIDET 1 000 009.001, a donné en location-gérance à la société KOUMAC BRICOLAGE, société par actions simplifiée, RIDET 2 000 008.001, son fonds de quincaillerie exploité à Koumac, pour deux ans.";
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
  });

  it('gives the verb to the party, not to its officer company named in apposition before it', () => {
    const text =
      "LOCATION-GÉRANCE\n\nSuivant acte du 30 janvier 2026, la société RELAIS DU NORD, SARL, RIDET 1 000 009.001, ayant pour gérante la société HOLDING UN, SAS, RIDET 1 063 874.001, elle-même représentée par son président, M. Paul UN, a donné en location-gérance à la société SERVICES DU NORD, SARL, RIDET 2 000 008.001, le fonds de station-service exploité à Pouembout.";
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
    expect(sides(text)[OFFICER]).toBeUndefined();
  });

  it('gives the verb to the party represented by its officer company, that company’s own representative after it', () => {
    const text =
      "MISE EN LOCATION-GÉRANCE\n\nSuivant acte du 30 janvier 2026, la société RELAIS DU NORD, SAS, RIDET 1 000 009.001, représentée par sa présidente, la société HOLDING UN, SAS, RIDET 1 063 874.001, elle-même représentée par M. Paul UN, a confié à titre de location-gérance à la société SERVICES DU NORD, SARL, RIDET 2 000 008.001, le fonds de station-service exploité à Pouembout.";
    expect(sides(text)).toEqual({ [GIVER]: 'gives', [TAKER]: 'gets' });
    expect(subjectOf(text)).toBe(GIVER);
  });

  it('reads the side an identifier’s bracket names, far from the owner’s name', () => {
    const text =
      "LOCATIONS-GÉRANCES\n\nAux termes d'un acte du 30 octobre 2026, la société QUINCAILLERIE DU NORD, société à responsabilité limitée au capital de 8 000 000 F CFP, dont le siège social est avenue Georges Pompidou, 98860 Koné, a confié à titre de location-gérance à la société KOUMAC BRICOLAGE, SARL au capital de 2 500 000 F CFP, dont le siège social est à Pandop, 98850 Koumac, immatriculée sous le RIDET n° 2 000 008.001, son fonds de commerce de quincaillerie, matériaux et articles de jardin exploité rue du Marché, 98850 Koumac, inscrit sous le RIDET 1 000 009.002 (établissement secondaire de Koumac du bailleur), pour deux années.";
    expect(sides(text)[GIVER]).toBe('gives');
    expect(subjectOf(text)).toBe(GIVER);
  });

  it('reads a party after its role in apposition, the owner taking back the running of its business', () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa société KUNIÉ RESTAURATION, EURL, dont le siège est à Vao, RIDET 2 000 008.001, informe les tiers que, suivant acte du 15 avril 2026, elle-même et la société propriétaire du fonds, la SOCIÉTÉ TOURISTIQUE DU SUD, société à responsabilité limitée au capital de 6 000 000 F CFP, dont le siège est baie de Kuto, RIDET 1 000 009.001, ont résilié d'un commun accord le contrat de location-gérance portant sur le fonds de restaurant exploité à Kuto.\nEn conséquence, la société KUNIÉ RESTAURATION cesse d'exploiter ledit fonds, dont la SOCIÉTÉ TOURISTIQUE DU SUD, représentée par son gérant M. Paul UN, reprend l'exploitation directe.\n\nPour avis, le locataire-gérant.";
    expect(sides(text)).toEqual({ [TAKER]: 'gets', [GIVER]: 'gives' });
    expect(subjectOf(text)).toBe(GIVER);
  });
});

// (2026-12-07, fifteenth session, from pignons fw17)
describe("a business's sign that is also a party's name", () => {
  it('reads the sign as the business, not as the company of that name acting before the verb', () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\nLE RELAIS DE POUEMBOUT\n\nLa location-gérance du fonds de restaurant exploité sous l'enseigne « Le Relais de Pouembout », RT1, 98825 Pouembout, consentie par acte du 2 mars 2024\n\npar la société HÔTELS DU NORD, SAS, RIDET 1 000 009.001, représentée par son président, M. Paul UN,\n\nà la société LE RELAIS DE POUEMBOUT, SARL en liquidation, RIDET 2 000 008.001,\n\na pris fin le 30 septembre 2026.";
    expect(sides(text)[TAKER]).not.toBe('gives');
    expect(subjectOf(text)).toBe(GIVER);
  });
});
