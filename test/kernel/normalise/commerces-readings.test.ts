import { describe, expect, it } from 'vitest';
import { extractDirigeants, findActDate, findRidets, fold } from '../../../kernel/normalise/index.ts';
import { actFrameSubject } from '../../../kernel/normalise/act-parties.ts';
import { identifierToldAsGiver, introducedAsTaker } from '../../../kernel/normalise/giver-identifier-name.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of notices about hotels, restaurants and shops showed missing
// (test/kernel/normalise/commerces): a seller represented by 'sa gérante', a business sold by the
// judicial liquidator of its owner, a rectificatif that gives the seller's corrected identifier, a
// company dated by the procedure it is under, partners appointed in their own labelled item, a
// sole partner and president printed after its identifier, an officer named by the surname alone.
// Every text here is made up for the rule it names, never a copy of a group text.

/** What the rules decide on a sale notice, without any fitted model: the subject's RIDET and the rule. */
function ruledSale(text: string): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), { type: 'cession' });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

/** The company a sale's frame makes the notice's (act-parties.ts), every identifier a candidate. */
function framedSale(text: string): string | null {
  const candidates = findRidets(text).map((match) => ({ match }));
  return actFrameSubject(fold(text).replace(/\n/g, ' '), candidates, 'cession')?.match.ridet ?? null;
}

/** Officers as 'Prénoms NOM (fonction)'. */
function officers(text: string): string[] {
  return extractDirigeants(text, { type: 'creation' })
    .filter((d) => d.action === 'nomination')
    .map((d) => `${[d.prenoms, d.nom].filter(Boolean).join(' ')} (${d.fonction})`);
}

describe("a seller represented by 'sa gérante'", () => {
  it('is the giving side of the sale: the possessive is no legal form (SA) that ends its description', () => {
    const text =
      "VENTE DE FONDS DE COMMERCE\n\nSuivant acte sous seing privé du 16 mars 2026, la société KAZ MODE, SARL au capital de 1 000 000 F CFP, RIDET n° 1 000 001.001, représentée par sa cogérante Mme Ana EXEMPLE, a vendu à Mme Léa MODÈLE, commerçante, RIDET n° 2 000 002.001, le fonds de commerce de prêt-à-porter exploité à Dumbéa.";
    expect(framedSale(text)).toBe('1000001001');
  });

  it('reads a company that represents the seller as no party of the act', () => {
    const text =
      "VENTE DE FONDS DE COMMERCE\n\nLa société KAZ SNACK, SARL, RIDET 1 000 001.001, représentée par sa gérante, la société KAZ GESTION, SARL, RIDET 3 000 003.001, a vendu à la société KAZ FOOD, SAS, RIDET 2 000 002.001, le fonds de commerce de snack exploité à Païta.";
    expect(framedSale(text)).toBe('1000001001');
  });

  it('keeps SA as a form where a company follows it', () => {
    const text =
      "VENTE DE FONDS DE COMMERCE\n\nLa société KAZ MODE, SARL, RIDET 1 000 001.001, représentée par son gérant M. Paul EXEMPLE, a vendu à la SA KAZ HÔTELS, RIDET 2 000 002.001, le fonds de commerce exploité à Nouméa.";
    expect(framedSale(text)).toBe('1000001001');
  });
});

describe('a business sold by the judicial liquidator of its owner', () => {
  it("reads 'liquidateur judiciaire de la société X' as X's own court appointee: X is the seller, not a third party", () => {
    const text =
      "Suivant acte sous seing privé du 10 septembre 2026, Me Paul EXEMPLE, agissant en qualité de liquidateur judiciaire de la société KAZ WOK, SARL, RIDET 1 000 001.001, a cédé à la société KAZ ASIA, SAS, RIDET 2 000 002.001, le fonds de commerce de restaurant exploité à Nouméa.";
    expect(ruledSale(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });

  it('dates the sale by its deed, not by the judgment that put the seller in liquidation', () => {
    const text =
      "Suivant acte sous seing privé du 10 septembre 2026, Me Paul EXEMPLE, liquidateur judiciaire de la société KAZ WOK, SARL, mise en liquidation judiciaire par jugement du 9 mars 2026, a cédé le fonds de commerce de restaurant à la société KAZ ASIA.";
    expect(findActDate(text)).toBe('2026-09-10');
  });

  it('keeps such a judgment as the date where the notice dates nothing else', () => {
    expect(findActDate('SARL KAZ WOK, 2 rue Exemple, Nouméa, RIDET 1 000 001.001, placée en liquidation judiciaire par jugement du 12 mars 2026. Liquidateur : Me Paul EXEMPLE.')).toBe('2026-03-12');
  });
});

describe("a rectificatif that gives the seller's corrected identifier", () => {
  const text =
    "LNC – 21/07/2026\n\nRECTIFICATIF\n\nDans l'annonce relative à la vente du fonds de commerce de librairie exploité à Nouméa par la société KAZ LIVRES, SARL, au profit de la société KAZ PAPIER, SAS, parue le 14 juillet 2026, il fallait lire : « RIDET n° 1 000 001.001 » au lieu de « RIDET n° 1 000 010.001 » pour la société venderesse.\nLe reste sans changement.";

  it("is the seller's notice, under the corrected identifier and the seller's name", () => {
    expect(identityOf(text)).toEqual(['cession', 'KAZ LIVRES', 'SARL', '1000001001', '2026-07-21']);
  });

  it("reads the identifier's side after it, and the buyer's introduction before the name", () => {
    expect(identifierToldAsGiver('RIDET n° 1 000 001.001 pour la société venderesse', 'RIDET n° 1 000 001.001'.length)).toBe(true);
    expect(identifierToldAsGiver('RIDET n° 1 000 001.001 pour la société cessionnaire', 'RIDET n° 1 000 001.001'.length)).toBe(false);
    const sale = 'vendu par la société KAZ LIVRES au profit de la société KAZ PAPIER';
    expect(introducedAsTaker(sale, sale.indexOf('de la société KAZ PAPIER'))).toBe(true);
    expect(introducedAsTaker(sale, sale.indexOf('la société KAZ LIVRES'))).toBe(false);
  });
});

describe('partners listed under their own label', () => {
  it('hold the office their item appoints them to, the list counted by tous deux', () => {
    expect(officers('Associés en nom : M. Paul EXEMPLE et Mme Ana MODÈLE, demeurant ensemble à Nouméa, nommés tous deux gérants pour une durée illimitée.')).toEqual([
      'Paul EXEMPLE (gérant)',
      'Ana MODÈLE (gérant)',
    ]);
  });

  it('hold none when the item appoints no one', () => {
    expect(officers('Associés : M. Paul EXEMPLE et Mme Ana MODÈLE, demeurant ensemble à Nouméa.')).toEqual([]);
  });

  it('give every name of a list the office a plural participle after the last one names', () => {
    expect(officers('M. Paul EXEMPLE et Mme Ana MODÈLE, demeurant à Koné, nommés cogérants sans limitation de durée.')).toEqual(['Paul EXEMPLE (gérant)', 'Ana MODÈLE (gérant)']);
  });
});

describe('a sole partner that is also president', () => {
  it("is the president when its identifier is followed by 'associée unique et présidente de la société S'", () => {
    const text =
      "AUGMENTATION DE CAPITAL\n\nAux termes des décisions du 12 mars 2026, la société KAZ HOLDING, SAS au capital de 8 000 000 F CFP, RIDET 2 000 002.001, associée unique et présidente de la société KAZ LODGES, société par actions simplifiée unipersonnelle au capital de 5 000 000 F CFP, RIDET 1 000 001.001, a décidé d'augmenter le capital de cette dernière de 15 000 000 F CFP par compensation avec une créance en compte courant.";
    expect(officersOf(noticeOf(text))).toEqual(['KAZ HOLDING (président)']);
  });
});

describe('an officer named by the surname alone', () => {
  it('is the person the notice named in full before', () => {
    expect(officers('Suivant acte du 10 juin 2026, M. Luc EXEMPLE a cédé à Mme Ana MODÈLE ses 60 parts. Par décision du même jour, Mme MODÈLE a été nommée gérante.')).toEqual(['Ana MODÈLE (gérant)']);
  });

  it('stays as printed when two people of the notice bear that surname', () => {
    expect(officers('Suivant acte du 10 juin 2026, M. Paul MODÈLE a cédé à Mme Ana MODÈLE ses 60 parts. Par décision du même jour, Mme MODÈLE a été nommée gérante.')).toEqual(['MODÈLE (gérant)']);
  });
});
