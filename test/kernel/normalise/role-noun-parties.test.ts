import { describe, expect, it } from 'vitest';
import { fold } from '../../../kernel/normalise/fold.ts';
import { roleBesideSubject } from '../../../kernel/normalise/role-noun-parties.ts';
import { subjectOf } from './notice-helpers.ts';

// Companies an act names by the part they play beside the company whose act it is: the lessor of
// the premises, the guarantor, the lender or creditor, the contributor in kind. None is the
// notice's subject. Every text is made up for this file; the identifiers below pass the check.
const SUBJECT = '1000009';
const BESIDE = '3000007';

describe('the lessor of the premises', () => {
  it('reads premises belonging to an SCI told as the lessor in a location-gérance of the business', () => {
    const text =
      'LOCATION-GÉRANCE\nSuivant acte sous seing privé du 4 octobre 2026, la société ATELIER DES PALMES, SARL, RIDET 1 000 009.001, a donné en location-gérance à M. Jean Dupont son fonds de commerce de restauration sis 8 rue Jules Ferry, Nouméa, dans des locaux appartenant à la SCI LES FLAMBOYANTS, RIDET 3 000 007.001, bailleresse.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a seat moved into premises under a commercial lease consented by an SCI', () => {
    const text =
      "TRANSFERT DE SIÈGE SOCIAL\nATELIER DES PALMES, SARL au capital de 1 000 000 F CFP, RIDET 1 000 009.001.\nPar décision de la gérance du 3 octobre 2026, le siège social a été transféré au 8 rue Jules Ferry, Nouméa, en vertu d'un bail commercial consenti par la SCI LES FLAMBOYANTS, RIDET 3 000 007.001, bailleresse.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('never publishes a business sold under the SCI that consented the lease sold with it', () => {
    const text =
      'CESSION DE FONDS DE COMMERCE\nSuivant acte du 4 octobre 2026, la société ATELIER DES PALMES, SARL, RIDET 1 000 009.001, a cédé à M. Jean Dupont son fonds de commerce de boulangerie exploité 8 rue Jules Ferry, Nouméa, ensemble le droit au bail consenti par la SCI LES FLAMBOYANTS, RIDET 3 000 007.001, à la société ATELIER DES PALMES.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads the building's owner named in apposition after its identifier", () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa société KAORI INVEST, SARL, RIDET 1 000 009.001, informe que son siège social est transféré à compter du 1er novembre 2026 au 22 rue Anatole France, Nouméa, immeuble de la SCI MANGUIERS, RIDET 3 000 007.001, propriétaire des murs.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('keeps an SCI that lets its own business as the subject of its location-gérance', () => {
    const text =
      "LOCATION-GÉRANCE\nLa SCI MANGUIERS, RIDET 3 000 007.001, bailleresse, a confié le 1er octobre 2026 en location-gérance à la société KAORI INVEST, SARL, RIDET 1 000 009.001, le fonds de commerce de snack qu'elle exploite à Bourail.";
    expect(subjectOf(text)).toBe(BESIDE);
  });

  it("never sets aside an SCI described as its tenant's lessor in its own notice", () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa SCI MANGUIERS, RIDET 3 000 007.001, bailleresse des locaux occupés par la société KAORI INVEST, SARL, RIDET 1 000 009.001, a transféré son siège social au 22 rue Anatole France, Nouméa, par décision des associés du 2 octobre 2026.';
    expect(subjectOf(text)).not.toBe(SUBJECT);
  });

  it('keeps an SCI named alone as the owner of its building the subject of its own notice', () => {
    const text =
      'TRANSFERT DE SIÈGE\nLa SCI MANGUIERS, RIDET 3 000 007.001, propriétaire de l’immeuble sis 5 rue Duquesne, Nouméa. Par décision des associés du 2 octobre 2026, le siège social est transféré au 22 rue Anatole France, Nouméa.';
    expect(subjectOf(text)).toBe(BESIDE);
  });
});

describe('the guarantor, the lender, the creditor', () => {
  it("never publishes a sale of parts under the bank that guarantees the price (the company's own block identified)", () => {
    const text =
      'CESSION DE PARTS SOCIALES\nMAISON DU TRESSAGE, SARL au capital de 500 000 F CFP, RIDET 1 000 009.001, siège à Koné.\nPar acte du 5 octobre 2026, M. Paul Martin a cédé à Mme Lucie Bernard 50 parts sociales de la société, avec la caution de la BANQUE DU PACIFIQUE SUD, SA, RIDET 3 000 007.001, garante du paiement du prix.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a bank that intervenes in the act as the buyer’s guarantor', () => {
    const text =
      "CESSION D'ACTIONS\nFILETS ET CORDAGES DU SUD, SAS, RIDET 1 000 009.001.\nSuivant ordre de mouvement du 3 octobre 2026, M. Paul Martin a cédé 200 actions de la société à la société HOLDING TAMANU. La société BANQUE DES ÎLES, SA, RIDET 3 000 007.001, intervient à l'acte en qualité de caution du cessionnaire.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads the bank whose loan is turned into capital as the lender', () => {
    const text =
      "AUGMENTATION DE CAPITAL\nATELIER DES PALMES, SARL, RIDET 1 000 009.001. L'assemblée du 2 octobre 2026 a porté le capital de 1 000 000 à 5 000 000 F CFP par incorporation du prêt consenti par la BANQUE DES ÎLES, SA, RIDET 3 000 007.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('quarantines a sale of parts whose only identifier is the guarantor’s', () => {
    const text =
      "CESSION DE PARTS\nPar acte du 5 octobre 2026, M. Paul Martin a cédé à Mme Lucie Bernard les 100 parts qu'il détenait dans la SARL CORAIL BLEU, siège à Bourail, sous la garantie solidaire de la BANQUE DU PACIFIQUE SUD, SA, RIDET 3 000 007.001.";
    expect(subjectOf(text)).toBe('ridet_absent');
  });

  it("keeps a bank's own notice its own", () => {
    const text =
      "BANQUE DU PACIFIQUE SUD, SA au capital de 900 000 000 F CFP, RIDET 3 000 007.001.\nLe conseil d'administration du 3 octobre 2026 a nommé M. Paul Martin directeur général en remplacement de Mme Lucie Bernard.";
    expect(subjectOf(text)).toBe(BESIDE);
  });

  it('leaves a bank and a company named together without a role quarantined', () => {
    const text =
      'AVIS DE TRANSFERT\nLa société KAORI INVEST, SARL, RIDET 1 000 009.001, et la BANQUE DES ÎLES, SA, RIDET 3 000 007.001, ont conclu le 4 octobre 2026 une convention. Le siège social est transféré au 3 rue Higginson, Nouméa.';
    expect(subjectOf(text)).toBe('sujet_ambigu');
  });

  it("reads 'les créanciers de la société S' as naming S the debtor, not a creditor", () => {
    const text = 'Les créanciers de la société KAORI INVEST, SARL, RIDET 1 000 009.001, sont avisés de la dissolution anticipée de la société, le prêt ayant été remboursé.';
    const folded = fold(text);
    const index = folded.indexOf('ridet');
    const end = folded.indexOf('.001') + 4;
    expect(roleBesideSubject(folded, folded, index, end, 'dissolution')).toBeNull();
  });
});

describe('the contributor in kind', () => {
  it('reads the SCI contributing a plot to a company formed, its registration labelled apart', () => {
    const text =
      "AVIS DE CONSTITUTION\nSuivant acte sous seing privé du 12 octobre 2026, il a été constitué une société :\nDénomination : LES JARDINS DE LA BAIE\nForme : SARL\nCapital : 10 000 000 F CFP, dont 9 000 000 F CFP par apport en nature d'un terrain par la SCI LES FLAMBOYANTS, RIDET 3 000 007.001.\nSiège : 8 rue Jules Ferry, Nouméa\nGérant : M. Jean Dupont\nRIDET : 1 000 009.001";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads the contributor told by its noun in apposition', () => {
    const text =
      'CONSTITUTION\nPar acte du 12 octobre 2026 a été constituée la SAS LES JARDINS DE LA BAIE, RIDET 1 000 009.001, au capital de 5 000 000 F CFP, dont un apport en nature de la SCI LES FLAMBOYANTS, SCI, RIDET 3 000 007.001, apporteuse de l’immeuble sis à Dumbéa. Président : M. Jean Dupont.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("keeps a merger's contributing company the subject of its own dissolution", () => {
    const text =
      'DISSOLUTION SANS LIQUIDATION\nLa société ATELIER DES PALMES, SARL, RIDET 1 000 009.001, société apporteuse, a été absorbée par la société KAORI INVEST, SAS, RIDET 3 000 007.001, suivant traité de fusion du 2 septembre 2026 approuvé le 30 septembre 2026. La société ATELIER DES PALMES se trouve dissoute sans liquidation à cette date.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('the depositary of the funds and the creditor of a pledge', () => {
  it('reads the bank where a capital increase’s funds were deposited as the depositary, not as the company contributed to', () => {
    const prose =
      "AUGMENTATION DE CAPITAL\nATELIER DES PALMES, SARL au capital porté de 1 000 000 F CFP à 3 000 000 F CFP, siège : Koné, RID 1 000 009.\nL'assemblée générale extraordinaire du 2 octobre 2026 a augmenté le capital de 2 000 000 F CFP par apports en numéraire, les fonds ayant été déposés à la BANQUE DU LAGON, SA, RIDET 3 000 007.001, qui a délivré le certificat du dépositaire le 9 octobre 2026.";
    const labelled =
      "ATELIER DES PALMES\nSARL au capital de 3 000 000 F CFP - RIDET 1 000 009.001\nAUGMENTATION DE CAPITAL\nSuivant décisions de l'associé unique du 2 octobre 2026, le capital a été porté à 3 000 000 F CFP par apport en numéraire ; les sommes souscrites ont été consignées auprès de la société KAORI FINANCE, SA, RIDET 3 000 007.001, dépositaire des fonds.";
    expect(subjectOf(prose)).toBe(SUBJECT);
    expect(subjectOf(labelled)).toBe(SUBJECT);
  });

  it('keeps a company funds are paid to, which the contribution is made to', () => {
    const text =
      "AUGMENTATION DE CAPITAL\nSuivant décisions du 2 octobre 2026, la société KAORI INVEST, SAS, RIDET 3 000 007.001, associée unique, a fait un apport en numéraire de 2 000 000 F CFP à la société ATELIER DES PALMES, SARL, RIDET 1 000 009.001, dont le capital est porté à 3 000 000 F CFP.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads the parts of a company, not the company they are pledged or sold to, in a sale of parts', () => {
    const text =
      "SCI LES FLAMBOYANTS\nSociété civile immobilière au capital de 200 000 F CFP\nSiège : 8 rue Jules Ferry, Nouméa\nRIDET 1 000 009.001\n\nCESSION DE PARTS\nSuivant acte du 4 octobre 2026, M. Jean Dupont a cédé 100 parts sociales à Mme Anne Martin. Les parts cédées restent nanties au profit de la société KAORI FINANCE, SA, RIDET 3 000 007.001, qui a consenti à la cession.";
    const toBuyer =
      "SCI LES FLAMBOYANTS\nSociété civile immobilière au capital de 200 000 F CFP\nSiège : 8 rue Jules Ferry, Nouméa\nRIDET 1 000 009.001\n\nCESSION DE PARTS\nSuivant acte du 4 octobre 2026, M. Jean Dupont a cédé l'ensemble de ses parts sociales en faveur de la société KAORI INVEST, SAS, RIDET 3 000 007.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
    // The buyer is never published as the company whose parts are sold (the scorer may still doubt).
    expect(subjectOf(toBuyer)).not.toBe(BESIDE);
  });
});

describe('a guarantor told in the passive', () => {
  it('reads the bank that guarantees the price of parts sold as a guarantor, the sold company named in its header', () => {
    const text =
      "AVIS DE CESSION D'ACTIONS\nSAS LES HAUTS DE KOUTIO – RIDET 1 000 009.001\nPar acte du 6 novembre 2026, la société OCÉANE INVEST a cédé 300 actions de la société à M. Hugo Lenoir ; le prix étant payable à terme, son paiement est garanti par la BANQUE DES ÎLES LOYAUTÉ, SA, RIDET 3 000 007.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a guarantee given at first demand, the sold company in its name block', () => {
    const text =
      "CESSION DE PARTS SOCIALES\nLES HAUTS DE KOUTIO\nSARL au capital de 500 000 F CFP – RIDET 1 000 009.001\nSuivant acte du 6 novembre 2026, Mme Léa Martin a cédé 40 parts sociales de la société à M. Hugo Lenoir. Le paiement du prix de cession est garanti à première demande par la BANQUE DES ÎLES LOYAUTÉ, SA, RIDET 3 000 007.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads a form's line labelled with the guarantor's part", () => {
    const text =
      "CESSION D'ACTIONS\nSociété : LES HAUTS DE KOUTIO, SAS, RIDET 1 000 009.001\nCédant : Mme Léa Martin\nCessionnaire : M. Hugo Lenoir\nGarant du paiement : BANQUE DES ÎLES LOYAUTÉ, SA, RIDET 3 000 007.001\nDate de l'acte : 6 novembre 2026";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads a form's line labelled with the pledgee's consent", () => {
    const text =
      'CHANGEMENT DE PRÉSIDENT\nLES HAUTS DE KOUTIO, SAS, RIDET 1 000 009.001\nNouveau président : M. Hugo Lenoir, à compter du 6 novembre 2026, en remplacement de Mme Léa Martin.\nAccord du créancier nanti : BANQUE DES ÎLES LOYAUTÉ, SA, RIDET 3 000 007.001.';
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("keeps a bank's own capital its own, the issue guaranteed by its parent", () => {
    const text =
      "AUGMENTATION DE CAPITAL\nBANQUE DES ÎLES LOYAUTÉ, SA, RIDET 3 000 007.001. L'assemblée générale extraordinaire du 3 novembre 2026 a porté le capital de 2 000 000 000 à 2 500 000 000 F CFP par émission d'actions nouvelles, dont la souscription a été garantie par la société mère, FINANCIÈRE DU CAILLOU, SA, RIDET 1 000 009.001.";
    expect(subjectOf(text)).toBe(BESIDE);
  });
});

describe("the lender of 'la société', the notice's own company named by its bare noun", () => {
  it('reads the bank whose consent a transformation needed, lender of the company', () => {
    const text =
      "TRANSFORMATION\nMENUISERIE DE DUCOS\nSiège : 3 rue Dolbeau, Nouméa – RIDET 1 000 009.001\nL'assemblée du 2 novembre 2026, ayant obtenu l'accord de la BANQUE DU CAILLOU, SA (RIDET 3 000 007.001), prêteuse de la société au titre d'un crédit-bail, a décidé de transformer la société en société par actions simplifiée.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a lender whose consent opens the sentence, the company transformed into another form after it', () => {
    const text =
      "TRANSFORMATION\nMENUISERIE DE DUCOS, SARL au capital de 3 000 000 F CFP, RIDET 1 000 009.001\nAvec l'accord de la BANQUE DU CAILLOU, SA, RIDET 3 000 007.001, en sa qualité de prêteur, l'assemblée du 3 novembre 2026 a transformé la société en SAS. Président : M. Paul KAPÉ.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it('reads a creditor of the company in apposition, its sentence going on', () => {
    const text =
      "TRANSFORMATION\nMENUISERIE DE DUCOS, SARL, RIDET 1 000 009.001.\nAprès consentement de la société CRÉDIT DES ÎLES, SA, RIDET 3 000 007.001, créancière nantie de la société, les associés réunis le 2 novembre 2026 ont transformé la société en SAS.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("leaves a creditor of a company named after the noun to the rules: 'créancière de la société S'", () => {
    const folded = fold("La société CRÉDIT DES ÎLES, SA, RIDET 3 000 007.001, créancière de la société MENUISERIE DE DUCOS, a donné son accord.");
    const index = folded.indexOf('ridet 3');
    const end = index + 'ridet 3 000 007.001'.length;
    expect(roleBesideSubject(folded, folded, index, end, 'statuts')).toBeNull();
  });
});

describe("the bank's certificate of deposit and the pledge's creditor", () => {
  it("reads the depositary's certificate printed before a capital notice", () => {
    const text =
      "ATTESTATION DU DÉPOSITAIRE\nLa BANQUE DU CAILLOU, SA, RIDET 3 000 007.001, agence de Bourail, certifie avoir reçu le 2 novembre 2026 la somme de 5 000 000 F CFP au titre de l'augmentation de capital de la société ci-dessous.\n\nAUGMENTATION DE CAPITAL\nMENUISERIE DE DUCOS\nSARL au capital de 8 000 000 F CFP – RIDET 1 000 009.001\nL'assemblée générale extraordinaire du 5 novembre 2026 a porté le capital de 3 000 000 à 8 000 000 F CFP.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("reads a bank attesting in the first person that the funds were deposited", () => {
    const text =
      "Nous soussignés, CRÉDIT DES ÎLES, RIDET 3 000 007.001, attestons que les fonds souscrits, soit 2 000 000 F CFP, ont été versés au compte de la société.\nAUGMENTATION DE CAPITAL – MENUISERIE DE DUCOS, SARL, RIDET 1 000 009.001 : capital porté à 4 000 000 F CFP par décision de l'associé unique du 5 novembre 2026.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });

  it("quarantines a certificate whose bank is the only company identified", () => {
    const text =
      "CERTIFICAT DE DÉPÔT\nLa BANQUE DU CAILLOU, SA, RIDET 3 000 007.001, certifie avoir reçu en dépôt la somme de 1 000 000 F CFP, apports en numéraire de la SARL MENUISERIE DE DUCOS en formation, qui sera immatriculée à Nouméa.\nFait le 2 novembre 2026.";
    expect(subjectOf(text)).not.toBe(BESIDE);
  });

  it("reads the pledge's beneficiary releasing the parts sold", () => {
    const text =
      "CESSION DE PARTS\nLa BANQUE DU CAILLOU, RIDET 3 000 007.001, bénéficiaire d'un nantissement sur 100 parts de la société ci-après, en a donné mainlevée le 2 novembre 2026.\nPar acte du 4 novembre 2026, M. Paul KAPÉ a cédé ces 100 parts à M. Luc WAIA.\nSociété : MENUISERIE DE DUCOS, SARL, RIDET 1 000 009.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe("a role told after another company's identifier", () => {
  it("reads the creditor's role as the bank's, not the sold company's printed before it", () => {
    const text =
      "CESSION DE PARTS\nLa société TAMANOU FINANCES, SAS, RIDET 2 000 008.001, a cédé le 3 novembre 2026 à la société CORAIL HOLDING, SARL, RIDET 4 000 006.001, les 100 parts qu'elle détenait dans la société MENUISERIE DE DUCOS, SARL, RIDET 1 000 009.001, avec l'accord de la BANQUE DU CAILLOU, RIDET 3 000 007.001, créancière nantie.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('a sister company where a person keeps an office', () => {
  it('never publishes the change under the company whose `fonctions de gérant` the outgoing manager keeps', () => {
    const text =
      "ATELIER DES PALMES\nSARL au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nCHANGEMENT DE GÉRANT\n\nLes associés, réunis le 3 mars 2026, ont pris acte de la démission de M. Jean DUPONT de ses fonctions de gérant et ont nommé Mme Anne MODÈLE gérante.\n\nM. Jean DUPONT conserve ses fonctions de gérant de la société ATELIER DES PALMES PEINTURE, SARL, RIDET 3 000 007.001.";
    expect(subjectOf(text)).toBe(SUBJECT);
  });
});

describe('the keeper of a closed company’s archives', () => {
  it('never publishes the closure under the company that keeps the archives', () => {
    const text =
      "ATELIER DES PALMES\nSARL en liquidation au capital de 1 000 000 F CFP\nRIDET 1 000 009.001\n\nCLÔTURE DE LIQUIDATION\n\nL'assemblée des associés du 3 mars 2026 a approuvé les comptes de liquidation et constaté la clôture de la liquidation. Les archives sociales seront conservées pendant dix ans par la société ARCHIVES DU PACIFIQUE, RIDET 3 000 007.001, à Nouméa.";
    expect(subjectOf(text)).toBe(SUBJECT);
    const folded = fold(text);
    const at = folded.indexOf('ridet 3 000');
    expect(roleBesideSubject(folded, folded, at, at + 'ridet 3 000 007.001'.length, 'dissolution')).toBe('archives');
  });
});
