import { describe, expect, it } from 'vitest';
import { domiciliationHost } from '../../../kernel/normalise/domiciliation-host.ts';
import { fold } from '../../../kernel/normalise/fold.ts';
import { noticeOf, subjectOf } from './notice-helpers.ts';
import { findRidets } from '../../../kernel/normalise/ridet.ts';
import { judgeRidets } from '../../../kernel/normalise/subject-ridet.ts';

// (wt-rpres) Firms a notice names beside its company with their own identifiers, by a part a reader
// does not doubt: the bank that holds the capital or certifies its deposit, the lender, the pledgee,
// a creditor whose claims a plan pays, the domiciliation company, the owner that lets its business
// to the teller, a contributor named on its labelled line, the firm a court appoints, the absorbing
// company named in the title. Every text is made up for this file; the identifiers pass the check.
const SUBJECT = '1000009';
const BESIDE = '3000007';

describe('the bank and the lender', () => {
  it("sets aside the bank a business's price is held in escrow by, on the price's line of a sale box", () => {
    const text =
      'LE HÉRON — 12/11/2026 — ventes de fonds\n\nacquéreur ◄ KAORI BOIS, SARL, RIDET 1 234 566.001, Païta\nvendeur   ► ATELIER DES COCOTIERS, SARL, RIDET 1 000 009.001, Koné\nobjet     ► fonds de menuiserie, Koné\nacte      ► reçu le 2 novembre 2026 par Me Léa WEA, notaire à Koné\nprix      ► 9 000 000 F CFP, séquestré entre les mains de la BANQUE DES RÉCIFS, SA, RIDET 3 000 007.001\noppositions ► 10 jours après la dernière insertion';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('sets aside the bank the capital is deposited at, told in the singular in a constitution', () => {
    const text =
      'CONSTITUTION – SASU « ATELIER DES COCOTIERS »\nActe sous seing privé du 2 mars 2026, Bourail.\nCapital : 500 000 F CFP, intégralement libéré et déposé à la BANQUE DES RÉCIFS (SA, 3 000 007-001), agence de Bourail.\nSiège : 4, rue des Flamboyants, 98870 Bourail.\nPrésident : M. Paul TEREMOA.\nRIDET : 1 000 009-001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("sets aside the bank whose dated certificate of the deposit opens a capital notice", () => {
    const text =
      "La BANQUE DES RÉCIFS, société anonyme, RIDET 3 000 007.001, agence de Koné, a certifié le 3 avril 2026 le dépôt de la somme de 2 000 000 F CFP au titre de l'augmentation de capital ci-après.\n\nAUGMENTATION DE CAPITAL\n\nATELIER DES COCOTIERS\nSociété par actions simplifiée\nSiège social : 4, rue des Flamboyants, 98860 Koné\nRIDET 1 000 009.001\n\nL'assemblée générale extraordinaire du 20 mars 2026 a décidé d'augmenter le capital de 2 000 000 F CFP pour le porter à 3 000 000 F CFP par l'émission d'actions nouvelles souscrites en numéraire.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("sets aside the company's lender named in apposition after its noun and 'de la société'", () => {
    const text =
      "TRANSFORMATION EN SAS\n\nATELIER DES COCOTIERS\nAncienne forme : SARL – Nouvelle forme : SAS\nRIDET 1 000 009.001\n\nL'assemblée générale extraordinaire du 5 mai 2026, après avoir recueilli l'accord du prêteur de la société, la BANQUE DES RÉCIFS, SA, RIDET 3 000 007.001, a décidé de transformer la société en société par actions simplifiée.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("sets aside a company told after its identifier as the subject's shareholder and lender ('est actionnaire et prêteur')", () => {
    const text =
      "Arrêté n° 2026-77 du 3 mai 2026 relatif à la représentation de la province au conseil d'administration de la SAEML ATELIER DES COCOTIERS\nVu les statuts de la SAEML ATELIER DES COCOTIERS, RIDET 1 000 009.001, dont la BANQUE DES RÉCIFS, SA, RIDET 3 000 007.001, est actionnaire et prêteur ;\nArrête :\nArticle 1er : M. Paul TEREMOA est désigné pour représenter la province au conseil d'administration de la SAEML ATELIER DES COCOTIERS, en qualité d'administrateur.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('sets aside the bank the sold parts were pledged in favour of', () => {
    const text =
      "CESSION DE PARTS SOCIALES\n\nATELIER DES COCOTIERS\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nPar acte du 6 mai 2026, M. Paul TEREMOA a cédé 100 des 200 parts sociales de la société à la société HOLDING KAWA, SARL, RIDET 2 000 008 001. Ces parts, nanties au profit d'AZUR BANQUE, SA, RIDET 3 000 007 001, ont été cédées avec l'accord de celle-ci, qui a donné mainlevée du nantissement.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("sets aside a creditor whose claims a continuation plan pays, the debtor's identifier given apart", () => {
    const text =
      "Par jugement du 5 mai 2026, le tribunal mixte de commerce de Nouméa a arrêté le plan de redressement par voie de continuation de la SARL ATELIER DES COCOTIERS, dont le siège est à Koné.\nLe plan prévoit le règlement intégral des créances de la BANQUE DES RÉCIFS et de la société FERS DU LAGON (RIDET 3 000 007.001).\nRéf. débiteur : RIDET 1 000 009 001.\nPour extrait, le greffier.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('never publishes under the bank that certifies a deposit when it is the only company identified', () => {
    const text =
      "La BANQUE DES RÉCIFS, société anonyme, RIDET 3 000 007.001, agence de Koné, a certifié le 3 avril 2026 le dépôt de la somme de 2 000 000 F CFP au titre de l'augmentation de capital de la société ATELIER DES COCOTIERS, SAS, décidée par l'assemblée du 20 mars 2026, le capital étant porté à 3 000 000 F CFP.";
    expect(subjectOf(text)).not.toBe(BESIDE);
  });
});

describe('the domiciliation company', () => {
  it("reads the host on a form's 'Domiciliataire :' line, the client's seat moved to it", () => {
    const text =
      "TRANSFERT DE SIÈGE SOCIAL\nDomiciliataire : CENTRE D'AFFAIRES DU PORT, SARL, RIDET 3 000 007.001, 9, rue Jenner, 98800 Nouméa\nSociété domiciliée : ATELIER DES COCOTIERS, SAS, RIDET 1 000 009.001\nNouveau siège : chez CENTRE D'AFFAIRES DU PORT, 9, rue Jenner, 98800 Nouméa\nDécision du président du 2 mai 2026";
    const folded = fold(text);
    const at = (rid: string): [number, number] => {
      const index = text.indexOf(rid);
      return [index, index + rid.length];
    };
    expect(domiciliationHost(folded.replace(/\n/g, ' '), folded, ...at('3 000 007.001'))).toBe(true);
    expect(domiciliationHost(folded.replace(/\n/g, ' '), folded, ...at('1 000 009.001'))).toBe(false);
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('sets aside the company the seat moves to, with which a domiciliation contract was made', () => {
    const text =
      "LA FEUILLE DES TESTS n° 318 – vendredi 13 février 2026\nRubrique : Modifications statutaires\n\nATELIER DES COCOTIERS\nSARL au capital de 300 000 F CFP\nAncien siège : 16, rue des Tests, 98800 Nouméa\nRIDET 1 000 009-001\n\nTRANSFERT DU SIÈGE SOCIAL\n\nPar décision de l'assemblée générale extraordinaire du 30 janvier 2026, les associés ont décidé de transférer le siège social, à compter du 1er février 2026, au centre d'affaires Le Kariba, 7, rue Jean Jaurès, 98800 Nouméa, dans les locaux de la société CENTRE DU PORT, SARL, RIDET 3 000 007-001, avec laquelle un contrat de domiciliation a été conclu le 28 janvier 2026.\n\nL'article 4 des statuts a été modifié en conséquence. Mme Ana TESTARD demeure gérante.\n\nPour avis, la gérance.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('sets aside the host whose premises the seat moves into, the old and new addresses printed between', () => {
    const text =
      "Délibération n° 2026-41 du 3 mars 2026 approuvant le transfert du siège social\n\nVu les statuts de la société ATELIER DES COCOTIERS, SAEML, RIDET 1 000 009.001 ;\n\nArticle 1er : Est approuvé le transfert du siège social de la société ATELIER DES COCOTIERS, actuellement fixé au 16, rue des Tests, 98800 Nouméa, au 7, rue Jean Jaurès, zone industrielle de Ducos, 98800 Nouméa, dans les locaux de la société CENTRE DU PORT, SAEML, RIDET 3 000 007.001, à compter du 1er avril 2026.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('sets aside the domiciliation company telling the move of its client into its premises', () => {
    const text =
      "AVIS DE TRANSFERT DE SIÈGE\n\nLa société DOMICILE DU PORT, SARL, RIDET 3 000 007.001, société de domiciliation agréée, 5, rue de Sébastopol, 98800 Nouméa, agissant pour le compte de sa cliente, fait savoir que :\n\nATELIER DES COCOTIERS\nSAS au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\na, par décision de son président du 2 mai 2026, transféré son siège social du 2, rue Jenner, 98800 Nouméa, au 5, rue de Sébastopol, 98800 Nouméa, dans les locaux de la société domiciliataire.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('the parties of an act told by one of them', () => {
  it('reads the tenant that tells its letting, the owner identified between it and « lui a confié »', () => {
    const text =
      "La société AUTO-ÉCOLE DU LAGON, société par actions simplifiée à associé unique au capital de 1 000 000 F CFP, dont le siège est à Koné, RIDET 3 000 007.001, fait savoir qu'aux termes d'un acte du 6 mai 2026, la société ATELIER DES COCOTIERS, SARL au capital de 2 000 000 F CFP, dont le siège est à Koné, RIDET 1 000 009.001, lui a confié en location-gérance, pour une durée de deux ans, à compter du 1er juin 2026, le fonds d'enseignement de la conduite qu'elle exploite à Koné et à Pouembout.\n\nPour avis, le président de la société AUTO-ÉCOLE DU LAGON, M. Paul TEREMOA.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads a constitution's own number labelled 'RIDET de la société :' beside its contributor's", () => {
    const text =
      "CONSTITUTION DE SOCIÉTÉ PAR APPORT D'UN FONDS DE COMMERCE\nPar acte du 2 mai 2026, M. Paul TEREMOA, commerçant, RIDET 3 000 007.001, a apporté à la société ci-après le fonds de commerce qu'il exploite à Koné.\nDénomination : ATELIER DES COCOTIERS\nForme : SARL\nCapital : 3 000 000 F CFP\nGérant : M. Paul TEREMOA\nRIDET de la société : 1 000 009.001";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("names the debtor, not the firm the court appoints commissaire à l'exécution du plan", () => {
    const text =
      "Par jugement du 5 mai 2026, le tribunal mixte de commerce de Nouméa a arrêté le plan de continuation de la société par actions simplifiée ATELIER DES COCOTIERS, dont le siège est à Koné.\nLe tribunal a désigné la SELARL MANDATAIRES DU LAGON, 4, rue Jenner, 98800 Nouméa, en qualité de commissaire à l'exécution du plan.\nRéf. débiteur : RIDET 1 000 009 001.\nPour extrait, le greffier.";
    expect(noticeOf(text).denomination).toBe('ATELIER DES COCOTIERS');
  });

  it("names the company of a party's labelled line over the body's first company, another party's", () => {
    const text =
      "APPORT EN NATURE – AUGMENTATION DE CAPITAL\n\nApporteuse : FERS DU LAGON, SARL au capital de 1 000 000 F CFP, siège : Koné, RIDET 3 000 007.001.\nBénéficiaire : ATELIER DES COCOTIERS, société par actions simplifiée au capital de 2 000 000 F CFP, siège : Koné, RIDET 1 000 009.001.\n\nPar décisions des associés de la société bénéficiaire du 3 mai 2026, la société FERS DU LAGON a fait apport à la société ATELIER DES COCOTIERS de son fonds de négoce, rémunéré par l'émission de 5 000 actions nouvelles. Le capital de la société ATELIER DES COCOTIERS est porté à 7 000 000 F CFP.";
    const notice = noticeOf(text);
    expect([notice.ridet.slice(0, 7), notice.denomination]).toEqual([SUBJECT, 'ATELIER DES COCOTIERS']);
  });
});

describe('the company whose notice it is, named in its title or its sign-off', () => {
  it("reads the absorbed company's block under a title naming its absorber after « par » as its dissolution", () => {
    const text =
      "FUSION-ABSORPTION PAR LA SOCIÉTÉ FERS DU LAGON (RIDET 3000007.001)\n\nATELIER DES COCOTIERS\nSARL au capital de 1 000 000 F CFP\nSiège social : 4, rue Jenner, 98800 Nouméa\nRIDET 1 000 009 001\n\nLes associés de la société ATELIER DES COCOTIERS ont approuvé le 3 mai 2026 le projet de fusion avec la société FERS DU LAGON, société absorbante. L'assemblée de la société absorbante ayant approuvé la fusion et l'augmentation de capital corrélative le 10 mai 2026, la société ATELIER DES COCOTIERS s'est trouvée dissoute sans liquidation à cette date.\n\nPour avis, la gérance.";
    const notice = noticeOf(text);
    expect([notice.type, notice.ridet.slice(0, 7)]).toEqual(['dissolution', SUBJECT]);
  });

  it('reads HOLDING in the sign-off block of the company the notice is titled by as its name, not a parent', () => {
    const text =
      "HOLDING COCOTIERS\n\nAUGMENTATION DE CAPITAL PAR APPORT DE TITRES\n\nAux termes d'une assemblée générale extraordinaire du 3 mai 2026, les associés de la société HOLDING COCOTIERS ont approuvé l'apport par M. Paul TEREMOA de 90 parts sociales de la société FERS DU LAGON, SARL, RIDET 3 000 007.001. En rémunération de cet apport, le capital de la société HOLDING COCOTIERS a été porté de 100 000 F CFP à 9 100 000 F CFP.\n\nPour avis.\nHOLDING COCOTIERS, SARL au capital de 9 100 000 F CFP, siège : Koné – RIDET 1 000 009.001";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe("the constituted company's registration in apposition", () => {
  it("publishes the company whose constitution the firm announces, 'immatriculée au RIDET sous le n° …' after its officer", () => {
    const text =
      "LE HÉRON – annonces légales – 12 novembre 2026\n\nLe cabinet KAORI GESTION, SARL au capital de 500 000 F CFP, RIDET 3 000 007.001, Lifou, agissant pour le compte des fondateurs, informe de la constitution, par acte sous seing privé du 2 novembre 2026, de la société ATELIER DES COCOTIERS, société à responsabilité limitée au capital de 600 000 F CFP, siège : Wé, 98820 Lifou, durée : 99 ans, gérant : M. Paul WEA, immatriculée au RIDET sous le n° 1 000 009.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk07 and duos do19). The appraiser of a
// contribution or a scission reports on the act: neither side, and neither is the firm he belongs to.
describe("the appraiser's firm", () => {
  const contribution = (appraiser: string) =>
    `APPORT PARTIEL D'ACTIF\n\nSuivant traité du 27 août 2026, la société TESTS APPORTEUSE, société anonyme, RIDET 1 234 566.001, a apporté sa branche d'activité de maintenance à la société ATELIER DES COCOTIERS, SAS, dont le siège est à Koné.\n\nLes apports, évalués à 38 000 000 F CFP au vu du rapport de M. Yann TESTARD, ${appraiser}, SELARL, RIDET 3 000 007.001, ont été rémunérés par l'attribution de 3 800 actions nouvelles créées par la société bénéficiaire à titre d'augmentation de son capital.\n\nLa société bénéficiaire est immatriculée au RIDET sous le n° 1 000 009.001.`;

  it('sets aside the firm of the appraiser of a scission', () => {
    expect(subjectOf(contribution('commissaire à la scission, membre de la société TESTS EXPERTISE'))).toBe(SUBJECT);
  });

  it('takes the firm of the appraiser of a contribution, its partner, for a third party', () => {
    const text = contribution('commissaire aux apports, associé de la société TESTS EXPERTISE');
    const firm = judgeRidets(text, findRidets(text)).find((j) => j.match.rid === BESIDE);
    expect(firm?.third).toBe(true);
  });
});

// Made up (2026-12-07, eighteenth session, from clochetons hk33). A TUP's or a merger's side named by its
// noun, its registration told after (`La société dissoute est immatriculée au RIDET sous le n° …`): the
// identifier is that side's, whatever firm the sentence before named.
describe("a side of a TUP or a merger registered by its noun", () => {
  it('reads the dissolved subsidiary, its parent and its accountant named with their own identifiers', () => {
    const text =
      "DISSOLUTION SANS LIQUIDATION – TRANSMISSION UNIVERSELLE DE PATRIMOINE\n\nLa société TESTS GROUPE, société anonyme, RIDET 1 234 566.001, associée unique de la société ATELIER DES COCOTIERS, société par actions simplifiée unipersonnelle dont le siège est à Koné, a décidé, le 7 avril 2026, la dissolution anticipée sans liquidation de sa filiale, entraînant la transmission universelle de son patrimoine.\n\nLes comptes de la filiale sont tenus par le cabinet TESTS COMPTABLES, SARL, RIDET 3 000 007.001.\n\nLa société dissoute est immatriculée au RIDET sous le n° 1 000 009.001.\n\nPour avis.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});
