import { describe, expect, it } from 'vitest';
import { subjectOf } from './notice-helpers.ts';

// A sale of parts or shares is the record of the company whose parts are sold. When the text never
// identifies that company, the identifiers it prints are the sides of the sale (the seller, the
// buyer), and a notice published under either is filed in the wrong company: it is quarantined.
// Every text here is made up (invented companies and identifiers).

describe("a share sale whose company is never identified is quarantined, never published under a side", () => {
  it("a company selling its own holding ('ses parts', 'ses actions'): what it sells is a stake in another company", () => {
    expect(subjectOf("AVIS\n\nLa société TIÉBAGHI HOLDING, SARL au capital de 1 000 000 F CFP, RIDET 3 100 031.001, informe les tiers qu'elle a cédé le 7 mai 2026 l'ensemble de ses parts sociales à M. Henri COLOMBO, qui a été agréé en qualité de nouvel associé.\n\nPour avis, le gérant.\n")).toBe("ridet_absent");
  });

  it("a company selling 'sa participation' to another company: neither the seller nor the buyer", () => {
    expect(subjectOf("CESSION DE PARTS SOCIALES\n\nLa société WAGAP INVESTISSEMENTS, SARL, RIDET 3 600 036.001, a cédé, par acte du 12 mai 2026, sa participation de 40 % à la société CORAIL ROUGE, SAS, RIDET 3 700 037.001.\n\nPour avis.\n")).toBe("ridet_absent");
  });

  it("the sides labelled 'Cédant :' / 'Cessionnaire :' in a sale of shares", () => {
    expect(subjectOf("CESSION D'ACTIONS\n\nActe du 4 mai 2026.\nCédant : la société NAKÉTY CAPITAL, SAS au capital de 3 000 000 F CFP, RIDET 2 700 027.001, siège : Nouméa.\nCessionnaire : la société HOUAÏLOU DÉVELOPPEMENT, SARL au capital de 1 000 000 F CFP, RIDET 2 800 028.001, siège : Bourail.\nActions cédées : 1 000 actions.\nAgrément : conseil d'administration du 2 mai 2026.\n\nPour avis.\n")).toBe("ridet_absent");
    expect(subjectOf("CESSION DE PARTS\n\nCédante : SARL BOULOUPARIS AUTO, RIDET 3 800 038.001\nCessionnaire : SAS LIFOU TRADING, RIDET 3 900 039.001\nNombre de parts cédées : 600\nDate de l'acte : 13 mai 2026\nAgrément des associés : 13 mai 2026\n")).toBe("ridet_absent");
  });

  it("the sides named right after their identifiers ('…, RIDET …, cédante,') in a sale of parts", () => {
    expect(subjectOf("CESSION DE PARTS SOCIALES\n\nEntre la société KONÉ PARTICIPATIONS, SARL, RIDET 4 400 044.001, cédante, et la société VOH INVEST, SAS, RIDET 4 500 045.001, cessionnaire, il a été convenu le 18 mai 2026 la cession de 100 parts sociales.\n\nPour avis.\n")).toBe("ridet_absent");
  });
});

describe("a share sale whose company is identified is still published under it", () => {
  it("the company whose parts are sold named with its identifier, the seller with its own", () => {
    expect(subjectOf("CESSION DE PARTS SOCIALES\n\nAux termes d'un acte du 3 mars 2026, la société HOLDING TAMOA, SARL, RIDET 2 100 021.001, a cédé à M. Jean-Luc BERNIER l'intégralité des parts qu'elle détenait dans la société MATÉRIAUX DU SUD, SARL au capital de 1 000 000 F CFP, siège : Païta, RIDET 1 100 011.001.\n\nPour avis.\n")).toBe("1100011");
    expect(subjectOf("CESSION D'ACTIONS\n\nLa société OCÉANE INVEST, SAS, RIDET 2 200 022.001, informe qu'elle a acquis, par acte du 12 mars 2026, la totalité des actions de la société TRANSPORTS DU NORD, SAS au capital de 10 000 000 F CFP, siège : Koné, RIDET 1 300 013.001.\n\nPour avis.\n")).toBe("1300013");
  });

  it("a company telling that its own parts were sold to a company with its identifier", () => {
    expect(subjectOf("SARL PAPAYE BLEUE\nSARL au capital de 1 000 000 F CFP\nSiège : 3, rue Jules Ferry, 98800 Nouméa\nRIDET 1 200 012.001\n\nCESSION DE PARTS\n\nPar acte du 10 avril 2026, les parts de la société PAPAYE BLEUE détenues par M. Luc ORAIN ont été cédées à la société ATOLL HOLDING, SAS, RIDET 2 600 026.001. Le cessionnaire a été agréé.\n\nPour avis, la gérance.\n")).toBe("1200012");
  });

  it("the company in the heading, the labelled sides or the seller of its own holding beside it", () => {
    expect(subjectOf("SARL GOÉLAND VERT\nSociété à responsabilité limitée au capital de 1 000 000 F CFP\nSiège : 5, rue Georges Clemenceau, 98800 Nouméa\nRIDET 1 400 014.001\n\nCESSION DE PARTS\n\nCédant : la société NAKÉTY CAPITAL, SAS, RIDET 2 700 027.001\nCessionnaire : la société HOUAÏLOU DÉVELOPPEMENT, SARL, RIDET 2 800 028.001\nParts cédées : 500\nAgrément : assemblée du 2 mai 2026\n")).toBe("1400014");
    expect(subjectOf("SAS CAGOU BLEU\nSAS au capital de 2 000 000 F CFP\nRIDET 1 500 015.001\n\nCESSION D'ACTIONS\n\nPar acte du 14 mai 2026, la société TIÉBAGHI HOLDING, SARL, RIDET 3 100 031.001, a cédé l'ensemble de ses actions à M. Henri COLOMBO, agréé par le président.\n\nPour avis, le président.\n")).toBe("1500015");
  });

  it("a person selling a number of the company's shares to a company: that company buys, whatever follows its identifier", () => {
    expect(subjectOf("CESSION D'ACTIONS\n\nRÉCIF DORÉ\nSAS au capital de 5 000 000 F CFP\nSiège : Poum\nRIDET 1 600 016.001\n\nAux termes d'un acte du 2 juin 2026,\nMme Odile WAHETRA a cédé 300 des 500\nactions composant le capital social à la\nsociété LAGON INVEST,\nSAS au capital de 20 000 000 F CFP,\nRIDET 2 900 029.001, représentée par\nson président, M. Paul DREU.\n\nPar décisions du même jour, la démission\nde Mme WAHETRA de ses fonctions de présidente\na été constatée et la société\nLAGON INVEST a été nommée présidente.\n\nPour avis.\n")).toBe("1600016");
    expect(subjectOf("SARL BANIAN\nSARL au capital de 1 000 000 F CFP\nSiège : Hienghène\nRIDET 1 700 017.001\n\nCESSION DE PARTS ET NOMINATION\n\nSuivant acte du 9 juin 2026, M. Roch\nKASARHÉROU a cédé 60 des 100 parts\nsociales composant le capital à la\nsociété KAORI HOLDING,\nSARL au capital de 2 000 000 F CFP,\nRIDET 3 300 033.001, représentée par\nsa gérante, Mme Léa TEIN.\n\nLa même assemblée a nommé gérante la\nsociété KAORI HOLDING en remplacement\nde M. KASARHÉROU, démissionnaire.\n\nPour avis.\n")).toBe("1700017");
  });

  it("a capital reduced by buying back the shares that belong to a partner company: the heading's company is the subject", () => {
    expect(subjectOf("SAS CORAIL BLANC\nSAS au capital de 6 000 000 F CFP ramené à 4 200 000 F CFP\nRIDET 1 800 018.001\n\nRÉDUCTION DE CAPITAL\n\nL'assemblée générale extraordinaire du 30 janvier 2026 a décidé de réduire le capital social de 1 800 000 F CFP par rachat puis annulation de 180 actions appartenant à la société CORAIL PARTICIPATIONS, SARL, RIDET 3 400 034.001, associée sortante.\n\nPour avis, la présidente.\n")).toBe("1800018");
  });

  it("the labelled seller of a business (no parts sold) is the subject", () => {
    expect(subjectOf("CESSION DE FONDS DE COMMERCE\n\nActe du 4 mai 2026.\nCédant : la société NAKÉTY COMMERCE, SARL, RIDET 2 700 027.001, siège : Nouméa.\nCessionnaire : la société HOUAÏLOU DISTRIBUTION, SARL, RIDET 2 800 028.001, siège : Bourail.\nFonds cédé : fonds de commerce de quincaillerie exploité à Nouméa, 3 rue Exemple.\nOppositions : dans les délais légaux.\n")).toBe("2700027");
    expect(subjectOf("CESSION DE FONDS DE COMMERCE\n\nEntre la société KONÉ BOULANGERIE, SARL, RIDET 4 400 044.001, cédante, et la société VOH DÉLICES, SAS, RIDET 4 500 045.001, cessionnaire, il a été convenu le 18 mai 2026 la cession du fonds de commerce de boulangerie exploité à Koné.\n\nOppositions dans les délais légaux.\n")).toBe("4400044");
  });
});
