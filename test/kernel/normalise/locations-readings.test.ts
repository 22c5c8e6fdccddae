import { describe, expect, it } from 'vitest';
import { findRidets, fold } from '../../../kernel/normalise/index.ts';
import { GRANTED_BY_INVERTED_BEFORE, OWNED_BY_PERSON_BEFORE, grantorNamedAgain } from '../../../kernel/normalise/business-grantor.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';
import { withoutRepeatedPageHeader } from '../../../kernel/normalise/repeated-page-header.ts';
import { identityOf, noticeOf, officersOf } from './notice-helpers.ts';

// Readings a blind group of acts between two parties over a business showed missing
// (test/kernel/normalise/locations): the owner named after its verb in a relative clause, an owner
// who is a person, the seller named again by its name, the one who makes a contribution after
// 'par', a notary's title 'associée', a small ad's identifier in brackets after the name, the
// officers of the side that drafts the notice, the subject's officers told by a possessive, and a
// newspaper's running header repeated where its page breaks. Every text here is made up for the
// rule it names, never a copy of a group text.

/** What the rules decide on a text, without any fitted model: the subject's RIDET and the rule. */
function ruled(text: string, type: 'cession' | 'capital' = 'cession'): { ridet: string | null; rule: string } {
  const decision = decideSubjectRidet(text, findRidets(text), { type });
  return { ridet: decision.match?.ridet ?? null, rule: decision.rule };
}

describe('the owner named after its verb in a relative clause', () => {
  const text =
    "FIN DE LOCATION-GÉRANCE\n\nLa société KAZ GRILL, SARL, RIDET 2 000 002.001, fait savoir que la location-gérance du fonds de restaurant exploité à Koné, que lui avait consentie la société KAZ RESTAURATION, SAS, RIDET 1 000 001.001, a pris fin par accord du 2 mars 2026.";

  it("reads 'que lui avait consentie la société X' as X letting the business, the announcer as the locataire", () => {
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
    expect(identityOf(text)).toEqual(['cession', 'KAZ RESTAURATION', 'SAS', '1000001001', '2026-03-02']);
  });

  it("marks the company named after 'que lui avait consentie' as the side that lets, the other party unmarked", () => {
    const told =
      "FIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds de restaurant que lui avait consentie la société KAZ RESTAURATION, SAS, RIDET 1 000 001.001, a pris fin le 2 mars 2026 pour la société KAZ GRILL, SARL, RIDET 2 000 002.001.";
    expect(ruled(told)).toEqual({ ridet: '1000001001', rule: 'vendeur_ou_bailleur' });
  });

  it('does not read a company the relative clause does not name after the verb', () => {
    const folded = fold("la location-gérance que lui avait consentie M. Paul EXEMPLE à la société KAZ GRILL, SARL, RIDET 2 000 002.001");
    expect(GRANTED_BY_INVERTED_BEFORE.test(folded.slice(0, folded.indexOf('2 000 002')))).toBe(false);
  });
});

describe('an owner who is a person', () => {
  it("reads 'appartenant à M. X, commerçant, RID …' as the owner's identifier", () => {
    const text =
      "La société KAZ GRILL, SARL, RIDET 2 000 002.001, représentée par son gérant, M. Luc MODÈLE, a pris en location-gérance, par acte du 4 mai 2026, le fonds de snack appartenant à M. Paul EXEMPLE, commerçant, RID 1 000 001, pour deux ans.";
    expect(ruled(text).ridet).toBe('1000001001');
    // A bare RID names the enterprise: ridet is RID + '001' with etablissement_inconnu (README, RIDET).
    expect(identityOf(text)).toEqual(['cession', 'Paul EXEMPLE', null, '1000001001', '2026-05-04']);
  });

  it('does not give the owner the identifier of the company the business is let to', () => {
    const folded = fold('le fonds appartenant à M. Paul EXEMPLE, retraité, consentie à la société KAZ GRILL, SARL, RIDET 2 000 002.001');
    expect(OWNED_BY_PERSON_BEFORE.test(folded.slice(0, folded.indexOf('2 000 002')))).toBe(false);
    const text =
      "La location-gérance du fonds de snack appartenant à M. Paul EXEMPLE, retraité, consentie à la société KAZ GRILL, SARL, RIDET 2 000 002.001, a pris fin le 31 mars 2026.";
    // (wt-org) The tenant the letting is 'consentie à' is never the letting's subject: the owner's identifier is not printed.
    expect(ruled(text)).toEqual({ ridet: null, rule: 'autre_partie' });
    expect(identityOf(text)).toBe('ridet_absent');
  });
});

describe('the seller named again by its name', () => {
  const text =
    "Aux termes d'un acte du 1er juin 2026 :\n1°) la société KAZ LAVAGE, SARL, RIDET 1 000 001.001, et la société KAZ BULLES, SARL, RIDET 2 000 002.001, ont mis fin au contrat de location-gérance du fonds de laverie ;\n2°) la société KAZ LAVAGE a vendu ce fonds à la société KAZ BULLES.";

  it("reads 'la société A a vendu ce fonds à la société B' as A selling, both first given with their identifier", () => {
    expect(ruled(text)).toEqual({ ridet: '1000001001', rule: 'vendeur_ou_bailleur' });
  });

  it('abstains when no party, or both, are named again as the one that sells or lets', () => {
    const none = fold(text.replace('la société KAZ LAVAGE a vendu ce fonds à la société KAZ BULLES', 'le fonds a été vendu'));
    expect(grantorNamedAgain(none, findRidets(none).map((match) => ({ match })))).toBeNull();
    const both = fold(`${text} La société KAZ BULLES a donné en location-gérance ce fonds.`);
    expect(grantorNamedAgain(both, findRidets(both).map((match) => ({ match })))).toBeNull();
  });
});

describe("the one who makes a contribution after 'par'", () => {
  it("reads 'l'apport fait à la société par son gérant, M. X, commerçant, RIDET …' as X giving, the company receiving", () => {
    const text =
      "AUGMENTATION DE CAPITAL\n\nDénomination : KAZ ALU\nForme : SARL\nRIDET : 1 000 001.001\n\nPar assemblée du 7 mai 2026, les associés ont approuvé l'apport fait à la société par son gérant, M. Paul EXEMPLE, commerçant inscrit au RIDET sous le n° 2 000 002.001, de son fonds de menuiserie, rémunéré par 600 parts nouvelles. Le capital est porté à 1 100 000 F CFP.";
    expect(ruled(text, 'capital')).toEqual({ ridet: '1000001001', rule: 'seul_candidat' });
  });

  it("keeps a contribution made to a 'société par actions simplifiée' its beneficiary's", () => {
    const text =
      "La société KAZ MÈRE, SARL, RIDET 2 000 002.001, a fait apport de sa branche de négoce. L'apport fait à la société par actions simplifiée KAZ FILLE, RIDET 1 000 001.001, a été approuvé le 3 mai 2026 ; le capital est porté à 9 000 000 F CFP.";
    expect(ruled(text, 'capital').ridet).toBe('1000001001');
  });
});

describe("a notary's title 'associée'", () => {
  it("is no partner's role, nor makes the company introduced after it the notary's firm", () => {
    const text =
      "SELARL KAZ NOTAIRES – RIDET 3 000 003.001\n\nVENTE DE FONDS\n\nSuivant acte reçu par Maître Ana MODÈLE, notaire associée, le 2 mars 2026, la société KAZ PHARMA, SELARL, RIDET 1 000 001.001, a vendu à la SELARL KAZ SANTÉ, RIDET 2 000 002.001, son fonds d'officine.";
    expect(ruled(text).ridet).toBe('1000001001');
    expect(identityOf(text)).toEqual(['cession', 'KAZ PHARMA', 'SELARL', '1000001001', '2026-03-02']);
  });
});

describe("a small ad's identifier in brackets after the name", () => {
  it("reads 'SARL X (RIDET …, siège …)' as the company's name", () => {
    const text =
      'VTE FDS COMM. – Suiv. ASSP du 05/03/26, SARL KAZ GLACES (RIDET 1 000 001.001, siège Nouméa), rep. p. sa gér. Mme Ana MODÈLE, a vendu à SAS KAZ DOUCEURS (RIDET 2 000 002.001) fds de glacier. Opp. : Cab. KAZ, Nouméa.';
    expect(identityOf(text)).toEqual(['cession', 'KAZ GLACES', 'SARL', '1000001001', '2026-03-05']);
  });
});

describe('officers of the side that drafts the notice', () => {
  it("leaves out the buyer's president who signs 'Pour avis, le président de la société B, M. X'", () => {
    const text =
      "ACQUISITION D'UN FONDS\n\nPar acte du 15 juillet 2026, la société KAZ ROUTE, SAS, RIDET 2 000 002.001, a acquis de la société KAZ FRET, SARL, RIDET 1 000 001.001, représentée par son gérant, M. Henri EXEMPLE, le fonds de transport.\n\nPour avis, le président de la société KAZ ROUTE, M. Luc MODÈLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Henri EXEMPLE (gérant)']);
  });

  it("keeps the signature of the subject named there ('Pour avis, la gérante de la société S, Mme X')", () => {
    const text =
      "VENTE DE FONDS\n\nPar acte du 3 mars 2026, la société KAZ PAIN, SARL, RIDET 1 000 001.001, a vendu à la société KAZ MIE, SAS, RIDET 2 000 002.001, son fonds de boulangerie.\n\nPour avis, la gérante de la société KAZ PAIN, Mme Ana MODÈLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Ana MODÈLE (gérant)']);
    // A signature naming the subject by its part, not its name, is the subject's too.
    expect(officersOf(noticeOf(text.replace('la gérante de la société KAZ PAIN', 'la gérante de la société venderesse')))).toEqual(['Ana MODÈLE (gérant)']);
  });

  it("leaves out a bare signature when the company that announces ('fait savoir') is not the subject", () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa société KAZ GRILL, SARL, RIDET 2 000 002.001, fait savoir que la location-gérance du fonds de restaurant, que lui avait consentie la société KAZ RESTAURATION, SAS, RIDET 1 000 001.001, a pris fin par accord du 2 mars 2026.\nPour avis, le gérant, M. Luc MODÈLE.";
    expect(officersOf(noticeOf(text))).toEqual([]);
    const ownAnnouncement = text.replace('La société KAZ GRILL, SARL, RIDET 2 000 002.001, fait savoir que la location-gérance du fonds de restaurant, que lui avait consentie la société KAZ RESTAURATION, SAS, RIDET 1 000 001.001,', 'La société KAZ RESTAURATION, SARL, RIDET 1 000 001.001, fait savoir que la location-gérance du fonds de restaurant, consentie à M. Paul EXEMPLE,');
    expect(officersOf(noticeOf(ownAnnouncement))).toEqual(['Luc MODÈLE (gérant)']);
  });
});

describe("the subject's officers told by a possessive", () => {
  it("reads 'l'apport fait à la société par son gérant, M. X' as the company's gérant", () => {
    const text =
      "AUGMENTATION DE CAPITAL\n\nDénomination : KAZ ALU\nForme : SARL\nRIDET : 1 000 001.001\n\nPar assemblée du 7 mai 2026, les associés ont approuvé l'apport fait à la société par son gérant, M. Paul EXEMPLE, de son fonds de menuiserie, rémunéré par 600 parts nouvelles. Le capital est porté à 1 100 000 F CFP.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (gérant)']);
  });

  it("reads 'présidée par M. X ; son directeur général est Mme Y' as the same company's two officers", () => {
    const text =
      "RENOUVELLEMENT DE LOCATION-GÉRANCE\n\nLa société KAZ NAVAL, SAS, RIDET 1 000 001.001, propriétaire du fonds, et la société KAZ MÉCA, SARL, RIDET 2 000 002.001, locataire-gérante, ont renouvelé par avenant du 28 avril 2026 le contrat de location-gérance du fonds de réparation navale.\nLa société propriétaire est présidée par M. Paul EXEMPLE ; son directeur général est Mme Ana MODÈLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Paul EXEMPLE (président)', 'Ana MODÈLE (directeur général)']);
  });

  it("does not carry the possessive over a semicolon after a name read as no officer", () => {
    const text =
      "RENOUVELLEMENT DE LOCATION-GÉRANCE\n\nLa société KAZ NAVAL, SAS, RIDET 1 000 001.001, propriétaire du fonds, a renouvelé par avenant du 28 avril 2026 le contrat de location-gérance consenti à M. Paul EXEMPLE ; son directeur général est Mme Ana MODÈLE.";
    expect(officersOf(noticeOf(text))).not.toContain('Ana MODÈLE (directeur général)');
  });

  it("reads 'la société S, qui en reprend l'exploitation sous la direction de son gérant, M. X' as S's gérant", () => {
    const text =
      "FIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds consentie par la société KAZ MAT, SARL, RIDET 1 000 001.001, à la société KAZ QUINC, SARL, RIDET 2 000 002.001, suivant acte du 30 avril 2021, a pris fin par résiliation du 31 mai 2026.\nLe fonds fait retour à la société KAZ MAT, qui en reprend l'exploitation directe sous la direction de son gérant, M. Kévin EXEMPLE.";
    expect(officersOf(noticeOf(text))).toEqual(['Kévin EXEMPLE (gérant)']);
    expect(officersOf(noticeOf(text.replace('retour à la société KAZ MAT, qui', 'retour à la société KAZ AUTRE, qui')))).toEqual([]);
  });
});

describe("a newspaper page's running header repeated where the page breaks", () => {
  const text =
    "ANNONCES LÉGALES      La Gazette du Caillou – mercredi 3 juin 2026 – page 14\n\nFIN DE LOCATION-GÉRANCE\n\nLa location-gérance du fonds consentie par la société KAZ MAT, SARL, RIDET 1 000 001.001, à la société KAZ QUINC, SARL, RIDET 2 000 002.001, a pris fin par résiliation du 31 mai 2026.\nLe fonds fait retour à la société KAZ MAT, qui en reprend l'exploitation sous la direction de son gérant, M. Kévin\nANNONCES LÉGALES      La Gazette du Caillou – mercredi 3 juin 2026 – page 15\nEXEMPLE.";

  it('is taken out, so the name it cut reads on', () => {
    expect(withoutRepeatedPageHeader(text)).not.toContain('page 15');
    expect(withoutRepeatedPageHeader(text)).toContain('page 14');
    expect(officersOf(noticeOf(text))).toEqual(['Kévin EXEMPLE (gérant)']);
  });

  it('leaves a line that is not the first line with another page number', () => {
    const other = 'ANNONCES LÉGALES – La Gazette du Caillou – page 14\n\nVoir aussi : Le Courrier du Nord – mercredi 3 juin 2026 – page 15\nSuite.';
    expect(withoutRepeatedPageHeader(other)).toBe(other);
  });
});
