import { describe, expect, it } from 'vitest';
import { noticeOf, officersOf } from './notice-helpers.ts';

describe("an office's label and the rows under it", () => {
  it("gives no office to a name on a later row opened by a field's own label, the label's row holding its value", () => {
    const notice = noticeOf(
      "LNC – Annonces légales – 05/11/2026\n\nVENTE DE FONDS DE COMMERCE\nActe\tacte authentique reçu par Me Anne EXEMPLE, notaire à Nouméa, le 16/10/2026\nVendeur\tSARL KAZ BOULANGERIE\tRIDET 1000009.001\tgérant : M. Paul KAZ\nAcquéreur\tSAS LE PAIN DE L'ANSE\tRIDET 2000008.001\tprésidente : Mme Léa EXEMPLE\nFonds\tboulangerie exploitée à Nouméa\nPrix\t10 000 000 F CFP\nEntrée en jouissance\t01/11/2026",
    );
    expect(notice.denomination).toBe('KAZ BOULANGERIE');
    expect(officersOf(notice)).toEqual(['Paul KAZ (gérant)']);
  });

  it('still lists the holders printed under the label, one a row', () => {
    const notice = noticeOf('AVIS DE CONSTITUTION\nDénomination : KAZ PÊCHE\nForme : SARL\nRIDET : 1 000 009.001\nCogérants : M. Paul KAZ\nMme Léa EXEMPLE\nJONC du 3 novembre 2026');
    expect(officersOf(notice)).toEqual(['Paul KAZ (gérant)', 'Léa EXEMPLE (gérant)']);
  });

  it("reads the subject's representative on a row its name opens, no 'la société' before it", () => {
    const notice = noticeOf(
      'RENOUVELLEMENT DE LOCATION-GÉRANCE\nPropriétaire du fonds\tKAZ STATION, SAS, RIDET 1 000 009.001, représentée par son président M. Paul KAZ\nLocataire-gérant\tM. Luc EXEMPLE, commerçant, RIDET 2 000 008.001\nFonds\tstation-service, 98840 Tontouta\nActe\tASSP du 18 novembre 2026',
    );
    expect([notice.denomination, ...officersOf(notice)]).toEqual(['KAZ STATION', 'Paul KAZ (président)']);
  });

  it("does not give the subject a representative of the other side's row", () => {
    const notice = noticeOf(
      'RENOUVELLEMENT DE LOCATION-GÉRANCE\nPropriétaire du fonds\tKAZ STATION, SAS, RIDET 1 000 009.001\nLocataire-gérant\tEXEMPLE SERVICES, SARL, RIDET 2 000 008.001, représentée par son gérant M. Luc EXEMPLE\nFonds\tstation-service, 98840 Tontouta\nActe\tASSP du 18 novembre 2026',
    );
    expect([notice.denomination, ...officersOf(notice)]).toEqual(['KAZ STATION']);
  });
});


describe("an office's label cut at a line's end", () => {
  it("reads the court's appointee after a title whose first word ends the line before", () => {
    const notice = noticeOf(
      "JONC – Publications légales – 3 novembre 2026\n\nGREFFE DU TRIBUNAL\nJugements du 26 octobre 2026\n\n– Redressement judiciaire : SARL KAZ TRANSPORTS, tribu de Bopope,\n98822 Poindimié, RIDET 1 000 009.001. Cessation des paiements : 15/09/2026. Mandataire\njudiciaire : SELARL EXEMPLE MANDATAIRES.",
    );
    expect(officersOf(notice)).toEqual(['EXEMPLE MANDATAIRES (mandataire judiciaire)']);
  });
});

describe('an officer who remains', () => {
  it("is read after the board's chair named with the board ('Le président du conseil d'administration demeure M. X')", () => {
    const notice = noticeOf(
      "KAZ INDUSTRIE, société anonyme au capital de 60 000 000 F CFP, RIDET 1 000 009.001.\nL'assemblée générale ordinaire du 29 octobre 2026 a renouvelé le mandat d'administrateur de Mme Léa EXEMPLE.\nLe président du conseil d'administration demeure M. Paul KAZ.",
    );
    expect(officersOf(notice)).toEqual(['Léa EXEMPLE (administrateur)', 'Paul KAZ (président)']);
  });
});

describe("a court's appointee under a label naming two offices", () => {
  it("holds the one its judgment names: the mandataire in a reorganisation, the liquidator in a liquidation", () => {
    const reorganisation = noticeOf('JONC – Publications légales – jeudi 26 février 2026\nTRIBUNAL MIXTE DE COMMERCE DE NOUMÉA – Audience du 16 février 2026\nDébiteur : SARL KAZ BÉTON, RIDET 1 000 009.001\nDécision : Redressement judiciaire\nMandataire / liquidateur : SELARL EXEMPLE MANDATAIRES');
    expect(officersOf(reorganisation)).toEqual(['EXEMPLE MANDATAIRES (mandataire judiciaire)']);
    const liquidation = noticeOf('JONC – Publications légales – jeudi 26 février 2026\nTRIBUNAL MIXTE DE COMMERCE DE NOUMÉA – Audience du 16 février 2026\nDébiteur : SARL KAZ BÉTON, RIDET 1 000 009.001\nDécision : Liquidation judiciaire\nMandataire / liquidateur : SELARL EXEMPLE MANDATAIRES');
    expect(officersOf(liquidation)).toEqual(['EXEMPLE MANDATAIRES (liquidateur)']);
  });
});

describe('a list of officers', () => {
  it('ends at a blank line: a name in the next paragraph takes no office from the list', () => {
    const notice = noticeOf(
      'KAZ INGÉNIERIE\nSociété par actions simplifiée au capital de 3 000 000 F CFP\nRIDET : 1000009-001\n\nDécisions collectives des associés du 20 janvier 2026 :\n\nFonction\t\t\tSortant\t\t\tEntrant\nPrésident\t\t\tM. Paul KAZ\t\tMme Léa EXEMPLE\nDirecteur général\tMme Léa EXEMPLE\t\tM. Luc EXEMPLE\n\nM. Paul KAZ est remercié pour sa gestion.',
    );
    expect(officersOf(notice)).toEqual(['Léa EXEMPLE (président)', 'Luc EXEMPLE (directeur général)']);
  });

  it('goes on across a blank line when a comma or a linking word says the sentence does', () => {
    const notice = noticeOf("KAZ INDUSTRIE, société anonyme, RIDET 1 000 009.001.\nL'assemblée du 3 mars 2026 a nommé administrateurs M. Paul KAZ,\n\net Mme Léa EXEMPLE.");
    expect(officersOf(notice)).toEqual(['Paul KAZ (administrateur)', 'Léa EXEMPLE (administrateur)']);
  });
});

describe("a before / after grid's sides", () => {
  it('leave out the holders on the former side and list those on the latter', () => {
    const notice = noticeOf(
      "KAZ IMAGERIE\nSAS au capital de 30 000 000 F CFP – Dumbéa – RIDET 1 000 009.001\n\nPar décisions collectives du 16 juin 2026, les associés, constatant l'expiration des mandats, ont nommé pour six exercices :\n\nMandat                                   Sortant                              Entrant\nCommissaire aux comptes titulaire        SARL KAZ AUDIT                       SELARL EXEMPLE AUDIT, RIDET 2 000 008.001\nCommissaire aux comptes suppléant        M. Paul KAZ                          Mme Léa EXEMPLE\n\nPour avis, le président.",
    );
    expect(officersOf(notice)).toEqual(['EXEMPLE AUDIT (commissaire aux comptes)', 'Léa EXEMPLE (commissaire aux comptes suppléant)']);
  });
});

describe("an office labelled as the absorbed company's", () => {
  it("is no officer of the absorbing company, in a table's cell", () => {
    const notice = noticeOf(
      "FUSION-ABSORPTION\n\nSociété absorbante    | KAZ FROID | SAS  | RIDET 1000009.001\nSociété absorbée      | EXEMPLE CLIM    | SARL | RIDET 2000008.001\nTraité de fusion      | 10/09/2026\nAGE de l'absorbante   | 20/10/2026 – approbation de la fusion, capital porté de 12 000 000 à 15 400 000 F CFP\nPrésidente            | Mme Léa KAZ (absorbante)\nGérant de l'absorbée  | M. Paul EXEMPLE",
    );
    expect(officersOf(notice)).toEqual(['Léa KAZ (président)']);
  });
});

describe("a legal-person director's permanent representative", () => {
  it("is not listed when designated after the director ('qui a désigné M. X en qualité de représentant permanent')", () => {
    const notice = noticeOf(
      "KAZ HÔTELS\nSociété anonyme à conseil d'administration au capital de 250 000 000 F CFP\nRIDET : 1 000 009 001\n\nL'assemblée générale ordinaire du 24 septembre 2026 a nommé en qualité d'administrateur la société EXEMPLE INVESTISSEMENTS, SA, RIDET : 2 000 008 001, qui a désigné M. Paul EXEMPLE en qualité de représentant permanent.\nLe conseil d'administration a renouvelé Mme Léa KAZ dans ses fonctions de présidente.",
    );
    expect(officersOf(notice)).toEqual(['EXEMPLE INVESTISSEMENTS (administrateur)', 'Léa KAZ (président)']);
  });
});

describe("an office's label and a later cell of its line", () => {
  it("gives no office to a name a later line's own words open ('Cogér= M. X, Mme Y | Acte not. Me Z')", () => {
    const notice = noticeOf('COURRIER 2026-11-06\nCSTN SCI= KAZ SAVANNAH | Cap= 100 000 F | Sg= 45 rte de Port-Laguerre 98890 Païta\nCogér= M. Paul KAZ, Mme Léa KAZ | Acte not. Me EXEMPLE 29/10/2026\nN°Ridet= 1 000 009 001');
    expect(officersOf(notice)).toEqual(['Paul KAZ (gérant)', 'Léa KAZ (gérant)']);
  });

  it("still lists a holder the label's list goes on with on the next line ('et Mme Y')", () => {
    const notice = noticeOf('AVIS DE CONSTITUTION\nDénomination : KAZ PÊCHE\nForme : SARL\nRIDET : 1 000 009.001\nCogérants : M. Paul KAZ\net Mme Léa EXEMPLE\nJONC du 3 novembre 2026');
    expect(officersOf(notice)).toEqual(['Paul KAZ (gérant)', 'Léa EXEMPLE (gérant)']);
  });
});

// Made up (fourteenth session, from chevrons cw26). The label gives the subject's office; the holder's
// other office, in apposition after his name, is held in another company.
describe('an office’s label over a holder who holds another office elsewhere', () => {
  it('keeps the label’s office for `Administrateur unique : M. X, gérant de la société Y`', () => {
    const notice = noticeOf('CONSTITUTION D’UN GIE\nDénomination : KAZ FRET\nForme : groupement d’intérêt économique\nRIDET : 1 000 009.001\nAdministrateur unique : M. Paul KAZ, gérant de la société TRANSPORTS KAZ, nommé pour trois ans\nJONC du 3 novembre 2026');
    expect(officersOf(notice)).toEqual(['Paul KAZ (administrateur)']);
  });

  it('still reads an office run into another company’s name in a sentence as held there', () => {
    const notice = noticeOf('NOMINATION\nKAZ FRET, SARL, RIDET : 1 000 009.001\nL’assemblée du 2 novembre 2026 a nommé Mme Léa EXEMPLE gérante, en remplacement de M. Paul KAZ, désigné président de la société TRANSPORTS KAZ.\nJONC du 3 novembre 2026');
    expect(officersOf(notice)).toEqual(['Léa EXEMPLE (gérant)']);
  });
});
