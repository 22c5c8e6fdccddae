import { describe, expect, it } from 'vitest';
import { noticeOf } from './notice-helpers.ts';

// Issue 32: the subject's name is the name printed with the subject's own identifier (its block,
// its party label, its clause), never a letterhead's, a masthead's or a title's.
describe("the name printed with the subject's identifier (issue 32)", () => {
  it("in a header of two blocks, the name is the one of the block that holds the subject's identifier", () => {
    const notice = noticeOf(`CABINET CHIFFRES DU SUD\nExpertise comptable – SARL au capital de 1 000 000 F CFP – RIDET 1 000 001.001\nBP 12 – 98800 Nouméa\n\nFERME AQUACOLE DU LAGON\nSociété d'exercice libéral à responsabilité limitée au capital de 2 000 000 F CFP\nRIDET 1 000 002.001\n\nTRANSFERT DE SIÈGE\n\nL'assemblée générale extraordinaire du 3 mars 2026 a transféré le siège social à Dumbéa.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000002001', 'FERME AQUACOLE DU LAGON', 'SELARL']);
  });

  it('a header name that opens with its form abbreviation loses it (the corpus field rule), unless the name is quoted whole; an address line above is not a name', () => {
    const notice = noticeOf(`Étude de Maître Jean NOTAIRE\n4, rue de la Paix – BP 1 – 98800 Nouméa\n\nSCI LES FLAMBOYANTS\nSociété civile immobilière au capital de 100 000 F CFP\nImmatriculée au RIDET sous le numéro 1 000 003 001\n\nTRANSFERT DE SIÈGE\n\nSuivant acte du 2 mars 2026, les associés de la société civile immobilière LES FLAMBOYANTS ont transféré le siège social à Païta.`);
    expect([notice.denomination, notice.forme_juridique]).toEqual(['LES FLAMBOYANTS', 'SCI']);
    // Printed only with it, the abbreviation is still the form; quoted whole, it is part of the name.
    const alone = noticeOf(`SCI LES ALOÈS\nSociété civile immobilière au capital de 100 000 F CFP\nRIDET 1 000 022.001\n\nTRANSFERT DE SIÈGE\n\nSuivant acte du 2 mars 2026, les associés ont transféré le siège social à Païta.`);
    expect(alone.denomination).toBe('LES ALOÈS');
    const quoted = noticeOf(`« SCI LES ALOÈS »\nSociété civile immobilière au capital de 100 000 F CFP\nRIDET 1 000 022.001\n\nTRANSFERT DE SIÈGE\n\nSuivant acte du 2 mars 2026, les associés ont transféré le siège social à Païta.`);
    expect(quoted.denomination).toBe('SCI LES ALOÈS');
  });

  it("a constitution filed by an adviser whose letterhead prints its own form reads the new company's form", () => {
    const notice = noticeOf(`CONSEIL DU NORD\nSociété d'expertise comptable\nSARL au capital de 2 000 000 F CFP – RIDET 1 000 004-001\n\nAVIS DE CONSTITUTION\n\nAux termes d'un acte du 2 mars 2026, il a été constitué une société par actions simplifiée présentant les caractéristiques suivantes :\nDénomination : LES HAUTS DU NORD\nSiège social : Koné\nImmatriculation : RIDET n° 1000005-001\n\nPour avis.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000005001', 'LES HAUTS DU NORD', 'SAS']);
  });

  it("a block in the body that prints the subject's name over its form, the form and capital cut over two lines, names it", () => {
    const mixed = noticeOf(`Chez Lou’ Café\nEntreprise unipersonnelle à responsabilité limitée\nau capital de 500 000 F CFP\nSiège social : 3, rue des Lys, 98800 Nouméa\nN° RIDET : 1 000 018 - 001\n\nTRANSFERT DE SIÈGE\n\nPar décisions du 20 mars 2026, l'associée unique a transféré le siège social à Dumbéa.`);
    expect([mixed.denomination, mixed.forme_juridique]).toEqual(['Chez Lou’ Café', 'EURL']);
    const forClient = noticeOf(`BUREAU DES COMPTES\nExpertise comptable – Commissariat aux comptes\nSARL au capital de 1 000 000 F CFP – RIDET 1 000 019.001\n\nPour le compte de :\n\nCLINIQUE VÉTÉRINAIRE DU NORD\nSociété d'exercice libéral à responsabilité limitée de vétérinaires\nau capital de 1 200 000 F CFP\nRIDET 1 000 020.002\n\nTRANSFERT DE SIÈGE SOCIAL\n\nAux termes d'une assemblée générale extraordinaire du 23 mars 2026, les associés ont transféré le siège social à Koné.`);
    expect([forClient.ridet, forClient.denomination, forClient.forme_juridique]).toEqual(['1000020002', 'CLINIQUE VÉTÉRINAIRE DU NORD', 'SELARL']);
  });

  it('a header line that is only a quoted name keeps its commas', () => {
    const notice = noticeOf(`Société civile professionnelle d'avocats\n« DUPONT, MARTIN & ASSOCIÉS »\nau capital de 1 000 000 F CFP\n1 000 021.001 RCS Nouméa\n\nNOMINATION D'UNE COGÉRANTE\n\nPar délibération du 19 mars 2026, l'assemblée des associés a nommé Me Anne PERRIN en qualité de cogérante.`);
    expect(notice.denomination).toBe('DUPONT, MARTIN & ASSOCIÉS');
  });

  it('a dénomination label after a list dash is read as a label', () => {
    const notice = noticeOf(`AVIS DE CONSTITUTION\n\nSuivant acte du 2 mars 2026, il a été constitué une société civile immobilière présentant les caractéristiques suivantes :\n— dénomination sociale : « SCI LE BEAU RIVAGE » ;\n— siège social : Nouméa ;\nLa société a été immatriculée sous le numéro RIDET 1 000 006.001.`);
    expect(notice.denomination).toBe('SCI LE BEAU RIVAGE');
  });

  it("a party label at a line start ('Vendeur : X, société …') introduces that company, not the title above", () => {
    const notice = noticeOf(`CESSION DE FONDS DE COMMERCE\n\nActe : reçu le 2 mars 2026.\nAcquéreur : MAGASINS DU NORD, société par actions simplifiée, siège : Koné, RIDET 1 000 007.001.\nVendeur : LA BOUTIQUE DU COL, société à responsabilité limitée, siège : Poum, RIDET 1 000 008.001.\nFonds cédé : fonds d'alimentation générale.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000008001', 'LA BOUTIQUE DU COL', 'SARL']);
  });

  it("a name written in lower case is read up to its form ('la société petit kaz, SAS au capital')", () => {
    const notice = noticeOf(`MISE EN LOCATION-GÉRANCE\n\nSuivant acte du 2 mars 2026, le fonds de commerce appartenant à la société petit kaz, SAS au capital de 1 000 000 F CFP, RIDET 1 000 009.001, a été donné en location-gérance.`);
    expect([notice.denomination, notice.forme_juridique]).toEqual(['petit kaz', 'SAS']);
  });

  it('the new name of a change of name written "qui devient … : « X »" is the dénomination', () => {
    const notice = noticeOf(`Société à responsabilité limitée au capital de 1 000 000 F CFP\nRIDET n° 1000010 - 001\n\nAux termes d'une assemblée générale extraordinaire du 3 mars 2026, les associés de la société ANCIEN NOM DU PORT ont décidé de modifier la dénomination sociale, qui devient à compter du même jour : « NOUVEAU NOM DU PORT ».`);
    expect(notice.denomination).toBe('NOUVEAU NOM DU PORT');
  });

  it("an individual trader's name is kept in the order printed ('M. NOM Prénom, commerçant')", () => {
    const notice = noticeOf(`VENTE DE FONDS\n\nSuivant acte du 2 mars 2026, M. LEROUX Paul Henri, commerçant, immatriculé au RIDET sous le n° 1 000 011.001, a vendu à la société ACHATS DU SUD, SARL, RIDET 1 000 012.001, son fonds de commerce.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000011001', 'LEROUX Paul Henri', null]);
  });
});

describe('legal forms as drafters write them (issue 32)', () => {
  it("'Sté' for société, a form in lower case before 'au capital', and 'est désormais une société …'", () => {
    expect(noticeOf(`AVIS DE CONSTITUTION\nPar acte du 3/03/2026 il a ete constitue une Sté a responsabilite limitee\nDenomination : LE PETIT SNACK\nRidet 1000013001`).forme_juridique).toBe('SARL');
    expect(noticeOf(`GARAGE DU COL\nsarl au capital de 1 000 000 F\nridet n° 1000014 001\n\nCHANGEMENT DE GERANT\nL'assemblée du 05/01/2026 a nommé Mme Anne NOUVELLE gérante.`).forme_juridique).toBe('SARL');
    expect(noticeOf(`LE COMPTOIR\nEURL au capital de 500 000 F CFP\nRIDET 1000015.001\n\nCESSION DE PARTS\nAux termes d'un acte du 18/08/2025, l'associée unique a cédé 40 parts ; la société est désormais une société à responsabilité limitée (SARL).`).forme_juridique).toBe('SARL');
  });

  it("in blocks of labels, one per company, the form is the one of the subject's block", () => {
    const notice = noticeOf(`FUSION-ABSORPTION\n\nSociété absorbée\nDénomination : PETITE ÉPICERIE\nForme : SARL\nRIDET : 1 000 016.001\n\nSociété absorbante\nDénomination : GRANDE ÉPICERIE\nForme : SAS\nRIDET : 1 000 017.001\n\nPar délibération du 31 mars 2026, l'assemblée générale extraordinaire de la société absorbante a approuvé la fusion et augmenté son capital social.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000017001', 'GRANDE ÉPICERIE', 'SAS']);
  });
});

describe('one company printed as an RCS number and a RIDET (issue 32)', () => {
  it("a constitution's registration printed both ways gives the RIDET with its rank", () => {
    const notice = noticeOf(`AVIS DE CONSTITUTION\n\nSuivant acte du 22 janvier 2026, il a été constitué une société civile immobilière dénommée « LES COCOTIERS DU SUD ».\nLa société a été immatriculée au registre du commerce et des sociétés de Nouméa le 30 janvier 2026 sous le numéro RCS Nouméa 2026 B 1 000 023, RIDET 1 000 023.002.`);
    expect([notice.ridet, notice.etablissement_inconnu ?? false]).toEqual(['1000023002', false]);
  });
});

describe("a party's label over a company's labelled block (issue 32)", () => {
  it("'Associée unique : H' over its block is a third party; 'Société dissoute : X' names the subject", () => {
    const notice = noticeOf(`DISSOLUTION SANS LIQUIDATION (TUP)\n\nAssociée unique : GRAND GROUPE DU SUD\nSociété anonyme au capital de 300 000 000 F CFP\nSiège : 1, rue du Port, 98800 Nouméa\nRIDET 1 000 024.001\nSociété dissoute : PETIT COMMERCE DU NORD\nSASU au capital de 1 000 000 F CFP\nSiège : Koné\nRIDET 1 000 025.001\nDécision : 24 septembre 2025\n\nL'associée unique a décidé la dissolution anticipée, sans liquidation, de la société PETIT COMMERCE DU NORD, entraînant la transmission universelle de son patrimoine.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000025001', 'PETIT COMMERCE DU NORD', 'SASU']);
  });

  it("a row under 'Apporteur' alone on its line is the contributor's, not the company constituted", () => {
    const notice = noticeOf(`CONSTITUTION PAR APPORT D'UN FONDS\n\nSociété constituée\nDénomination : PÊCHE DU LAGON\nForme : EURL\nRIDET : 1000026.001\n\nApporteur\nNom : M. Paul MARIN\nQualité : commerçant, associé unique\nRIDET : 1000027.001\n\nAux termes d'un acte du 27 mai 2025, M. Paul MARIN a apporté à la société son fonds de pêche.`);
    expect([notice.ridet, notice.denomination, notice.forme_juridique]).toEqual(['1000026001', 'PÊCHE DU LAGON', 'EURL']);
  });
});

describe("another registry's number (issue 32)", () => {
  it("a French RCS number ('RCS Nantes') is no New Caledonian identifier: the branch's RIDET is the subject's", () => {
    const notice = noticeOf(`OCÉAN CONSEIL\nSociété par actions simplifiée au capital de 1 000 000 euros\nSiège social : 4, quai de la Loire, 44000 Nantes\n512 345 678 RCS Nantes\nSuccursale de Nouméa : 2, rue de l'Alma, 98800 Nouméa\nRIDET 1 000 028.001\n\nAux termes d'une assemblée générale extraordinaire du 13 juin 2022, les associés ont décidé de modifier la dénomination sociale, qui devient « OCÉAN CONSEIL ».`);
    expect([notice.ridet, notice.denomination]).toEqual(['1000028001', 'OCÉAN CONSEIL']);
  });
});

describe("a printed page's opening lines that end the previous notice (issue 32)", () => {
  it("the identifier in the previous notice's tail is another company's", () => {
    const notice = noticeOf(`tuée à Païta, RIDET 1 000 029.001.\nPour avis, le gérant.\n\nMAISON DES EAUX\nSociété anonyme au capital de 80 000 000 F CFP\nSiège social : 12, route du Sud, 98809 Mont-Dore\nRIDET 1 000 030.001\n\nL'assemblée générale extraordinaire du 21 août 2024 a décidé d'augmenter le capital social.`);
    expect([notice.ridet, notice.denomination]).toEqual(['1000030001', 'MAISON DES EAUX']);
  });

  it("a table's row introduced by a dash ('– Souscripteur : H, SA,') is the subscriber's", () => {
    const notice = noticeOf(`Délibération du 17 août 2007 relative à l'augmentation du capital de la société anonyme d'économie mixte locale PÊCHE DU NORD\n\nVu les statuts de la SAEML PÊCHE DU NORD, siège : Koné, RIDET n° 1 000 031.001 ;\nArticle 1er : Le capital social de la SAEML PÊCHE DU NORD est porté de 120 000 000 F CFP à 180 000 000 F CFP, souscrit comme suit :\n\n– Souscripteur : NORD PARTICIPATIONS, SA,\nActions : 1 800\nRIDET 1 000 032.001\n`);
    expect([notice.ridet, notice.denomination]).toEqual(['1000031001', 'PÊCHE DU NORD']);
  });
});

describe('a long form at the head of a name (issue 32)', () => {
  it("'SOCIÉTÉ ANONYME DES EAUX DE X' over its form line is the name whole; 'SOCIÉTÉ CIVILE IMMOBILIÈRE X' is the form then the name", () => {
    expect(noticeOf(`SOCIÉTÉ ANONYME DES EAUX DU COL\nSociété anonyme au capital de 80 000 000 F CFP\nRIDET 1 000 033.001\n\nL'assemblée générale extraordinaire du 21 août 2024 a décidé d'augmenter le capital social.`).denomination).toBe('SOCIÉTÉ ANONYME DES EAUX DU COL');
    expect(noticeOf(`SOCIÉTÉ CIVILE IMMOBILIÈRE LES GOYAVIERS\nau capital de 100 000 F CFP\nRIDET 1 000 034.001\n\nTRANSFERT DE SIÈGE\nSuivant acte du 2 mars 2026, les associés ont transféré le siège social à Païta.`).denomination).toBe('LES GOYAVIERS');
  });
});

describe('the locataire-gérant that works the business (issue 32)', () => {
  it("'X, RIDET …, a cessé d'exploiter en location-gérance le fonds appartenant à la société Y, RIDET …': Y is the subject", () => {
    const notice = noticeOf(`FIN DE LOCATION-GÉRANCE\nLa société PAINS DU SUD, EURL, RIDET 1 000 035.001, a cessé le 31 décembre 2025 d'exploiter en location-gérance le fonds de boulangerie appartenant à la société FOURNIL DU COL, SARL, RIDET 1 000 036.001, situé à Païta.`);
    expect([notice.ridet, notice.denomination]).toEqual(['1000036001', 'FOURNIL DU COL']);
  });
});

// Made up (2026-12-07, eighteenth session, from ogives hv36). A constitution's officer companies named
// before its registration sentence (`Premiers administrateurs : …, la société H, …`, `Commissaires aux
// comptes : titulaire, la société A ; …`) are no introduction of the company formed.
describe("a constitution's officer companies before its registration sentence", () => {
  const formed = (officers: string) =>
    `Constitutions\nTESTS RECYCLAGE\nAux termes d'un acte du 10 novembre 2026, il a été constitué une société anonyme dénommée TESTS RECYCLAGE, au capital de 100 000 000 F CFP, siège à Nouméa.\n${officers}\nLa société est immatriculée au RIDET sous le n° 1 000 009.001.`;

  it("reads the company formed, an auditor company named last before the registration", () => {
    expect(noticeOf(formed('Président-directeur général : M. Thierry TESTARD.\nCommissaires aux comptes : titulaire, la société TESTS AUDIT ; suppléant, M. Yves TESTEUR.')).denomination).toBe('TESTS RECYCLAGE');
  });

  it('reads the company formed, a director company listed last before the registration', () => {
    expect(noticeOf(formed('Premiers administrateurs : M. Thierry TESTARD, Mme Mylène TESTEUSE, la société TESTS HOLDING, représentée par M. Paul TESTE.')).denomination).toBe('TESTS RECYCLAGE');
  });
});
