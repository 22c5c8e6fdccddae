import { describe, expect, it } from 'vitest';
import { findRidets, fold } from '../../../kernel/normalise/index.ts';
import { actFrameSubject, actKind } from '../../../kernel/normalise/act-parties.ts';
import type { AnnonceType } from '../../../kernel/model/announcement.ts';
import { decideSubjectRidet } from '../../../kernel/normalise/subject-ridet.ts';

// The act's frame: each company of a two-party act bound to its side by the grammar (the verb and
// its direction, the preposition, a label, a role in apposition), the field rules saying which
// side is the notice's. Every text is made up for the reading it names.

/** The RID the frame makes the notice's, every identifier of the text being a candidate; null when it abstains. */
function framed(text: string, type: AnnonceType): string | null {
  const folded = fold(text);
  return actFrameSubject(folded, findRidets(text).map((match) => ({ match })), type)?.match.rid ?? null;
}

const SELLER = 'la société KAZ PAIN, SARL au capital de 1.000.000 F CFP, siège à Koné, RIDET 1 000 001.001,';
const BUYER = 'la société KAZ FOURNIL, SAS, RIDET 2 000 002.001,';

describe('a business sold, in both directions of the verb', () => {
  it("reads 'X cède à Y' and 'X a vendu à Y': X sells, the notice is X's", () => {
    expect(framed(`Par acte du 3 mars 2026, ${SELLER} cède à ${BUYER} son fonds de boulangerie.`, 'cession')).toBe('1000001');
    expect(framed(`Par acte du 3 mars 2026, ${SELLER} a vendu à ${BUYER} le fonds de boulangerie exploité à Koné.`, 'cession')).toBe('1000001');
  });

  it("reads 'Y a acquis de X': the complement after 'de' sells", () => {
    expect(framed(`Par acte du 3 mars 2026, ${BUYER} a acquis de ${SELLER} le fonds de boulangerie exploité à Koné.`, 'cession')).toBe('1000001');
  });

  it("reads the seller named after 'par' ('la vente, par X, de son fonds à Y')", () => {
    expect(framed(`Aux termes d'un acte du 3 mars 2026, la vente, par ${SELLER} de son fonds de boulangerie à ${BUYER} a été conclue.`, 'cession')).toBe('1000001');
  });
});

describe('a business let (location-gérance), in both directions', () => {
  it("reads 'X donne en location-gérance à Y': X lets", () => {
    expect(framed(`${SELLER} donne en location-gérance à ${BUYER} son fonds de snack, pour deux ans.`, 'cession')).toBe('1000001');
  });

  it("reads 'Y a pris en location-gérance de X' and 'Y prend en location-gérance le fonds appartenant à X'", () => {
    expect(framed(`${BUYER} a pris en location-gérance, de ${SELLER} le fonds de snack de Koné.`, 'cession')).toBe('1000001');
    expect(framed(`${BUYER} prend en location-gérance le fonds de snack sis à Koné, appartenant à ${SELLER} pour deux ans.`, 'cession')).toBe('1000001');
  });

  it("reads the passive ('qui lui a été donné en location-gérance par X')", () => {
    expect(framed(`${BUYER} exploitera en qualité de locataire-gérante le fonds de snack, qui lui a été donné en location-gérance par ${SELLER} pour un an.`, 'cession')).toBe('1000001');
  });

  it("reads a role in apposition ('(loueur)', ', propriétaire du fonds,') and the other party of 'entre X et Y'", () => {
    expect(framed('Loc.-gér. : Sté KAZ PAIN, SARL, RIDET 1000001.001 (loueur), renouvelle pour un an la loc.-gér. de son fds à M. Paul EXEMPLE, commerçant, RIDET 2000002.001.', 'cession')).toBe('1000001');
    expect(framed('Le contrat de location-gérance conclu entre la société KAZ PAIN, SARL, propriétaire du fonds, RIDET 1 000 001.001, et M. Paul EXEMPLE, commerçant, RIDET 2 000 002.001, a pris fin.', 'cession')).toBe('1000001');
  });
});

describe('a business let under the other names of the letting', () => {
  it("reads 'gérance libre' and 'gérance-location' as 'location-gérance'", () => {
    expect(framed(`${BUYER} exploitera en qualité de locataire-gérante le fonds de snack, qui lui a été donné en gérance libre par ${SELLER} pour un an.`, 'cession')).toBe('1000001');
    expect(framed(`${BUYER} a pris en gérance-location, de ${SELLER} le fonds de snack de Koné.`, 'cession')).toBe('1000001');
  });
});

describe("the parties' labels", () => {
  it("reads a party's heading over its block ('Le locataire-gérant :' / 'Le loueur :'), in either order", () => {
    const text =
      'AVIS DE LOCATION-GÉRANCE\n\nLe locataire-gérant :\n   KAZ FOURNIL, SAS,\n   RIDET 2 000 002.001, Koné.\n\nLe loueur :\n   KAZ PAIN, SARL,\n   RIDET 1 000 001.001, Koné.\n\nLe loueur a donné en location-gérance au locataire-gérant son fonds de boulangerie.';
    expect(framed(text, 'cession')).toBe('1000001');
  });

  it("reads a label opening the identifier's line ('Cédant : X, …, RIDET …')", () => {
    const text = 'CESSION DE FONDS\n\nCédant : KAZ PAIN, SARL, RIDET 1 000 001.001\nCessionnaire : KAZ FOURNIL, SAS, RIDET 2 000 002.001\n\nFonds de boulangerie vendu le 3 mars 2026.';
    expect(framed(text, 'cession')).toBe('1000001');
  });
});

describe('a merger, active and passive', () => {
  const ABSORBING = 'la société KAZ GROUPE, SA, RIDET 1 000 001.001,';
  const ABSORBED = 'la société KAZ FILLE, SARL, RIDET 2 000 002.001,';

  it("reads 'X absorbe Y' and 'Y a été absorbée par X': the absorbing company's capital, the absorbed company's dissolution", () => {
    const active = `Aux termes d'un traité du 3 mars 2026, ${ABSORBING} a absorbé ${ABSORBED} et augmenté son capital.`;
    expect(framed(active, 'capital')).toBe('1000001');
    expect(framed(active, 'dissolution')).toBe('2000002');
    const passive = `Aux termes d'un traité du 3 mars 2026, ${ABSORBED} a été absorbée par ${ABSORBING} et se trouve dissoute sans liquidation.`;
    expect(framed(passive, 'dissolution')).toBe('2000002');
    expect(framed(passive, 'capital')).toBe('1000001');
  });

  it("reads 'l'absorption de Y par X' with the absorbing company after 'par'", () => {
    const text = `Les associés ont approuvé l'absorption de la société KAZ FILLE, SARL, RIDET 2 000 002.001, par ${ABSORBING} qui augmente son capital.`;
    expect(framed(text, 'capital')).toBe('1000001');
  });

  it("reads each side printed at the end of its party's description ('…, société absorbée, et …, société absorbante')", () => {
    const text = 'La SARL KAZ FILLE, RIDET 2 000 002.001, siège : Koné, société absorbée, et la SA KAZ GROUPE, RIDET 1 000 001.001, siège : Nouméa, société absorbante, ont signé un traité de fusion.';
    expect(framed(text, 'capital')).toBe('1000001');
    expect(framed(text, 'dissolution')).toBe('2000002');
  });
});

describe('a contribution', () => {
  it("reads 'apport par X à Y': the capital notice is the receiving company's", () => {
    const text = "L'assemblée a approuvé l'apport, par la société KAZ PAIN, SARL, RIDET 1 000 001.001, de son fonds de boulangerie à la société KAZ FOURNIL, SAS, RIDET 2 000 002.001, rémunéré par des parts nouvelles.";
    expect(actKind(fold(text))).toBe('contribution');
    expect(framed(text, 'capital')).toBe('2000002');
  });
});

describe('a frame that must not decide', () => {
  it('abstains where the text holds two acts (a sale and a location-gérance)', () => {
    const text = `${SELLER} a vendu à ${BUYER} son fonds de boulangerie, que KAZ FOURNIL tenait en location-gérance depuis 2024.`;
    expect(actKind(fold(text))).toBeNull();
    expect(framed(text, 'cession')).toBeNull();
  });

  it('abstains where a person sells to a company: the company is only read as the buyer', () => {
    const text = `KAZ CONSEILS, SARL, RIDET 3 000 003.001\n\nPar acte du 3 mars 2026, M. Paul EXEMPLE a cédé à ${BUYER} son fonds de boulangerie.`;
    expect(framed(text, 'cession')).toBeNull();
  });

  it('abstains on a sale of shares: their company is the subject, whoever sells', () => {
    expect(framed(`${SELLER} a cédé à ${BUYER} 100 parts sociales de la société KAZ FILLE.`, 'cession')).toBeNull();
  });

  it('abstains where one company is read on both sides, or two on the notice\'s side', () => {
    const chain = `${SELLER} a vendu à ${BUYER} son fonds de boulangerie. Puis KAZ FOURNIL, RIDET 2 000 002.001, cède à la société KAZ MIE, RIDET 3 000 003.001, le même fonds.`;
    expect(framed(chain, 'cession')).toBeNull();
    const two = `${SELLER} cède à M. Paul EXEMPLE son fonds de boulangerie ; ${BUYER} cède à Mme Ana MODÈLE son fonds de pâtisserie.`;
    expect(framed(two, 'cession')).toBeNull();
  });

  it('abstains where the field rules give the type no side (an appointment beside a sale)', () => {
    expect(framed(`${SELLER} a vendu à ${BUYER} son fonds de boulangerie.`, 'nomination')).toBeNull();
  });

  it("does not read a company's representative as a party ('représentée par sa présidente, la société K, …, a donné …')", () => {
    const text = 'La société KAZ HÔTEL, SAS, RIDET 1 000 001.001, représentée par sa présidente la société KAZ INVEST, SAS, RIDET 2 000 002.001, a donné en gérance libre à Mme Ana MODÈLE le fonds de l\'hôtel.';
    expect(framed(text, 'cession')).not.toBe('2000002');
  });
});

describe('the subject rules ask the frame where the earlier rules leave two companies', () => {
  /** What the rules decide on a text, without any fitted model: the subject's RID and the rule. */
  function ruled(text: string, type: AnnonceType): { rid: string | null; rule: string } {
    const decision = decideSubjectRidet(text, findRidets(text), { type });
    return { rid: decision.match?.rid ?? null, rule: decision.rule };
  }

  it("publishes a trader's sale of his business to a company under the trader's identifier", () => {
    const text =
      "VENTE DE FONDS DE COMMERCE\n\nSuivant acte du 3 mars 2026, M. Paul EXEMPLE, commerçant,\ndemeurant à Koné, immatriculé au RIDET sous le n° 1 000 001.001,\na cédé à la S.A.R.L. KAZ FOURNIL, au capital\nde 1.000.000 F CFP, siège à Koné, RIDET\n2 000 002.001, le fonds de boulangerie qu'il exploitait à Koné.";
    expect(ruled(text, 'cession')).toEqual({ rid: '1000001', rule: 'parties_de_l_acte' });
  });

  it("publishes a dissolution by merger under the company absorbed ('ayant approuvé … l'absorption de la SARL Y, …, RIDET …')", () => {
    const text =
      "DISSOLUTION SANS LIQUIDATION\n\nLa société KAZ GROUPE, S.A. au capital de\n4.000.000 F CFP, siège à Nouméa, RIDET 1 000 001.001,\nayant approuvé, par délibération de son assemblée du 3 mars 2026, la fusion par voie d'absorption de la\nS.A.R.L. KAZ FILLE, au capital de\n1.000.000 F CFP, siège à Koné, RIDET 2 000 002.001,\ncette dernière se trouve dissoute sans liquidation.";
    // The meeting approving the absorption now marks the absorbing company, which a dissolution
    // sets aside before the frame is asked (wt-roles): one candidate is left, the same one.
    expect(ruled(text, 'dissolution')).toEqual({ rid: '2000002', rule: 'seul_candidat' });
  });

  it("publishes the absorbed company's own notice under its header's identifier, whose name the act prints over a line's end after the absorbing company's identifier", () => {
    // Made up. The absorbing company's identifier, then a date, then the clause naming the absorbed one:
    // the participle is the absorbed one's, not the identifier's before it.
    const text =
      "KAZ FILLE NORD\nSARL au capital de 3 000 000 F CFP\nRIDET 1 000 001.001\nAux termes d'un traité de fusion du 15 janvier 2026, approuvé par l'assemblée générale extraordinaire de la société absorbante KAZ GROUPE,\nSAS, RIDET 2 000 002.001, du 13 février 2026, la société KAZ FILLE\nNORD a été absorbée par la société KAZ GROUPE et se trouve dissoute sans liquidation.\nPour avis, le gérant.";
    expect(ruled(text, 'dissolution')).toEqual({ rid: '1000001', rule: 'parties_de_l_acte' });
  });
});
